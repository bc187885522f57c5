import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { decodedPrefix, firstScreenBytes, firstScreenEnd, parseResponse } from './first-screen'

const hero =
  '<section aria-labelledby="page-title"><h1 id="page-title">Garlic</h1><section><p>inner</p></section></section>'
const page = (before: string, after: string) =>
  '<!doctype html><html><head><title>t</title></head>' +
  `<body><header>${before}</header>${hero}<main>${after}</main></body></html>`

describe('firstScreenEnd', () => {
  test('is just after the hero’s own closing tag, past a section inside it', () => {
    const html = page('nav', 'rest')
    const end = firstScreenEnd(html)
    expect(html.slice(0, end).endsWith(`${hero}`)).toBe(true)
    expect(html.slice(end)).toBe('<main>rest</main></body></html>')
  })

  test.each([
    ['a page without a hero', '<html><body><section><h2>x</h2></section></body></html>', 'The page has no hero'],
    ['a hero never closed', '<section aria-labelledby="page-title"><h1>x</h1>', 'never closed'],
  ])('%s is refused', (_, html, message) => expect(() => firstScreenEnd(html)).toThrow(message))
})

/** A response as a server sends it: head, then the body in one piece or in chunks. */
function response(body: Buffer, encoding: string, chunkSize?: number): Buffer {
  const headLines = [
    'HTTP/1.1 200 OK',
    'Content-Type: text/html; charset=utf-8',
    ...(encoding === 'identity' ? [] : [`Content-Encoding: ${encoding}`]),
  ]
  if (!chunkSize)
    return Buffer.concat([
      Buffer.from(`${[...headLines, `Content-Length: ${body.length}`].join('\r\n')}\r\n\r\n`),
      body,
    ])
  const chunks: Buffer[] = [Buffer.from(`${[...headLines, 'Transfer-Encoding: chunked'].join('\r\n')}\r\n\r\n`)]
  for (let at = 0; at < body.length; at += chunkSize) {
    const piece = body.subarray(at, at + chunkSize)
    chunks.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from('0\r\n\r\n'))
  return Buffer.concat(chunks)
}

describe('parseResponse', () => {
  test('a chunked body is put back together, and each body byte keeps its place on the wire', () => {
    const raw = response(Buffer.from('abcdefghij'), 'identity', 4)
    const { body, headerBytes, wireOffsetOf } = parseResponse(raw)
    expect(body.toString()).toBe('abcdefghij')
    // "4\r\n" before the first four bytes, then "\r\n4\r\n" before the next four.
    expect(wireOffsetOf(0)).toBe(headerBytes + 3)
    expect(wireOffsetOf(4)).toBe(headerBytes + 3 + 4)
    expect(wireOffsetOf(5)).toBe(headerBytes + 3 + 4 + 5 + 1)
  })
})

describe('firstScreenBytes', () => {
  // Long, varied text after the hero, so the compressed page is far longer than its first screen.
  const after = Array.from(
    { length: 400 },
    (_, index) => `<p>Paragraph ${index} about garlic beds ${(index * 7919) % 1000}.</p>`,
  ).join('')
  const html = Buffer.from(page('<nav>menu</nav>', after))
  const heroEnd = Buffer.byteLength(
    page('<nav>menu</nav>', after).slice(0, firstScreenEnd(page('<nav>menu</nav>', after))),
  )

  test('uncompressed, the first screen is the head and the HTML through the hero, to the byte', () => {
    const raw = response(html, 'identity')
    const { headers, firstScreen, whole } = firstScreenBytes(raw)
    expect(firstScreen).toBe(headers + heroEnd)
    expect(whole).toBe(raw.length)
  })

  test.each([
    ['gzip', (body: Buffer) => gzipSync(body, { level: 6 })],
    [
      'br',
      (body: Buffer) =>
        brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGBLOCK]: 16 },
        }),
    ],
  ])('%s: the fewest body bytes that decode through the hero, far fewer than the whole', (encoding, compress) => {
    const body = compress(html)
    const raw = response(body, encoding, 1024)
    const { headers, firstScreen, whole } = firstScreenBytes(raw)
    const { wireOffsetOf } = parseResponse(raw)
    // One byte less does not decode as far; the count is on the wire, chunk framing included.
    let bodyBytes = 0
    while (wireOffsetOf(bodyBytes) < firstScreen) bodyBytes++
    expect(decodedPrefix(body, encoding, bodyBytes).length).toBeGreaterThanOrEqual(heroEnd)
    expect(decodedPrefix(body, encoding, bodyBytes - 1).length).toBeLessThan(heroEnd)
    expect(firstScreen).toBeGreaterThan(headers)
    expect(firstScreen).toBeLessThan(whole)
  })

  test('a body in an encoding it cannot read is refused by name', () => {
    expect(() => firstScreenBytes(response(Buffer.from('x'), 'compress'))).toThrow('encoded as compress')
  })
})
