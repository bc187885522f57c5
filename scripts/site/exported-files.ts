/**
 * Where a static export puts a page, and the addresses a static host answers it on: the one
 * mapping between the site's addresses and out/'s files, for every build step, server and test.
 *
 *   /            index.html   index.txt (the React payload)
 *   /garlic      garlic.html  garlic.txt
 *   /af/knoffel  af/knoffel.html  af/knoffel.txt
 */

function assertPath(path: string): void {
  if (!/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(path)) throw new Error(`Not a page address: "${path}"`)
}

/** The HTML file a page is exported to, relative to out/. */
export function htmlFileOf(path: string): string {
  assertPath(path)
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/** The React payload file Next exports beside a page, relative to out/. */
export function payloadFileOf(path: string): string {
  return htmlFileOf(path).replace(/\.html$/, '.txt')
}

/**
 * The clean address a static host answers an exported file on: index.html at '/', x.html at '/x', others as they are.
 */
export function servedPathOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`
}

/** Every address that reaches an exported HTML file: its clean address and the file's own name. */
export function addressesOf(file: string): string[] {
  return file === 'index.html' ? ['/', '/index.html'] : [servedPathOf(file), `/${file}`]
}
