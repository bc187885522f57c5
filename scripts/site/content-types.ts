/**
 * The Content-Type each kind of file in out/ is served with, the same on every host we configure
 * (npm start's server, nginx) whatever type map the host carries: Debian's nginx knows no
 * `.webmanifest`, and the static server's type list knows no `.avif`.
 */

type ContentType = {
  type: string
  /** Text in UTF-8: the header names the charset. */
  text: boolean
  /** Worth compressing on the way (images and fonts are compressed already). */
  compress: boolean
}

const text = (type: string): ContentType => ({ type, text: true, compress: true })
const binary = (type: string): ContentType => ({ type, text: false, compress: false })

/** By file extension, without the dot. */
export const contentTypes: Readonly<Record<string, ContentType>> = {
  html: text('text/html'),
  txt: text('text/plain'),
  js: text('text/javascript'),
  css: text('text/css'),
  json: text('application/json'),
  webmanifest: text('application/manifest+json'),
  xml: text('application/xml'),
  // The content editor's configuration (/admin/config.yml).
  yml: text('application/yaml'),
  // The sale's calendar file, which a phone opens in its calendar.
  ics: text('text/calendar'),
  svg: { type: 'image/svg+xml', text: false, compress: true },
  png: binary('image/png'),
  jpg: binary('image/jpeg'),
  jpeg: binary('image/jpeg'),
  gif: binary('image/gif'),
  webp: binary('image/webp'),
  avif: binary('image/avif'),
  ico: binary('image/x-icon'),
  woff2: binary('font/woff2'),
}

/** A file's extension, lower case and without the dot ('' for none). */
export function extensionOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** The Content-Type header for a file ('text/html; charset=utf-8'), or undefined for a kind not listed. */
export function contentTypeOf(file: string): string | undefined {
  const entry = contentTypes[extensionOf(file)]
  if (!entry) return undefined
  return entry.text ? `${entry.type}; charset=utf-8` : entry.type
}
