/**
 * `npm run bench`: how fast the built site is for a visitor, beside the floor (an empty Next page
 * built the same way, measured in the same run). Builds if out/ is stale, serves out/ with the
 * project's server, and for each route prints a Markdown table: Lighthouse medians (mobile and
 * desktop), bytes by kind, and a slow-2G load on a throttled phone. Figures are also written to
 * .tmp/bench/latest.json. `--runs N` changes the number of Lighthouse runs (3 by default);
 * `--readme` writes the tables into README's "Performance" section.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { ensureBuilt, nextBuildFlags, outDir, root } from './lib/build-state'
import { chromiumArgs, findChromium } from './lib/chromium'
import { measureSiteBytes } from './lib/site-bytes'
import { startStaticServer } from './lib/static-server'
import { firstViewRun, slowNetworkRun } from './lib/bench/browser-runs'
import { buildFloor, floorDir } from './lib/bench/floor'
import { lighthouseMedian } from './lib/bench/lighthouse-runs'
import { markdownReport, type BenchResults, type TargetMeasurement } from './lib/bench/report'

const routes = ['/', '/bonsmara', '/garlic']
const sitePort = 4190
const floorPort = 4191
const debuggingPort = 9333

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

async function measure(
  browser: Browser,
  base: string,
  route: string,
  bytes: TargetMeasurement['bytes'],
  runs: number,
): Promise<TargetMeasurement> {
  const url = `${base}${route}`
  console.log(`Measuring ${url}`)
  const mobile = await lighthouseMedian(url, debuggingPort, 'mobile', runs)
  const desktop = await lighthouseMedian(url, debuggingPort, 'desktop', runs)
  const firstView = await firstViewRun(browser, url)
  const slowNetwork = await slowNetworkRun(browser, url)
  return { route, mobile, desktop, bytes, firstView, slowNetwork }
}

function updateReadme(markdown: string): void {
  const readme = path.join(root, 'README.md')
  const text = readFileSync(readme, 'utf8')
  const start = '<!-- bench:start -->'
  const end = '<!-- bench:end -->'
  if (!text.includes(start) || !text.includes(end)) throw new Error(`README.md needs ${start} and ${end} markers`)
  const before = text.slice(0, text.indexOf(start) + start.length)
  const after = text.slice(text.indexOf(end))
  writeFileSync(readme, `${before}\n${markdown}\n${after}`)
  console.log('README.md updated.')
}

async function main() {
  const runs = Number(option('--runs') ?? 3)
  const executablePath = findChromium()
  ensureBuilt()
  console.log('Building the floor (an empty Next page) ...')
  buildFloor(nextBuildFlags)

  const siteBytes = measureSiteBytes(outDir, routes)
  const floorBytes = measureSiteBytes(path.join(floorDir, 'out'), ['/'])
  const servers = [await startStaticServer(sitePort), await startStaticServer(floorPort, '127.0.0.1', floorDir)]
  const browser = await chromium.launch({
    executablePath,
    args: [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${debuggingPort}`,
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    ],
  })
  try {
    const site: TargetMeasurement[] = []
    for (const route of routes) {
      const bytes = siteBytes.routes.find((entry) => entry.route === route)!
      site.push(await measure(browser, `http://127.0.0.1:${sitePort}`, route, bytes, runs))
    }
    const floor = await measure(browser, `http://127.0.0.1:${floorPort}`, '/', floorBytes.routes[0]!, runs)
    const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU'
    const results: BenchResults = {
      date: new Date().toISOString().slice(0, 10),
      machine: `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${execFileSync(executablePath, ['--version']).toString().trim()}`,
      bundler: nextBuildFlags.includes('--webpack') ? 'webpack' : 'Turbopack',
      runs,
      site,
      lazyJs: siteBytes.lazyJs,
      floor,
    }
    const folder = path.join(root, '.tmp', 'bench')
    mkdirSync(folder, { recursive: true })
    writeFileSync(path.join(folder, 'latest.json'), JSON.stringify(results, null, 2))
    const markdown = markdownReport(results)
    console.log(`\n${markdown}\n\nFigures written to .tmp/bench/latest.json`)
    if (process.argv.includes('--readme')) updateReadme(markdown)
  } finally {
    await browser.close()
    for (const server of servers) server.kill()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
