import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { payloadRows } from './payload-order'

/**
 * Structured data is for crawlers, which read the HTML; React never needs it. Next writes each
 * `<script type="application/ld+json">` twice: in the page and again in its React payload (the
 * data the page's tools hydrate from), as an element with the same JSON inside. For a page that
 * fetches its payload after the first paint (content-first.ts), this step takes the elements out of
 * the payload (each becomes `null`, so the children around it keep their places) and moves the
 * scripts in the HTML to the end of the body, where React, which hydrates the body's own children
 * loosely (as it does the starter's script beside them), passes over them. The HTML keeps every
 * byte of the data, after the page's words as before; the payload loses about a kilobyte with gzip
 * on the garlic page.
 */

/** A structured-data element in a payload row, its JSON written inline or as a reference to a text row (`"$2f"`). */
const payloadElement = new RegExp(
  String.raw`\["\$","script",(?:null|"[^"\\]*"),\{"type":"application\/ld\+json",` +
    String.raw`"dangerouslySetInnerHTML":\{"__html":("(?:[^"\\]|\\.)*")\}\}\]`,
  'g',
)
const htmlElement = /<script type="application\/ld\+json">[\s\S]*?<\/script>/g
const textReference = /^\$([0-9a-f]+)$/
/** A text row: `2f:T<length in hex>,<that many bytes>`. */
const textRow = /^[0-9a-f]+:T[0-9a-f]+,/
const textEntry = (row: { id: string; bytes: Buffer }): [string, string] => {
  const text = row.bytes.toString('utf8')
  return [row.id, text.slice(text.indexOf(',') + 1)]
}

export type MovedData = { html: string; payload: Buffer; moved: number }

/**
 * One page and its payload with the structured data out of the payload and at the end of the
 * page's body, before the starter. The build stops when the page and its payload do not carry the
 * same data, or when a text row the data used is still referred to: Next's export format would then
 * have changed.
 */
export function structuredDataOutOfPayload(html: string, payload: Buffer, what: string): MovedData {
  const scripts = html.match(htmlElement) ?? []
  const rows = payloadRows(payload)
  const textOf = new Map(rows.filter((row) => textRow.test(row.bytes.toString('latin1', 0, 24))).map(textEntry))
  const data: string[] = []
  const references = new Set<string>()
  const replaced = rows.map((row) => {
    const text = row.bytes.toString('utf8')
    if (textOf.has(row.id) || !text.includes('application/ld+json')) return row
    const bytes = text.replace(payloadElement, (_, inner: string) => {
      const value = JSON.parse(inner) as string
      const reference = textReference.exec(value)?.[1]
      if (reference !== undefined) references.add(reference)
      data.push(reference !== undefined ? (textOf.get(reference) ?? '') : value)
      return 'null'
    })
    return { ...row, bytes: Buffer.from(bytes, 'utf8') }
  })
  const inPage = scripts.map((script) => script.slice(script.indexOf('>') + 1, -'</script>'.length))
  if (JSON.stringify([...data].sort()) !== JSON.stringify([...inPage].sort()))
    throw new Error(
      `${what}: the structured data in the page (${inPage.length} scripts) is not what its React payload carries ` +
        `(${data.length}); Next's export format has changed (scripts/build-steps/structured-data.ts)`,
    )
  const kept = replaced.filter((row) => !references.has(row.id))
  for (const id of references) {
    const still = kept.find((row) => new RegExp(`"\\$[A-Za-z@]?${id}[":]`).test(row.bytes.toString('utf8')))
    if (still) throw new Error(`${what}: the payload's text row ${id} is still referred to by row ${still.id}`)
  }
  const without = html.replace(htmlElement, '')
  const starter = without.lastIndexOf('<script data-chunks=')
  if (starter < 0) throw new Error(`${what}: the page has no starter (content-first.ts runs first)`)
  return {
    html: `${without.slice(0, starter)}${scripts.join('')}${without.slice(starter)}`,
    payload: Buffer.concat(kept.map((row) => row.bytes)),
    moved: data.length,
  }
}

/**
 * Applies structuredDataOutOfPayload to each page that fetches its payload (`payloadUrl`, from
 * applyContentFirst); a page without one hydrates nothing and keeps its data where it is. Returns
 * the number of scripts moved.
 */
export function moveStructuredData(
  outDir: string,
  pages: readonly { file: string; payloadUrl: string | null }[],
): number {
  let moved = 0
  for (const { file, payloadUrl } of pages) {
    if (!payloadUrl) continue
    const htmlPath = path.join(outDir, file)
    const payloadPath = path.join(outDir, payloadUrl.slice(1))
    const page = structuredDataOutOfPayload(readFileSync(htmlPath, 'utf8'), readFileSync(payloadPath), file)
    writeFileSync(htmlPath, page.html)
    writeFileSync(payloadPath, page.payload)
    moved += page.moved
  }
  return moved
}
