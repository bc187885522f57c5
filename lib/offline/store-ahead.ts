/**
 * Which pages the service worker stores ahead when a page is read, each with the files that make it
 * work (lib/offline/worker/sw.ts; the build lists them, scripts/build-steps/service-worker.ts).
 *
 * - A page of the menu brings every page of its language's menu: a visitor reads the site.
 * - A page kept once read (the privacy notice, the sale catalogue) brings itself and the menu pages
 *   its address lies under, in its language: the catalogue '/bonsmara/catalogue' brings
 *   '/bonsmara' and '/'. A buyer of cattle reading the catalogue is not sent the garlic side and
 *   its tools; they come the first time a page of the menu is read.
 * - A page in a folder kept as read (an animal's page, '/bonsmara/catalogue/…') brings what the page
 *   of that folder brings.
 * - Any other page (the 404 page) brings its language's menu.
 */
export type StorePlan = {
  /** Each language's menu pages ('en': ['/', '/bonsmara', '/garlic']). */
  menus: Readonly<Record<string, readonly string[]>>
  /** Each page kept once read, with the menu pages it brings ('/privacy': ['/']). */
  whenRead: Readonly<Record<string, readonly string[]>>
  /** The folders kept as read ('/bonsmara/catalogue/'), each under a page kept once read. */
  readFolders: readonly string[]
}

/** Whether `address` lies under the page at `above` ('/' is above every page of its language). */
export function liesUnder(address: string, above: string): boolean {
  return above === '/' || address === above || address.startsWith(`${above}/`)
}

/** The menu pages a page kept once read brings: those of its language's menu its address lies under. */
export function menuPagesAbove(address: string, menu: readonly string[]): string[] {
  return menu.filter((page) => liesUnder(address, page))
}

/** The pages to store when `page` (an address) is read in `language`, itself first where it is kept. */
export function pagesToStore(plan: StorePlan, language: string, page: string): string[] {
  const folder = plan.readFolders.find((each) => page.startsWith(each))
  const owner = folder ? folder.slice(0, -1) : page
  const above = plan.whenRead[owner]
  if (above) return [owner, ...above]
  return [...(plan.menus[language] ?? [])]
}
