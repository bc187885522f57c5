import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { outDir } from '../../scripts/site/build-state'

/**
 * A file of the export, as bytes. The checks read the built site, so a missing out/ is a clear
 * failure that says what to do, rather than a wall of "file not found".
 */
export function exportedFile(file: string): Buffer {
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(
      'out/ is missing: run `npm run build` first (or `npm run test:html`, which builds it when it is stale)',
    )
  }
  const target = path.join(outDir, file)
  if (!existsSync(target)) throw new Error(`out/${file} is not in the export`)
  return readFileSync(target)
}

const parsed = new Map<string, Document>()

/** An exported page as a browser would parse it (a real HTML parser; no script runs), parsed once. */
export function exportedDocument(file: string): Document {
  let document = parsed.get(file)
  if (!document) {
    document = new DOMParser().parseFromString(exportedFile(file).toString('utf8'), 'text/html')
    parsed.set(file, document)
  }
  return document
}

/** An element's words as a reader meets them: runs of white space as one space, trimmed ('' for none). */
export const textOf = (element: Element | null | undefined): string =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

/** An exported XML file (the sitemap), parsed. */
export function exportedXml(file: string): Document {
  return new DOMParser().parseFromString(exportedFile(file).toString('utf8'), 'application/xml')
}

/** The content of a `<meta>` by its name or property, or null. */
export function metaOf(document: Document, key: string): string | null {
  return document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null
}

export type JsonLdNode = Record<string, unknown> & { '@type': string }

/** Every node of the page's JSON-LD blocks, each block parsed as JSON. */
export function jsonLdOf(document: Document): JsonLdNode[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
    [JSON.parse(script.textContent ?? '') as JsonLdNode | JsonLdNode[]].flat(),
  )
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(buffer: Buffer): { width: number; height: number } {
  if (buffer.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG')
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

/** An absolute address of the site as the export names it, as a file of out/ ('/og/home.png' -> 'og/home.png'). */
export function fileOfAddress(address: string): string {
  return decodeURIComponent(new URL(address).pathname).replace(/^\//, '')
}
