import { cpSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import type { Locator, Page } from '@playwright/test'
import { cacheNames } from '../lib/offline/cache-names'
import { formatCents } from '../lib/format'
import { settings } from '../content/settings'
import { outDir } from '../scripts/site/build-state'
import { writeHeadersFile } from '../scripts/site/headers-file'
import { precompress } from '../scripts/site/precompress'
import { pagePolicies } from '../scripts/site/security-headers'
import {
  notFoundPage,
  pagesByLanguage,
  precacheFiles,
  siteAddresses,
  writeServiceWorker,
} from '../scripts/build-steps/service-worker'
import { languageCodes } from '../content/languages'
import { privacyPageKey } from '../content/pages'
import { startStaticServer } from '../scripts/servers/static-server'
import { htmlFileOf, servedPathOf } from '../scripts/site/exported-files'
import { offlinePagePath } from '../scripts/build-steps/offline-pages'
import { expectNoAccessibilityViolations } from './support/axe'
import { contactForm, fillEnquiry, expectFieldsKept, outboxFor, senderFor, toaster } from './support/contact-sink'
import { contentIn, en } from './support/content'
import { allRoutes, expect, test } from './support/fixtures'
import {
  askToSaveData,
  backOnline,
  changeInPages,
  pagesKeptAfterReading,
  storedAddresses,
  visitAndStore,
} from './support/offline-store'
import { escapeRegExp, scrollThrough, typeNumber } from './support/page-checks'

// These tests are about the service worker, which playwright.config.ts blocks for the rest.
test.use({ serviceWorkers: 'allow' })

/** The first visit: waits until the worker is active and has stored the pages of the page's language. */
const visitOnce = (page: Page, url = '/') => visitAndStore(page, url)

/**
 * What an <img> shows: its own picture (stored by the worker), the worker's stand-in (an empty
 * image over the picture's placeholder colours), a broken image, or nothing yet.
 */
function shown(image: Locator): Promise<'picture' | 'placeholder' | 'broken' | 'loading'> {
  return image.evaluate(async (element: HTMLImageElement, name) => {
    if (!element.complete || !element.currentSrc) return 'loading'
    if (element.naturalWidth === 0) return 'broken'
    const stored = await (await caches.open(name)).match(element.currentSrc)
    return stored ? 'picture' : 'placeholder'
  }, cacheNames.images)
}

// @chromium: in Firefox, Playwright's offline emulation over WebDriver BiDi fires the offline event
// but lets every request through, so a lost connection cannot be staged there.
test(
  'after one visit, every page of its menu opens with no connection; the other ' +
    'language once one of its pages was read; the privacy notice once read',
  { tag: ['@once', '@chromium'] },
  async ({ page, context }) => {
    await visitOnce(page)
    // The pages kept with their language: the menu's, but not the sale catalogue's, kept once read.
    const [english, afrikaans] = [
      allRoutes.filter((route) => route.language === 'en' && route.storedWithLanguage),
      allRoutes.filter((route) => route.language !== 'en' && route.storedWithLanguage),
    ]
    // A page outside the menu is not fetched for a visitor who never opens it.
    const notice = allRoutes.find((route) => route.language === 'en' && route.key === privacyPageKey)!
    expect(
      await page.evaluate(
        async ([name, path]) =>
          (await (await caches.open(name!)).keys()).some((request) => new URL(request.url).pathname === path),
        [cacheNames.precache, notice.path],
      ),
    ).toBe(false)
    await context.setOffline(true)
    for (const route of english) {
      const response = await page.goto(route.path)
      expect(response?.fromServiceWorker(), route.path).toBe(true)
      await expect(page.locator('html')).toHaveAttribute('lang', route.lang)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('heading', { name: route.site.words.navigation.contactUs, level: 2 })).toBeVisible()
    }
    // Online again, one Afrikaans page read: the rest of the Afrikaans pages are kept too.
    await backOnline(page)
    await visitAndStore(page, afrikaans[0]!.path)
    await context.setOffline(true)
    for (const route of afrikaans) {
      const response = await page.goto(route.path)
      expect(response?.fromServiceWorker(), route.path).toBe(true)
      await expect(page.locator('html')).toHaveAttribute('lang', route.lang)
      await expect(page.getByRole('heading', { name: route.site.words.navigation.contactUs, level: 2 })).toBeVisible()
    }
    // Read once online, the privacy notice opens offline too.
    await backOnline(page)
    await visitAndStore(page, notice.path)
    await context.setOffline(true)
    const response = await page.goto(notice.path)
    expect(response?.fromServiceWorker(), notice.path).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: notice.site.privacy.hero.title })).toBeVisible()
  },
)

