import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { root } from '../../site/build-state'
import { htmlFiles } from '../../site/out-files'
import { precompress } from '../../site/precompress'
import { withoutScripts } from '../../../lib/without-scripts'

/**
 * The content floor: a copy of out/ in .tmp/content-floor/ whose pages are each route's own
 * exported HTML with every <script> element removed (the content-first loader, the structured
 * data and Next's own included) and everything else as it is: the same words, style sheet,
 * pictures and headers. Served by the same server, it is as fast as that page can ever paint, so
 * the bench measures what the page's scripts cost before its first paint against it.
 */
export const contentFloorDir = path.join(root, '.tmp', 'content-floor')

/** Writes the content floor; each page's compressed copies are written again from its script-free HTML. */
export async function buildContentFloor(outDir: string): Promise<void> {
  const copy = path.join(contentFloorDir, 'out')
  rmSync(contentFloorDir, { recursive: true, force: true })
  cpSync(outDir, copy, { recursive: true })
  for (const file of htmlFiles(copy)) {
    const page = path.join(copy, file)
    writeFileSync(page, withoutScripts(readFileSync(page, 'utf8')))
  }
  await precompress(copy, htmlFiles(copy))
}
