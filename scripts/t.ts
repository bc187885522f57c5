import { chromium } from '@playwright/test'
import { measureSiteBytes, kb } from './lib/site-bytes'
import { startStaticServer } from './lib/static-server'
import { chromiumArgs, findChromium } from './lib/chromium'
import { firstViewRun } from './lib/bench/browser-runs'
async function main() {
  const r = measureSiteBytes('out', ['/', '/bonsmara', '/garlic'])
  for (const x of r.routes) console.log(x.route, 'html', kb(x.html.gzip), 'css', kb(x.css.gzip), 'own', kb(x.ownJs.gzip), 'first', kb(x.firstLoadJs.gzip))
  console.log('lazy', kb(r.lazyJs.gzip))
  const server = await startStaticServer(4199)
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  for (const route of ['/', '/bonsmara', '/garlic']) {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true })
    const urls: string[] = []
    page.on('response', async (res) => { urls.push(`${res.request().resourceType()} ${(await res.body().catch(() => Buffer.alloc(0))).length} ${res.url().replace('http://127.0.0.1:4199', '')}`) })
    await page.goto(`http://127.0.0.1:4199${route}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    console.log(route, '\n  ' + urls.join('\n  '))
    await page.close()
    const fv = await firstViewRun(browser, `http://127.0.0.1:4199${route}`)
    console.log(route, 'firstView', kb(fv.total), 'images', kb(fv.images), 'repeat', kb(fv.repeatVisit))
  }
  await browser.close(); server.kill()
}
void main()