// @chromium: in Firefox, Playwright's offline emulation over WebDriver BiDi fires the offline event
// but lets every request through, so a lost connection cannot be staged there.
test(
  'offline after one visit of the garlic page: it, its calculator and its ' +
    'planner work, its pictures show, another page shows placeholders',
  { tag: ['@once', '@chromium'] },
  async ({ page, context }) => {
    const site = contentIn('en')
    const garlicPath = site.pathOf('garlic')
    await visitOnce(page, garlicPath)
    await scrollThrough(page)
    const pictures = page.getByRole('main').locator('img:visible')
    const seen = await pictures.count()
    expect(seen).toBeGreaterThan(0)
    // The worker stores each picture just after it arrives.
    for (let index = 0; index < seen; index += 1)
      await expect.poll(() => shown(pictures.nth(index)), `picture ${index + 1} of ${seen} stored`).toBe('picture')

    await context.setOffline(true)
    await page.reload()
    // The pictures seen online are shown from the device, each as it comes into view.
    for (let index = 0; index < seen; index += 1) {
      await pictures.nth(index).scrollIntoViewIfNeeded()
      await expect.poll(() => shown(pictures.nth(index)), `picture ${index + 1} of ${seen}`).toBe('picture')
    }
    // The calculator: 1 000 seeds of the first variety need the land its spacing gives (worked from content).
    const seeds = page.getByLabel(site.calculator.seeds.label, { exact: true })
    await typeNumber(seeds, '1000')
    await expect(
      page.getByRole('region', { name: site.calculator.results.heading }).getByRole('definition').first(),
    ).not.toBeEmpty()
    // The planner's code, fetched when it is first touched, comes from the device too.
    const planner = page.getByRole('form', { name: site.planner.formLabel })
    const service = site.garlic.services.processing.items[0]!
    await planner
      .getByRole('checkbox', { name: new RegExp(`^${service.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .check()
    await typeNumber(planner.getByLabel(site.planner.processing.tons.label, { exact: true }), '4')
    await expect(
      page.getByRole('region', { name: site.planner.results.heading }).getByRole('definition').first(),
    ).toHaveText(formatCents(4 * Math.round(service.price * 100)))

    // A page never opened: its pictures are placeholders, never broken images, and nothing fails.
    await page.goto(site.pathOf('bonsmara'))
    await scrollThrough(page)
    const unseen = page.getByRole('main').locator('img:visible')
    expect(await unseen.count()).toBeGreaterThan(0)
    for (let index = 0; index < (await unseen.count()); index += 1) {
      await unseen.nth(index).scrollIntoViewIfNeeded()
      await expect.poll(() => shown(unseen.nth(index))).toBe('placeholder')
    }
    const box = await unseen.first().boundingBox()
    expect(box?.height, "the placeholder keeps the picture's box").toBeGreaterThan(40)
  },
)

// @chromium: in Firefox, Playwright's offline emulation over WebDriver BiDi fires the offline event
// but lets every request through, so a lost connection cannot be staged there.
for (const language of languageCodes) {
  const site = contentIn(language)
  test(
    `offline after a visit of the sale catalogue (${language}): the list with ` +
      `its photos as seen, its tools, an animal's page once read, and the cattle side's pages`,
    { tag: ['@once', '@chromium'] },
    async ({ page, context, pageHealth }) => {
      test.skip(!site.sale.open, 'content/sale.yaml publishes no sale')
      pageHealth.expectStatus(503)
      const catalogue = site.pathOf('catalogue')
      const animal = site.sale.animals[0]!
      // The catalogue is kept once read, its photos as they are seen.
      await visitAndStore(page, catalogue)
      await scrollThrough(page)
      const pictures = page.locator('#animal-list img:visible')
      const seen = await pictures.count()
      for (let index = 0; index < seen; index += 1)
        await expect.poll(() => shown(pictures.nth(index)), `photo ${index + 1} of ${seen} stored`).toBe('picture')
      await page.goto(animal.href)
      // An animal's page is kept as it is read, in a cache of its own.
      const keptAsRead = () =>
        page.evaluate(
          async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
          cacheNames.pagesRead,
        )
      await expect.poll(keptAsRead, { message: `${animal.href} kept once read` }).toContain(animal.href)

      await context.setOffline(true)
      const response = await page.goto(catalogue)
      expect(response?.fromServiceWorker(), catalogue).toBe(true)
      await expect(page.locator('#animal-list > li')).toHaveCount(site.sale.animals.length)
      for (let index = 0; index < seen; index += 1) {
        await pictures.nth(index).scrollIntoViewIfNeeded()
        await expect.poll(() => shown(pictures.nth(index)), `photo ${index + 1} of ${seen}`).toBe('picture')
      }
      // The tools work with no connection: one sex shown.
      const sex = site.sale.sexes[0]!
      await page.getByLabel(site.catalogue.list.sex.legend).selectOption(sex)
      await expect(page.locator('#animal-list > li:visible')).toHaveCount(
        site.sale.animals.filter((each) => each.sex === sex).length,
      )
      const again = await page.goto(animal.href)
      expect(again?.fromServiceWorker(), animal.href).toBe(true)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(animal.title)
      // The catalogue brought the cattle side's pages, not the garlic side's: that one says it is not kept here.
      const { kept, left } = pagesKeptAfterReading(catalogue)
      for (const path of kept) expect((await page.goto(path))?.status(), path).toBe(200)
      const garlic = await page.goto(site.pathOf('garlic'), { waitUntil: 'commit' })
      expect(left).toContain(site.pathOf('garlic'))
      expect(garlic?.status()).toBe(503)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.words.offline.heading)
    },
  )
}

test(
  'offline, the calculator opens a shared address and keeps computing',
  { tag: '@once' },
  async ({ page, context }) => {
    await visitOnce(page)
    await context.setOffline(true)
    await page.goto('/garlic?mode=landToSeeds&variety=shani&land=2&unit=hectare')
    await expect(
      page.getByRole('radio', {
        name: new RegExp(`^${escapeRegExp(en.seedVarieties.find((variety) => variety.key === 'shani')!.name)}`),
      }),
    ).toBeChecked()
    const figures = page.getByRole('region', { name: en.calculator.results.heading }).getByRole('definition')
    // Worked in lib/calculator/garlic-calculator.test.ts: 2 ha of Shani takes 600 000 seeds, so 1 ha takes 300 000.
    await expect(figures.first()).toHaveText('600 000')
    await typeNumber(page.getByLabel(en.calculator.land.label, { exact: true }), '1')
    await expect(figures.first()).toHaveText('300 000')
    await expect(page).toHaveURL(/\?mode=landToSeeds&variety=shani&land=1&unit=hectare$/)
  },
)

test(
  'after one visit, a seed count typed the moment /garlic opens is worked out',
  { tag: '@once' },
  async ({ page }) => {
    await visitOnce(page)
    // The page comes from the device; the seed count goes in before, or just as, its script runs.
    await page.goto('/garlic', { waitUntil: 'commit' })
    const seeds = page.getByLabel(en.calculator.seeds.label, { exact: true })
    await typeNumber(seeds, '1000')
    // 1 000 Pink Egyptian seeds need 50 m² (worked in lib/calculator/garlic-calculator.test.ts).
    await expect(
      page.getByRole('region', { name: en.calculator.results.heading }).getByRole('definition').first(),
    ).toHaveText('50 m²')
    await expect(page).toHaveURL(/\?mode=seedsToLand&variety=pink-egyptian&seeds=1000$/)
  },
)

// Offline, the worker knows every address the site has (scripts/build-steps/service-worker.ts,
// `siteAddresses`): an address it lacks gets the 404 page, stored with the shell, with status 404,
// and a page of the site not stored here gets the offline page in its language. With Save-Data
// the light worker downloads nothing else, but these answers still (a few kilobytes).
// @chromium: in Firefox, Playwright's offline emulation over WebDriver BiDi lets every request
// through; Save-Data is switched on through the Chrome DevTools Protocol.
for (const saveData of [false, true]) {
  test(
    `offline${saveData ? ', with Save-Data,' : ''} a mistyped address shows the ` +
      `404 page with status 404 in both languages, and a page not kept the offline ` +
      `page @desktop`,
    { tag: '@chromium' },
    async ({ page, context, pageHealth }) => {
      pageHealth.expectStatus(404)
      pageHealth.expectStatus(503)
      if (saveData) {
        // The light worker keeps what the browser has, and downloads the answers for what it has not.
        await askToSaveData(page)
        await page.goto('/')
        await page.evaluate(async () => void (await navigator.serviceWorker.ready))
        const answers = [servedPathOf(notFoundPage), ...languageCodes.map(offlinePagePath)]
        await expect
          .poll(() => storedAddresses(page, cacheNames.read), { timeout: 15_000 })
          .toEqual(expect.arrayContaining(['/', ...answers]))
      } else await visitOnce(page)
      await context.setOffline(true)
      const afrikaansHome = allRoutes.find((route) => route.language === 'af' && route.key === allRoutes[0]!.key)!
      for (const [path, language] of [
        ['/no-such-field', 'en'],
        [`${afrikaansHome.path}/geen-sulke-land`, 'af'],
        [`${allRoutes.find((route) => route.key === 'garlic')!.path}.htm`, 'en'],
      ] as const) {
        const response = await page.goto(path, { waitUntil: 'commit' })
        expect(response?.fromServiceWorker(), path).toBe(true)
        expect(response?.status(), path).toBe(404)
        // The one 404 page says it in every language (e2e/languages.spec.ts); the address's language among them.
        const words = contentIn(language).words.notFound
        await expect(page.getByRole('heading', { name: words.heading }), path).toBeVisible()
        await expect(page.getByRole('link', { name: words.home }), path).toHaveAttribute(
          'href',
          contentIn(language).pathOf('home'),
        )
      }
      // A page of the site this device has not kept, in each language: the offline page, in its language.
      const notKept = [
        allRoutes.find((route) => route.language === 'en' && route.key === privacyPageKey)!,
        allRoutes.find((route) => route.language === 'af' && route.key === 'garlic')!,
      ]
      for (const route of notKept) {
        const response = await page.goto(route.path, { waitUntil: 'commit' })
        expect(response?.status(), route.path).toBe(503)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          contentIn(route.language).words.offline.heading,
        )
        await expect(page.locator('html')).toHaveAttribute('lang', route.lang)
      }
    },
  )
}

// @chromium: in Firefox, Playwright's offline emulation over WebDriver BiDi fires the offline event
// but lets every request through, so a lost connection cannot be staged there.
test(
  'offline, a page of the site not kept on this device says so in its ' +
    'language, lists what is kept and the calculator, and tries again',
  { tag: ['@once', '@chromium'] },
  async ({ page, context, pageHealth }) => {
    // The worker answers 503 (Offline) with the page, as a server would for a page it cannot serve now.
    pageHealth.expectStatus(503)
    await visitOnce(page)
    const english = allRoutes.filter((route) => route.language === 'en' && route.storedWithLanguage)
    const [notice, afrikaansGarlic] = [
      allRoutes.find((route) => route.language === 'en' && route.key === privacyPageKey)!,
      allRoutes.find((route) => route.language === 'af' && route.key === 'garlic')!,
    ]
    const englishGarlic = allRoutes.find((route) => route.language === 'en' && route.key === 'garlic')!
    await context.setOffline(true)
    for (const route of [notice, afrikaansGarlic]) {
      const { offline } = contentIn(route.language).words
      // It has no script, so it never marks itself interactive: 'commit', then its heading.
      const response = await page.goto(route.path, { waitUntil: 'commit' })
      expect(response?.fromServiceWorker(), route.path).toBe(true)
      expect(response?.status()).toBe(503)
      await expect(page.locator('html')).toHaveAttribute('lang', route.lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(offline.heading)
      // Only the pages this device keeps: the English menu's, read once; not the page asked for, nor another
      // language's.
      const kept = page.getByRole('region', { name: offline.stored }).getByRole('link')
      expect(
        await kept.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
      ).toEqual(english.map((r) => r.path))
      if (route.language !== 'en') await expect(kept.first()).toHaveAttribute('lang', english[0]!.lang)
      // The calculator, on the garlic page this device keeps.
      const calculator = page.getByRole('link', { name: contentIn('en').words.offline.calculator })
      await expect(calculator).toHaveAttribute('href', `${englishGarlic.path}#calculator`)
      await expectNoAccessibilityViolations(page, `offline page (${route.language})`)
    }
    // The calculator's link opens the kept page, calculator and all.
    await page.getByRole('link', { name: contentIn('en').words.offline.calculator }).click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(englishGarlic.path)}#calculator$`))
    await expect(page.getByRole('heading', { level: 2, name: en.calculator.heading })).toBeVisible()
    // Back online, "Try again" on the offline page opens the page asked for.
    await page.goto(afrikaansGarlic.path, { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentIn('af').words.offline.heading)
    await backOnline(page)
    await page.getByRole('link', { name: contentIn('af').words.offline.retry }).click()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(contentIn('af').words.offline.heading)
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(afrikaansGarlic.path)}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', afrikaansGarlic.lang)
  },
)

// Read over out/, with no browser: Firefox need not start one for it (@logic).
test(
  'the worker carries every address of the site in a few hundred bytes, and the 404 page is stored with the shell',
  { tag: ['@once', '@logic'] },
  async () => {
    const addresses = siteAddresses(outDir)
    for (const route of allRoutes) expect(addresses).toContain(route.path)
    expect(addresses).toEqual(
      expect.arrayContaining([servedPathOf(notFoundPage), '/admin', ...languageCodes.map(offlinePagePath)]),
    )
    // Next's own copy of the 404 page is never served, so it is no address of the site.
    expect(addresses.filter((address) => address.includes('not-found'))).toEqual([])
    const compressed = gzipSync(JSON.stringify(addresses)).length
    expect(compressed, `${addresses.length} addresses, ${compressed} bytes compressed`).toBeLessThanOrEqual(1_024)
    expect(precacheFiles(outDir)).toContain(notFoundPage)
    expect(Object.values(pagesByLanguage(outDir)).flat()).not.toContain(servedPathOf(notFoundPage))
  },
)

test(
  'each offline page costs the first visit about a kilobyte, and is stored with the shell',
  { tag: ['@once', '@logic'] },
  async () => {
    const [stored, byLanguage] = [precacheFiles(outDir), Object.values(pagesByLanguage(outDir)).flat()]
    for (const language of ['en', 'af'] as const) {
      const file = htmlFileOf(offlinePagePath(language))
      const compressed = gzipSync(readFileSync(path.join(outDir, file))).length
      expect(compressed, `${file}: ${compressed} bytes compressed`).toBeLessThanOrEqual(1_600)
      // Stored at install, not with a language's pages.
      expect(stored).toContain(file)
      expect(byLanguage).not.toContain(offlinePagePath(language))
    }
  },
)

// @chromium: in Firefox, Playwright's offline emulation over WebDriver BiDi fires the offline event
// but lets every request through, so a lost connection cannot be staged there.
test(
  'offline, the form says so and keeps the draft; nothing goes by itself unless the visitor asks',
  { tag: ['@once', '@chromium'] },
  async ({ page, context, pageHealth }, testInfo) => {
    pageHealth.expectConsoleError(/The enquiry was not sent: the device is offline/)
    const site = contentIn('en')
    const sender = senderFor(testInfo)
    const enquiry = {
      name: 'Sipho Dlamini',
      email: sender,
      phone: '082 555 0101',
      message: 'Is Shani seed available in March?',
    }
    await visitOnce(page, '/garlic#contact')
    const form = contactForm(page)
    const notice = form.form.getByRole('status').filter({ hasText: site.contact.offlineNotice })
    await expect(notice).toHaveCount(0)

    await context.setOffline(true)
    await fillEnquiry(page, enquiry)
    await expect(notice).toBeVisible()
    await form.send.click()
    // The error toast offers to send it once back online; not chosen, nothing waits.
    await expect(page.getByRole('button', { name: site.contact.outbox.action })).toBeVisible()
    // The draft survives a reload with no connection.
    await page.reload()
    await expectFieldsKept(page, enquiry)
    await expect(notice).toBeVisible()
    expect(outboxFor(sender)).toEqual([])

    await context.setOffline(false)
    await expect(notice).toHaveCount(0)
    // Back online, nothing goes by itself: only pressing send does, and only once.
    await page.waitForTimeout(500)
    expect(outboxFor(sender)).toEqual([])
    await form.send.click()
    await expect(page.locator(toaster).getByText(site.contact.toasts.sent.title)).toBeVisible()
    expect(outboxFor(sender)).toHaveLength(1)
  },
)

/**
 * A deploy, as a static host sees one: a copy of out/ with one text changed in its pages, and the
 * build's later steps (service worker, security headers, compressed copies) run again over it.
 */
function deployChangedCopy(siteRoot: string, from: string, to: string): string[] {
  const copy = path.join(siteRoot, 'out')
  const changed = changeInPages(copy, from, to)
  writeHeadersFile(copy, pagePolicies(copy, { connectOrigins: [settings.emailJs.apiOrigin], widgetOrigins: [] }))
  return changed
}

// Its own server, so the deploy does not touch the out/ the other tests are served from.
const updatePort = Number(process.env.E2E_UPDATE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 19)

test(
  'after a deploy, the visit that finds it fetches only the changed files, and ' +
    'the next visit shows the new build whole @desktop',
  async ({ page, context }, testInfo) => {
    test.slow()
    const siteRoot = testInfo.outputPath('site')
    cpSync(outDir, path.join(siteRoot, 'out'), { recursive: true })
    let server: ChildProcess = await startStaticServer(updatePort, '127.0.0.1', siteRoot)
    const site = `http://127.0.0.1:${updatePort}`
    /** The keys the shell is stored under for one address (one per build that has it). */
    const keysFor = (address: string) =>
      page.evaluate(
        async ({ name, address }) =>
          (await (await caches.open(name)).keys())
            .map((request) => new URL(request.url))
            .filter((url) => url.pathname === address)
            .map((url) => url.search),
        { name: cacheNames.precache, address },
      )
    try {
      await visitOnce(page, `${site}/`)
      const heading = page.getByRole('heading', { level: 1 })
      const before = (await heading.textContent()) ?? ''
      const after = `${before} (updated)`
      const oldKeys = await keysFor('/')
      expect(oldKeys).toHaveLength(1)

      await new Promise((resolve) => {
        server.once('exit', resolve)
        server.kill()
      })
      const changed = deployChangedCopy(siteRoot, before, after)
      await writeServiceWorker(path.join(siteRoot, 'out'))
      // The compressed copies of what changed, the worker's too; the rest came with the copy of out/
      // and are as a new build would write them.
      await precompress(path.join(siteRoot, 'out'), [...changed, 'sw.js'])
      server = await startStaticServer(updatePort, '127.0.0.1', siteRoot)

      // The visit that finds the deploy is still served whole from the cache, and the new worker fetches
      // only what changed: the home page and its payload (the heading is in both), nothing else.
      const fetchedByWorker: string[] = []
      context.on('requestfinished', (request) => {
        const address = new URL(request.url()).pathname
        if (request.serviceWorker() && address !== '/sw.js') fetchedByWorker.push(address)
      })
      await page.goto(`${site}/`)
      await expect(heading).toHaveText(before)
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state), {
          timeout: 15_000,
        })
        .toBe('installed')
      expect(fetchedByWorker.sort()).toEqual(['/', '/index.txt'])
      // While the page open on the old build may still ask for its files, both builds' copies are kept.
      expect(await keysFor('/')).toHaveLength(2)

      // The next visit shows the new build (after the worker's one reload); only then do the old copies go.
      await page.goto(`${site}/`)
      await expect(heading).toHaveText(after, { timeout: 15_000 })
      await expect.poll(() => keysFor('/')).toHaveLength(1)
      expect(await keysFor('/')).not.toEqual(oldKeys)
    } finally {
      server.kill()
    }
  },
)
