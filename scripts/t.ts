import { chromium } from '@playwright/test'
import { startStaticServer } from './lib/static-server'
import { chromiumArgs, findChromium } from './lib/chromium'
import { slowNetworkRun } from './lib/bench/browser-runs'
async function main() {
  const server = await startStaticServer(4198)
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, '--headless=new'] })
  console.log(await slowNetworkRun(browser, 'http://127.0.0.1:4198/garlic'))
  await browser.close(); server.kill()
}
void main()
