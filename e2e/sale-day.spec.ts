import type { ChildProcess } from 'node:child_process'
import { cpSync } from 'node:fs'
import path from 'node:path'
import { languageCodes } from '../content/languages'
import { southAfricanClock } from '../lib/offline/sale-day'
import { writeServiceWorker } from '../scripts/build-steps/service-worker'
import { startStaticServer } from '../scripts/servers/static-server'
import { outDir } from '../scripts/site/build-state'
import { precompress } from '../scripts/site/precompress'
import { escapeRegExp } from './support/page-checks'
import { contentIn } from './support/content'
import { expect, test } from './support/fixtures'
import { changeInPages, visitAndStore } from './support/offline-store'

/**
 * The auction's day on a phone that read the catalogue before: a copy of the build whose worker takes
 * today (in South Africa) for the sale's day, as the build writes it from the sale's date
 * (scripts/build-steps/sale-day.ts). The catalogue and its animals come from the network first, so
 * a lot marked sold since shows at once; offline, the copy this phone kept opens, saying when it was
 * kept, with the catalogue's own "as at" line. On any other day the catalogue is kept as every page
 * is (e2e/offline.spec.ts).
 */

// These tests are about the service worker, which playwright.config.ts blocks for the rest.
test.use({ serviceWorkers: 'allow' })

for (const language of languageCodes) {
  const site = contentIn(language)
  const { sale, catalogue: words } = site

  // @chromium: in Firefox, Playwright's offline emulation over WebDriver BiDi lets requests through.
  test(
    `(${language}) on the sale’s day the catalogue comes from the network first; offline, the copy this phone ` +
      'kept says when it was kept',
    { tag: ['@once', '@chromium'] },
    async ({ page, context }, testInfo) => {
      test.skip(!sale.open || !sale.auction, 'content/sale.yaml publishes no auction')
      test.slow()
      const root = testInfo.outputPath('site')
      const out = path.join(root, 'out')
      cpSync(outDir, out, { recursive: true })
      await writeServiceWorker(out, { saleDays: [southAfricanClock(Date.now()).day] })
      await precompress(out, ['sw.js'])
      const port = Number(process.env.E2E_PORT ?? 4173) + 40 + testInfo.parallelIndex
      let server: ChildProcess = await startStaticServer(port, '127.0.0.1', root)
      const origin = `http://127.0.0.1:${port}`
      const catalogue = `${origin}${site.pathOf('catalogue')}`
      const animal = sale.animals[0]!
      try {
        await visitAndStore(page, catalogue)
        await page.goto(`${origin}${animal.href}`)
        const heading = page.getByRole('heading', { level: 1 })
        await page.goto(catalogue)
        const before = (await heading.textContent()) ?? ''

        // A deploy during the sale (a lot marked sold, here the heading changed): the next visit shows it at once.
        const after = `${before} (${words.list.status.sold})`
        await new Promise((resolve) => {
          server.once('exit', resolve)
          server.kill()
        })
        const changed = changeInPages(out, before, after)
        expect(changed.length).toBeGreaterThan(0)
        await precompress(out, changed)
        server = await startStaticServer(port, '127.0.0.1', root)
        await page.goto(catalogue)
        await expect(heading).toHaveText(after)

        // Offline: the copy kept, newest first, saying when this phone kept it; the page's own "as at" line stays.
        await context.setOffline(true)
        const kept = new RegExp(
          escapeRegExp(words.sale.storedCopy)
            .replace(escapeRegExp('{stored}'), '\\d{1,2} \\S+ \\d{4}, \\d{2}:\\d{2}')
            .replace(/\s+/g, '\\s+'),
        )
        const response = await page.goto(catalogue)
        expect(response?.fromServiceWorker()).toBe(true)
        await expect(heading).toHaveText(after)
        await expect(page.locator('.stored-copy')).toHaveText(kept)
        await expect(page.locator('.as-at').first()).toBeVisible()
        // The notice names the hour it was kept: this one.
        const { hours } = southAfricanClock(Date.now())
        await expect(page.locator('.stored-copy')).toContainText(`${hours}:`)
        // An animal read that day opens offline the same way.
        await page.goto(`${origin}${animal.href}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(animal.title)
        await expect(page.locator('.stored-copy')).toHaveText(kept)
      } finally {
        await context.setOffline(false)
        server.kill()
      }
    },
  )
}
