import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { isCompressedCopy } from './precompress'

/**
 * Every file in a built site, relative to it with forward slashes ('index.html', 'img/a.avif'),
 * sorted; not the compressed copies the build writes beside its text files (scripts/site/precompress.ts),
 * which are the same files in another encoding.
 */
export function siteFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(outDir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !isCompressedCopy(file))
    .sort()
}

/** The content editor's folder in a built site (served at /admin/): the owner's, never a visitor's. */
export const editorFolder = 'admin'

/** Whether a file of a built site (relative to it) is the content editor's. */
export function isEditorFile(file: string): boolean {
  return file.startsWith(`${editorFolder}/`)
}

/**
 * Every exported page of a built site, relative to it ('index.html', 'af/knoffel.html'), sorted: not the content
 * editor's.
 */
export function htmlFiles(outDir: string): string[] {
  return siteFiles(outDir).filter((file) => file.endsWith('.html') && !isEditorFile(file))
}
