import { precompressed, type Encoding } from '../site/precompress'

/**
 * The encodings of the build's compressed copies that a request's Accept-Encoding header allows,
 * in the order the server prefers them (brotli, then gzip), as nginx's `brotli_static` and
 * `gzip_static` read the header: a coding is accepted when it is named, or `*` is, with a quality
 * above 0; `q=0` (or a quality that is not one) refuses it, and a named coding wins over `*`. No header means none.
 */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '')
  const qualities = new Map<string, number>()
  for (const part of text.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim())
    if (name === '') continue
    const q = parameters.map((parameter) => /^q\s*=\s*(.*)$/i.exec(parameter)).find(Boolean)
    // A quality that is not a number between 0 and 1 refuses the coding rather than guessing.
    const quality = q ? (/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(q[1]!) ? Number(q[1]) : 0) : 1
    qualities.set(name.toLowerCase(), quality)
  }
  const qualityOf = (coding: string) => qualities.get(coding) ?? qualities.get('*') ?? 0
  return precompressed.map(({ encoding }) => encoding).filter((encoding) => qualityOf(encoding) > 0)
}
