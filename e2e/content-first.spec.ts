import { readFileSync } from 'node:fs'
import path from 'node:path'
import { htmlFileOf, payloadFileOf } from '../scripts/site/exported-files'
import { contactForm } from './support/contact-sink'
import { en } from './support/content'
import { allRoutes, caseTags, expect, test } from './support/fixtures'
import { holdScripts, mobileMenu } from './support/page-checks'

/**
 * Content first (scripts/build-steps/content-first.ts): every page paints its words before any of its
 * JavaScript or its React payload is fetched, then comes alive.
 */
const outDir = path.join(__dirname, '..', 'out')
const payloadFile = (route: string) => `/${payloadFileOf(route)}`

test.describe('content first', () => {
  // One loader for every page (scripts/build-steps/content-first.ts), whose plan each exported page carries
  // (read for every page below and in e2e/exported-html/links.test.ts): the first page of each
  // language shows it at work.
  for (const [index, { path: route }] of allRoutes.filter((each) => each.key === allRoutes[0]!.key).entries()) {
    test(
      `${route} paints before it fetches a script or its React payload, then answers taps`,
      { tag: caseTags(index, '@once') },
      async ({ page }) => {
        await page.goto(route)
        const timeline = await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]
          const deferred = performance
            .getEntriesByType('resource')
            .filter((entry) => /\/_next\/static\/chunks\/.+\.js$|\.txt$/.test(new URL(entry.name).pathname))
            .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }))
          return { paint: paint?.startTime ?? null, deferred }
        })
        expect(timeline.paint, 'the first contentful paint').not.toBeNull()
        expect(timeline.deferred.map((entry) => entry.url)).toContain(payloadFile(route))
        expect(timeline.deferred.filter((entry) => entry.url.endsWith('.js')).length).toBeGreaterThan(3)
        for (const entry of timeline.deferred) {
          expect(entry.start, `${entry.url} was requested before the first paint`).toBeGreaterThanOrEqual(
            timeline.paint!,
          )
        }
        // Alive: the page marked itself interactive (the fixture waited for it).
        await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
      },
    )
  }

  test(
    'the exported pages carry their words but no framework script tags and no inline React payload',
    { tag: '@desktop' },
    () => {
      for (const { path: route } of allRoutes) {
        const html = readFileSync(path.join(outDir, htmlFileOf(route)), 'utf8')
        expect(html, route).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
        expect(html, route).not.toContain('self.__next_f.push([1')
        // The starter is at the end of the body, and its plan carries the page's payload file; a page
        // without a tool (the privacy notice) has an empty plan and no payload.
        if (/<[a-z]+\b[^>]*\sdata-tool=/.test(html))
          expect(html, route).toMatch(
            new RegExp(`<script data-chunks="[^"]+" data-payload="${payloadFile(route)}">[^\\n]+</script></body>`),
          )
        else expect(html, route).toMatch(/<script data-chunks="">[^\n]+<\/script><\/body>/)
        expect(html, route).toMatch(/<h1[^>]*>/)
        // Structured data comes after the page's last heading: on a slow link the words arrive first.
        const firstData = html.indexOf('<script type="application/ld+json">')
        expect(firstData, route).toBeGreaterThan(html.lastIndexOf('<h2', html.indexOf('</main>')))
      }
    },
  )

  test(
    'with the payload fetch cut off once, the page stays readable and comes alive on the retry',
    { tag: '@phone' },
    async ({ page, pageHealth }) => {
      pageHealth.expectRequestFailure(/\/garlic\.txt$/)
      let attempts = 0
      await page.route('**/garlic.txt', async (route) => {
        attempts += 1
        if (attempts === 1) await route.abort('internetdisconnected')
        else await route.continue()
      })
      await page.goto('/garlic', { waitUntil: 'commit' })
      await expect.poll(() => attempts).toBe(1)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('table').first()).toBeVisible()
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive')
      // The loader tries again after a short pause; then the page answers taps.
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 10_000 })
      expect(attempts).toBe(2)
      await mobileMenu(page).button.click()
      await expect(page.getByRole('navigation', { name: en.words.navigation.label })).toBeVisible()
    },
  )

  test(
    'before its script arrives the form cannot be sent, so nothing typed lands in the address bar',
    { tag: '@once' },
    async ({ page }) => {
      const { release } = await holdScripts(page)
      await page.goto('/#contact', { waitUntil: 'commit' })
      const form = contactForm(page)
      await expect(form.send).toBeDisabled()
      await form.name.fill('Early Sender')
      await form.email.fill('early@example.com')
      // Enter in a field is how a form is sent without its button; it must go nowhere either.
      await form.email.press('Enter')
      await page.waitForTimeout(500)
      expect(new URL(page.url()).search).toBe('')
      release()
      await expect(form.send).toBeEnabled()
      await expect(form.name).toHaveValue('Early Sender')
      await expect(form.email).toHaveValue('early@example.com')
    },
  )
})
