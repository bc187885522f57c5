import { encode } from 'uqr'

/** A QR code as one SVG path: the side in modules (its quiet zone included) and the dark modules. */
export type QrCode = { size: number; path: string }

/** The quiet zone around a QR code, in modules: four, as the standard asks, so any reader finds it. */
export const quietZone = 4

/**
 * The QR code of `text` (an address), worked out here with no network: error correction M (a
 * printed page may be creased or smudged), each row's runs of dark modules as one rectangle of the
 * path, in module units, offset by the quiet zone.
 */
export function qrCode(text: string): QrCode {
  const { data, size } = encode(text, { ecc: 'M', border: 0 })
  let path = ''
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue
      let end = x
      while (end + 1 < size && row[end + 1]) end++
      path += `M${x + quietZone} ${y + quietZone}h${end - x + 1}v1h${-(end - x + 1)}z`
      x = end
    }
  })
  return { size: size + 2 * quietZone, path }
}
