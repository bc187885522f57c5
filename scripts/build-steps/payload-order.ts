import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { siteFiles } from '../site/out-files'

/**
 * Next writes each page's React payload (and its segments' payloads for client navigation) as
 * rows of React's Flight format, one value each: `1f:[…]\n`, a module's row `4b:I[…]\n`, a hint
 * `:HL[…]\n`, or a text `2a:T<length in hex>,<that many bytes>`. A module's row is written when the
 * render first meets the module, and the order of the render's tasks differs between Node
 * versions (Node 20 writes the contact form's module row before the footer's rows, Node 24 after),
 * so two builds of the same sources made on two Nodes differ in that order alone. React reads the
 * rows in any order (a row may refer to one that comes later), so the build puts every module row in
 * one place: just before the first row that refers to it, in the order of their ids.
 */

type Row = { id: string; bytes: Buffer; isModule: boolean }

const colon = 0x3a
const newline = 0x0a
const comma = 0x2c
const textTag = 0x54 // 'T'

/** A payload's rows, each with its id ('' for a hint) and its bytes as written. */
export function payloadRows(payload: Buffer): Row[] {
  const rows: Row[] = []
  let at = 0
  while (at < payload.length) {
    const idEnd = payload.indexOf(colon, at)
    if (idEnd < 0) throw new Error(`A payload row without its id at byte ${at}`)
    const id = payload.subarray(at, idEnd).toString('latin1')
    if (!/^[0-9a-f]*$/.test(id)) throw new Error(`A payload row with the id "${id}" at byte ${at}`)
    let end: number
    if (
      payload[idEnd + 1] === textTag &&
      /^[0-9a-f]+,/.test(payload.subarray(idEnd + 2, idEnd + 20).toString('latin1'))
    ) {
      const lengthEnd = payload.indexOf(comma, idEnd)
      end = lengthEnd + 1 + parseInt(payload.subarray(idEnd + 2, lengthEnd).toString('latin1'), 16)
    } else {
      const lineEnd = payload.indexOf(newline, idEnd)
      end = lineEnd < 0 ? payload.length : lineEnd + 1
    }
    rows.push({ id, bytes: payload.subarray(at, end), isModule: payload[idEnd + 1] === 0x49 && id !== '' })
    at = end
  }
  return rows
}

/** Whether a row refers to the row `id` (`"$L4b"`, `"$4b"`, `"$@4b"`, `"$4b:props"` and the like). */
function refersTo(row: Row, id: string): boolean {
  return new RegExp(`"\\$[A-Za-z@]?${id}[":]`).test(row.bytes.toString('utf8'))
}

/** The payload with each module row just before the first row that refers to it, those of one place by id. */
export function orderedPayload(payload: Buffer): Buffer {
  const rows = payloadRows(payload)
  const modules = rows.filter((row) => row.isModule).sort((a, b) => parseInt(a.id, 16) - parseInt(b.id, 16))
  const others = rows.filter((row) => !row.isModule)
  const before = new Map<number, Row[]>()
  const last: Row[] = []
  for (const moduleRow of modules) {
    const at = others.findIndex((row) => refersTo(row, moduleRow.id))
    if (at < 0) last.push(moduleRow)
    else before.set(at, [...(before.get(at) ?? []), moduleRow])
  }
  const ordered = others.flatMap((row, at) => [...(before.get(at) ?? []), row])
  return Buffer.concat([...ordered, ...last].map((row) => row.bytes))
}

/** Puts the module rows of every payload in `outDir` in their one place; the files rewritten, relative to it. */
export function orderPayloads(outDir: string): string[] {
  const rewritten: string[] = []
  for (const file of siteFiles(outDir).filter((name) => name.endsWith('.txt') && !name.startsWith('admin/'))) {
    const target = path.join(outDir, file)
    const payload = readFileSync(target)
    if (!/^[0-9a-f]*:/.test(payload.subarray(0, 12).toString('latin1'))) continue // Not a payload (robots.txt).
    const ordered = orderedPayload(payload)
    if (ordered.equals(payload)) continue
    writeFileSync(target, ordered)
    rewritten.push(file)
  }
  return rewritten
}
