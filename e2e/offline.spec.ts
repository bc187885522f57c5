import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import type { Page } from '@playwright/test'
import { settings } from '../content/settings'
import { outDir } from '../scripts/build/build-state'
import { writeHeadersFile } from '../scripts/build/headers-file'
import { pagePolicies } from '../scripts/build/security-headers'
import { writeServiceWorker } from '../scripts/build/service-worker'
import { startStaticServer } from '../scripts/servers/static-server'
import { contactForm, fillEnquiry, expectFieldsKept, outboxFor, senderFor } from './contact-sink'
import { allRoutes, expect, test } from './fixtures'

// These tests are about the service worker, which playwright.config.ts blocks for the rest.
test.use({ serviceWorkers: 'allow' })

/** The first visit: waits until the worker has stored the site and is active. */
async function visitOnce(page: Page, url = '/'): Promise<void> {
  await page.goto(url)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

/** Offline, a picture never seen online cannot load: pictures are stored as they are viewed. */
function picturesNotYetSeenMayFail(pageHealth: { expectRequestFailure: (url: RegExp) => void }) {
  pageHealth.expectRequestFailure(/\/img\//)
}

test('after one visit, every page opens with no connection, from the cache', { tag: '@once' }, async ({ page, context, pageHealth }) => {
  picturesNotYetSeenMayFail(pageHealth)
  await visitOnce(page)
  await context.setOffline(true)
  for (const route of allRoutes) {
    const response = await page.goto(route.path)
    expect(response?.fromServiceWorker(), route.path).toBe(true)
    await expect(page.locator('html')).toHaveAttribute('lang', route.lang)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: route.site.words.navigation.contactUs, level: 2 })).toBeVisible()
  }
})

test('offline, the calculator opens a shared address and keeps computing', { tag: '@once' }, async ({ page, context, pageHealth }) => {
  picturesNotYetSeenMayFail(pageHealth)
  await visitOnce(page)
  await context.setOffline(true)
  await page.goto('/garlic?mode=landToSeeds&variety=shani&land=2&unit=hectare')
  await expect(page.getByRole('radio', { name: /^Shani/ })).toBeChecked()
  const figures = page.getByRole('region', { name: 'Results' }).getByRole('definition')
  // Worked in lib/garlic-calculator.test.ts: 2 ha of Shani takes 600 000 seeds, so 1 ha takes 300 000.
  await expect(figures.first()).toHaveText('600 000')
  await page.getByLabel('Land size', { exact: true }).fill('1')
  await expect(figures.first()).toHaveText('300 000')
  await expect(page).toHaveURL(/\?mode=landToSeeds&variety=shani&land=1&unit=hectare$/)
})

test('after one visit, a seed count typed the moment /garlic opens is worked out', { tag: '@once' }, async ({ page, pageHealth }) => {
  picturesNotYetSeenMayFail(pageHealth)
  await visitOnce(page)
  // The page comes from the device; the seed count goes in before, or just as, its script runs.
  await page.goto('/garlic', { waitUntil: 'commit' })
  const seeds = page.getByLabel('Number of seeds', { exact: true })
  await seeds.fill('1000')
  // 1 000 Pink Egyptian seeds need 50 m² (worked in lib/garlic-calculator.test.ts).
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('definition').first()).toHaveText('50 m²')
  await expect(page).toHaveURL(/\?mode=seedsToLand&variety=pink-egyptian&seeds=1000$/)
})

test('offline, an unknown path shows the 404 page @desktop', async ({ page, context, pageHealth }) => {
  pageHealth.expectConsoleError(/404 Error: .*\/no-such-field/)
  await visitOnce(page)
  await context.setOffline(true)
  await page.goto('/no-such-field')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible()
})

test('offline, the form says so, keeps the draft and sends nothing until sent again online', { tag: '@once' }, async ({ page, context, pageHealth }, testInfo) => {
  picturesNotYetSeenMayFail(pageHealth)
  const sender = senderFor(testInfo)
  const enquiry = { name: 'Sipho Dlamini', email: sender, phone: '082 555 0101', message: 'Is Shani seed available in March?' }
  await visitOnce(page, '/garlic#contact')
  const form = contactForm(page)
  const notice = form.form.getByRole('status').filter({ hasText: 'You are offline' })
  await expect(notice).toHaveCount(0)

  await context.setOffline(true)
  await fillEnquiry(page, enquiry)
  await expect(notice).toHaveText(
    'You are offline. Nothing is sent until you are back online and press Send Message again; your message stays on this device.',
  )
  await form.send.click()
  await form.send.click()
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
  await expect(page.getByText('Message Sent!')).toBeVisible()
  expect(outboxFor(sender)).toHaveLength(1)
})

/**
 * A deploy, as a static host sees one: a copy of out/ with one text changed in its pages, and the
 * build's later steps (service worker, security headers) run again over it.
 */
function deployChangedCopy(siteRoot: string, from: string, to: string): void {
  const copy = path.join(siteRoot, 'out')
  for (const file of readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(html|txt)$/.test(file)) continue
    const text = readFileSync(path.join(copy, file), 'utf8')
    if (text.includes(from)) writeFileSync(path.join(copy, file), text.split(from).join(to))
  }
  writeHeadersFile(copy, pagePolicies(copy, { connectOrigins: [settings.emailJs.apiOrigin], widgetOrigins: [] }))
}

// Its own server, so the deploy does not touch the out/ the other tests are served from.
const updatePort = Number(process.env.E2E_UPDATE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 19)

test('after a deploy, the visit that finds it fetches it and the next visit shows it @desktop', async ({ page }, testInfo) => {
  test.slow()
  const siteRoot = testInfo.outputPath('site')
  cpSync(outDir, path.join(siteRoot, 'out'), { recursive: true })
  let server: ChildProcess = await startStaticServer(updatePort, '127.0.0.1', siteRoot)
  const site = `http://127.0.0.1:${updatePort}`
  try {
    await visitOnce(page, `${site}/`)
    const heading = page.getByRole('heading', { level: 1 })
    const before = (await heading.textContent()) ?? ''
    const after = `${before} (updated)`
    const oldCaches = await page.evaluate(() => caches.keys())

    await new Promise((resolve) => {
      server.once('exit', resolve)
      server.kill()
    })
    deployChangedCopy(siteRoot, before, after)
    await writeServiceWorker(path.join(siteRoot, 'out'))
    server = await startStaticServer(updatePort, '127.0.0.1', siteRoot)

    // The visit that finds the deploy is still served whole from the cache, and fetches the new build.
    await page.goto(`${site}/`)
    await expect(heading).toHaveText(before)
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state), { timeout: 15_000 }).toBe('installed')

    // The next visit shows the new build (after the worker's one reload), and the old build's caches are gone.
    await page.goto(`${site}/`)
    await expect(heading).toHaveText(after, { timeout: 15_000 })
    const newCaches = await page.evaluate(() => caches.keys())
    expect(newCaches.filter((name) => oldCaches.includes(name))).toEqual([])
    expect(newCaches.filter((name) => name.startsWith('jldt-site-precache-'))).toHaveLength(1)
  } finally {
    server.kill()
  }
})
