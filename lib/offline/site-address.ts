/**
 * An address as the site's pages are listed in the worker ('/garlic'), from any form a host answers
 * a page at: '/garlic/', '/garlic.html', '/garlic/index', '/garlic/index.html'; '/index.html' is '/'.
 */
export function cleanAddress(pathname: string): string {
  return pathname.replace(/(?:\/index)?(?:\.html)?$/, '').replace(/(.)\/$/, '$1') || '/'
}
