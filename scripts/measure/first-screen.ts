import { connect } from 'node:net'
import { brotliDecompressSync, constants, gunzipSync, inflateSync } from 'node:zlib'

/**
 * How many bytes of a page's response arrive before its first screen can paint: the status line,
 * the headers and as much of the compressed body as it takes to decode the HTML through the end of
 * the hero. A new connection's first round trip carries 14,600 bytes (ten TCP segments); the first
 * screen must fit in it. The rest of the page may follow in the next round trips.
 */

/** A new connection's first round trip: ten segments of 1,460 bytes. */
export const firstRoundTripBytes = 14_600

/**
 * Every page of today's content arrives whole in a new connection's first round trip: its HTML with
 * gzip (as a host without brotli sends it) at most 14 KB, which leaves the headers their room in the
 * 14,600 bytes; with brotli it is smaller still. Not a ceiling for any owner edit (the first screen
 * is that): a page's words may grow past it, and the rest then follows in the next round trip.
 */
export const wholePageFirstTripBytes = 14 * 1024

/**
 * The whole page's HTML, in gzip from out/: a ceiling only an accident reaches (a pasted data URL,
 * a runaway list), about three times the largest page (docs/performance.md has each page's), so an
 * owner may double a page's words before it is near.
 */
export const wholePageCeilingGzip = 40 * 1024

/**
 * The sale catalogue's own ceiling: a list the schema lets hold eighty animals (content/sale.ts), each
 * a card and a row of each table; at its longest, every text at its limit, with an auction's results,
 * notice, how to buy and rules of auction beside them, it weighs about 50 KB (today's, 16 KB).
 */
export const catalogueCeilingGzip = 60 * 1024

/** The ceiling of the page at `key` in the registry (content/pages.yaml). */
export const pageCeilingGzip = (key: string) => (key === 'catalogue' ? catalogueCeilingGzip : wholePageCeilingGzip)

/** The raw bytes of one whole HTTP/1.1 response, as they came off the socket. */
export type RawResponse = Buffer

type Parsed = {
  headerBytes: number
  encoding: string
  /** The body without chunk framing, and for each of its bytes' positions, where it stood in the raw response. */
  body: Buffer
  wireOffsetOf: (bodyBytes: number) => number
}

/** Splits a response into its head and its body, undoing chunked transfer encoding while keeping the wire positions. */
export function parseResponse(raw: RawResponse): Parsed {
  const end = raw.indexOf('\r\n\r\n')
  if (end < 0) throw new Error('The response has no end of headers')
  const headerBytes = end + 4
  const head = raw.subarray(0, end).toString('latin1')
  const encoding = /^content-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase() ?? 'identity'
  if (!/^transfer-encoding:\s*chunked/im.test(head)) {
    return { headerBytes, encoding, body: raw.subarray(headerBytes), wireOffsetOf: (bytes) => headerBytes + bytes }
  }
  // Each chunk: its size in hex, CRLF, the data, CRLF; the body is the data; a zero size ends it.
  const pieces: { wireStart: number; length: number }[] = []
  let at = headerBytes
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at)
    if (lineEnd < 0) throw new Error('A chunk of the response has no size line')
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16)
    if (!Number.isFinite(size)) throw new Error('A chunk of the response has no size')
    if (size === 0) break
    pieces.push({ wireStart: lineEnd + 2, length: size })
    at = lineEnd + 2 + size + 2
  }
  const body = Buffer.concat(pieces.map((piece) => raw.subarray(piece.wireStart, piece.wireStart + piece.length)))
  const wireOffsetOf = (bytes: number) => {
    let left = bytes
    for (const piece of pieces) {
      if (left <= piece.length) return piece.wireStart + left
      left -= piece.length
    }
    return raw.length
  }
  return { headerBytes, encoding, body, wireOffsetOf }
}

/** What the first `bytes` bytes of a compressed body decode to: as much HTML as a browser could read by then. */
export function decodedPrefix(body: Buffer, encoding: string, bytes: number): Buffer {
  const prefix = body.subarray(0, bytes)
  try {
    switch (encoding) {
      case 'identity':
        return prefix
      case 'gzip':
        return gunzipSync(prefix, { finishFlush: constants.Z_SYNC_FLUSH })
      case 'deflate':
        return inflateSync(prefix, { finishFlush: constants.Z_SYNC_FLUSH })
      case 'br':
        return brotliDecompressSync(prefix, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
      default:
        throw new Error(`The response is encoded as ${encoding}, which this measure does not read`)
    }
  } catch (error) {
    // A prefix too short to hold even the stream's header decodes to nothing yet.
    if (error instanceof Error && /unexpected end|incomplete|truncated|unexpected eof/i.test(error.message))
      return Buffer.alloc(0)
    throw error
  }
}

/**
 * Where the first screen of a page's HTML ends: just after the `</section>` that closes the hero,
 * the section labelled by the page's one heading (`aria-labelledby="page-title"`).
 */
export function firstScreenEnd(html: string): number {
  const start = html.search(/<section\b[^>]*\baria-labelledby="page-title"/)
  if (start < 0) throw new Error('The page has no hero: no <section aria-labelledby="page-title">')
  const tags = /<section\b|<\/section>/g
  tags.lastIndex = start
  let depth = 0
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</section>' ? -1 : 1
    if (depth === 0) return match.index + match[0].length
  }
  throw new Error('The hero section is never closed')
}

/** The response's size on the wire, whole and up to the end of its first screen. */
export function firstScreenBytes(raw: RawResponse): {
  whole: number
  headers: number
  firstScreen: number
  encoding: string
} {
  const { headerBytes, encoding, body, wireOffsetOf } = parseResponse(raw)
  const html = decodedPrefix(body, encoding, body.length)
  // The end of the hero, in bytes of UTF-8.
  const needed = Buffer.byteLength(html.toString('utf8').slice(0, firstScreenEnd(html.toString('utf8'))), 'utf8')
  // The fewest body bytes that decode that far: decoding a longer prefix never gives less.
  let low = 0
  let high = body.length
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    if (decodedPrefix(body, encoding, middle).length >= needed) high = middle
    else low = middle + 1
  }
  return { whole: raw.length, headers: headerBytes, firstScreen: wireOffsetOf(low), encoding }
}

/**
 * Every byte a server sends for one page, fetched over a plain socket the way Chromium asks for it
 * (keep-alive, compression accepted), so nothing between the wire and the count adds or removes any.
 * `acceptEncoding` narrows what it accepts (`gzip` alone: a host or a browser without brotli).
 */
export function fetchRawResponse(
  baseURL: string,
  pathname: string,
  acceptEncoding = 'gzip, deflate, br, zstd',
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    const timer = setTimeout(() => socket.destroy(new Error(`No whole response for ${pathname} in 10 s`)), 10_000)
    socket.on('error', reject)
    socket.on('connect', () => {
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: ` +
          `${acceptEncoding}\r\nConnection: keep-alive\r\n\r\n`,
      )
    })
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      const all = Buffer.concat(chunks)
      const end = all.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = all.subarray(0, end).toString('latin1')
      const length = /^content-length:\s*(\d+)/im.exec(head)
      const done = length
        ? all.length >= end + 4 + Number(length[1])
        : all.subarray(-5).toString('latin1') === '0\r\n\r\n'
      if (!done) return
      clearTimeout(timer)
      socket.destroy()
      resolve(all)
    })
  })
}
