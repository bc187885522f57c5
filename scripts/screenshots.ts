/**
 * `npm run screenshots`: full-page PNGs of every route at phone and desktop widths, in
 * .tmp/screenshots/, for looking at the site as a visitor does. Builds first if out/ is stale.
 * Pass extra paths to include them, for example `npm run screenshots -- /no-such-page`.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { routes } from '../content/pages'
import { ensureBuilt, root } from './site/build-state'
import { chromiumArgs, findChromium } from './support/chromium'
import { startStaticServer } from './servers/static-server'

const widths = [375, 1280]
// Every page of the registry (content/pages.yaml), the 404 page, and any paths given.
const paths = [...routes.map((route) => route.path), '/no-such-page', ...process.argv.slice(2)]

async function main() {
  const executablePath = findChromium()
  ensureBuilt()
  const port = Number(process.env.SCREENSHOT_PORT ?? 4180)
  const server = await startStaticServer(port)
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  const folder = path.join(root, '.tmp', 'screenshots')
  mkdirSync(folder, { recursive: true })
  try {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 800 } })
      for (const route of paths) {
        await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' })
        // Scroll through so lazy images load before the full-page capture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo({ top: y, behavior: 'instant' })
            await new Promise((resolve) => setTimeout(resolve, 60))
          }
          window.scrollTo({ top: 0, behavior: 'instant' })
        })
        await page.waitForLoadState('networkidle')
        const name = `${route === '/' ? 'home' : route.slice(1).replace(/[^\w-]+/g, '_')}-${width}.png`
        await page.screenshot({ path: path.join(folder, name), fullPage: true })
        console.log(`.tmp/screenshots/${name}`)
      }
      await page.close()
    }
  } finally {
    await browser.close()
    server.kill()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
