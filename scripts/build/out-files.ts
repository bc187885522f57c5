import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** Every file in a built site, relative to it with forward slashes ('index.html', 'img/a.avif'), sorted. */
export function siteFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(outDir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort()
}

/** Every exported HTML file in a built site, relative to it ('index.html', 'af/knoffel.html'), sorted. */
export function htmlFiles(outDir: string): string[] {
  return siteFiles(outDir).filter((file) => file.endsWith('.html'))
}
