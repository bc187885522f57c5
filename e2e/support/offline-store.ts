import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { routes } from '../../content/pages'
import { cacheNames } from '../../lib/offline/cache-names'

/**
 * The pages of the registry a first visit to `path` keeps for offline use (lib/offline/store-ahead.ts), and those of
 * its language it leaves: a page of the menu keeps its language's menu; a page kept once read (the privacy notice, the
 * sale catalogue) or an animal's page keeps its own page and the menu pages its address lies under ('/bonsmara' and
 * '/' for '/bonsmara/catalogue'), and leaves the rest of the menu (the garlic side) until one of them is read.
 */
export function pagesKeptAfterReading(path: string): { kept: string[]; left: string[] } {
  const read = new URL(path, 'http://site').pathname
  const owner =
    routes.find((route) => route.path === read) ??
    routes.find((route) => !route.storedWithLanguage && read.startsWith(`${route.path}/`))
  const language = owner?.language ?? 'en'
  const menu = routes.filter((route) => route.language === language && route.storedWithLanguage)
  const under = (above: string) => above === '/' || owner!.path === above || owner!.path.startsWith(`${above}/`)
  const kept =
    owner && !owner.storedWithLanguage
      ? [owner.path, ...menu.filter((route) => under(route.path)).map((route) => route.path)]
      : menu.map((route) => route.path)
  const left = routes
    .filter((route) => route.language === language && !kept.includes(route.path))
    .map((route) => route.path)
  return { kept, left }
}

/**
 * Opens `path`, waits until the service worker is active and has stored the pages reading it keeps
 * (`pagesKeptAfterReading`; it stores them once the page has loaded, lib/offline/worker/sw.ts).
 */
export async function visitAndStore(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  const { kept } = pagesKeptAfterReading(path)
  await expect
    .poll(() => storedAddresses(page), {
      message: `the pages reading ${path} keeps for offline use`,
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining(kept))
}

/**
 * The visitor's browser says it saves data: the header on every request, and `navigator.connection.saveData` (Chromium:
 * through the DevTools Protocol).
 */
export async function askToSaveData(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'Save-Data': 'on' })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
}

/**
 * The addresses (paths) the worker has stored with the shell and the pages; or in another of its
 * caches (the light worker keeps what is read in `cacheNames.read`).
 */
export function storedAddresses(page: Page, cache: string = cacheNames.precache): Promise<string[]> {
  return page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
    cache,
  )
}

/**
 * The connection returns, and the test goes on once the service worker's own requests reach the
 * server again: Chromium lifts the emulated loss from the worker a moment after the call returns, and
 * a page opened in that moment got the offline page. A second page asks the worker for a picture it
 * cannot have stored (a name no build gives): while the worker is still cut off it answers with its
 * stand-in picture, once through with the server's 404.
 */
export async function backOnline(page: Page): Promise<void> {
  const context = page.context()
  await context.setOffline(false)
  const probe = await context.newPage()
  try {
    await probe.goto(new URL('/', page.url()).href, { waitUntil: 'commit' })
    let attempt = 0
    await expect
      .poll(
        () =>
          probe.evaluate(
            (address) =>
              new Promise<string>((resolve) => {
                const image = new Image()
                image.onload = () => resolve('the worker’s stand-in')
                image.onerror = () => resolve('the server’s answer')
                image.src = address
              }),
            `/img/reconnect-probe-${(Date.now() * 16 + attempt++).toString(16).padStart(10, '0').slice(-10)}-320.avif`,
          ),
        { message: 'the service worker reaching the server again', timeout: 10_000 },
      )
      .toBe('the server’s answer')
  } finally {
    await probe.close()
  }
}

/**
 * A text replaced in a copy of a build's pages and payloads, as a deploy that changed it would write
 * them; the files changed, relative to the copy.
 */
export function changeInPages(out: string, from: string, to: string): string[] {
  const changed: string[] = []
  for (const file of readdirSync(out, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(html|txt)$/.test(file)) continue
    const text = readFileSync(path.join(out, file), 'utf8')
    if (!text.includes(from)) continue
    writeFileSync(path.join(out, file), text.split(from).join(to))
    changed.push(file)
  }
  return changed
}
