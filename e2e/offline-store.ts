import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { routes } from '../content/pages'
import { cacheNames } from '../lib/offline/cache-names'

/**
 * Opens `path`, waits until the service worker is active and has stored every page of that page's
 * language (it stores them once the page has loaded, lib/offline/worker/sw.ts).
 */
export async function visitAndStore(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  const language = routes.find((route) => route.path === new URL(path, 'http://site').pathname)?.language ?? 'en'
  // The menu's pages of the language, and the page read itself (a page outside the menu is kept once read).
  const read = new URL(path, 'http://site').pathname
  const paths = routes.filter((route) => route.language === language && (route.storedWithLanguage || route.path === read)).map((route) => route.path)
  await expect
    .poll(() => storedAddresses(page), {
      message: `the ${language} pages stored for offline use`,
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining(paths))
}

/** The visitor's browser says it saves data: the header on every request, and `navigator.connection.saveData` (Chromium: through the DevTools Protocol). */
export async function askToSaveData(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'Save-Data': 'on' })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
}

/** The addresses (paths) the worker has stored with the shell and the pages. */
export function storedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), cacheNames.precache)
}
