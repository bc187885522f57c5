import { readdirSync } from 'node:fs'
import path from 'node:path'

/** Every exported HTML file in a built site, relative to it ('index.html', 'af/knoffel.html'), sorted. */
export function htmlFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
}
