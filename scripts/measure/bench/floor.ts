import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { root } from '../../site/build-state'
import { siteFiles } from '../../site/out-files'
import { precompress } from '../../site/precompress'

/**
 * The floor: an empty one-page app (an <h1> and a paragraph, system font) built with the same Next
 * version and export config as the site, in .tmp/floor/. Everything the site ships beyond it is ours.
 * It sits inside the project so module resolution finds the project's node_modules unchanged.
 */
export const floorDir = path.join(root, '.tmp', 'floor')

const files: Record<string, string> = {
  'package.json': JSON.stringify({ private: true }),
  'next.config.mjs':
    "export default { output: 'export', images: { unoptimized: true }, " +
    'poweredByHeader: false, reactStrictMode: true }\n',
  'app/layout.jsx':
    "export const metadata = { title: 'Empty page', description: 'The smallest page this framework exports.' }\n" +
    'export default function RootLayout({ children }) {\n' +
    '  return <html lang="en"><body>{children}</body></html>\n}\n',
  'app/page.jsx':
    'export default function Page() {\n' +
    '  return <main><h1>An empty page</h1><p>One heading and one paragraph in the system font.</p></main>\n}\n',
}

/** Builds the floor, with the compressed copies the site's build writes, so both go over the wire alike. */
export async function buildFloor(bundlerFlag: string[]): Promise<void> {
  rmSync(floorDir, { recursive: true, force: true })
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(floorDir, name)), { recursive: true })
    writeFileSync(path.join(floorDir, name), text)
  }
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  const result = spawnSync(process.execPath, [next, 'build', ...bundlerFlag], {
    cwd: floorDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error('Building the empty floor app failed')
  const out = path.join(floorDir, 'out')
  await precompress(out, siteFiles(out))
}
