/**
 * `npm run bench`: how fast the built site is for a visitor, beside two floors measured in the same run: each page's
 * content floor (its own HTML with every script removed) and the empty-page floor (an empty Next page built the same
 * way). Builds if out/ is stale, serves out/ with the project's server, and for each route prints a Markdown table:
 * Lighthouse medians (mobile and desktop), bytes by kind, and a slow-2G load on a throttled phone; then the one meter
 * (scripts/measure/visit-meter.ts) for every page, an animal's page and the 404 page, with the budgets' verdicts.
 * Figures are also written to .tmp/bench/latest.json. `--runs N` changes the number of mobile Lighthouse runs (11 by
 * default, each page's taken in turn with its content floor's; desktop takes at most 3); `--routes /,/garlic`
 * measures only those pages (and the floor), for a quick before-and-after; `--meter` runs the one meter alone (its
 * table and verdicts, in about 20 minutes); `--readme` writes the tables into docs/performance.md, "The latest bench
 * report" (every page only).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { routes as sitePages } from '../content/pages'
import { ensureBuilt, nextBuildFlags, outDir, root } from './site/build-state'
import { chromiumArgs, findChromium } from './support/chromium'
import { fetchRawResponse, firstScreenBytes } from './measure/first-screen'
import { measureSiteBytes } from './measure/site-bytes'
import { startStaticServer } from './servers/static-server'
import { firstViewRun, scrollToCalculatorRun, slowNetworkRun } from './measure/bench/browser-runs'
import { floorDrift, meterRuns, meterVerdicts } from './measure/bench/meter-runs'
import { saleView } from '../components/catalogue/sale-view'
import { pageByKey, privacyPageKey } from '../content/pages'
import { defaultLanguage } from '../content/languages'
import { buildContentFloor, contentFloorDir } from './measure/bench/content-floor'
import { buildFloor, floorDir } from './measure/bench/floor'
import { lighthouseMedian, pairedLighthouseMedians } from './measure/bench/lighthouse-runs'
import { markdownReport, meterSection, type BenchResults, type TargetMeasurement } from './measure/bench/report'

// Every page of the registry, in every language (content/pages.yaml).
const allRoutes = sitePages.map((page) => page.path)
const sitePort = 4190
const floorPort = 4191
const contentFloorPort = 4192
const debuggingPort = 9333

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

async function measure(
  browser: Browser,
  url: string,
  contentFloorUrl: string | null,
  bytes: TargetMeasurement['bytes'],
  runs: number,
  marksInteractive: boolean,
): Promise<TargetMeasurement> {
  console.log(`Measuring ${url}${contentFloorUrl ? ` against its content floor ${contentFloorUrl}` : ''}`)
  const [mobile, contentFloor] = contentFloorUrl
    ? await pairedLighthouseMedians(url, contentFloorUrl, debuggingPort, runs)
    : [await lighthouseMedian(url, debuggingPort, 'mobile', runs), undefined]
  const desktop = await lighthouseMedian(url, debuggingPort, 'desktop', Math.min(runs, 3))
  const firstView = await firstViewRun(browser, url)
  const slowNetwork = await slowNetworkRun(browser, url, { marksInteractive })
  // Only the site's pages have the calculator (and only some of them).
  const scrollToCalculator = marksInteractive ? await scrollToCalculatorRun(browser, url) : null
  const { pathname, origin } = new URL(url)
  // The empty-page floor has no hero, so no first screen to count.
  const wire = marksInteractive ? firstScreenBytes(await fetchRawResponse(origin, pathname)) : undefined
  const bodyWith = async (encoding: string) => {
    const sent = firstScreenBytes(await fetchRawResponse(origin, pathname, encoding))
    return sent.whole - sent.headers
  }
  return {
    route: pathname,
    mobile,
    contentFloor,
    desktop,
    bytes,
    firstView,
    slowNetwork,
    ...(scrollToCalculator ? { scrollToCalculator } : {}),
    ...(wire
      ? {
          wire: {
            firstScreen: wire.firstScreen,
            whole: wire.whole,
            gzipBody: await bodyWith('gzip'),
            brotliBody: await bodyWith('br'),
          },
        }
      : {}),
  }
}

/** An address the site has no page for: its 404 page, as a visitor meets it. */
const notFoundPath = '/no-such-field'

/**
 * The one meter over the site's pages (those measured, an animal's page and the 404 page when every page is) and the
 * empty page, with the budgets' verdicts.
 */
async function meterAll(
  launch: () => Promise<Browser>,
  routes: readonly string[],
  everyPage: boolean,
): Promise<NonNullable<BenchResults['meter']>> {
  const pathIn = (key: string) => pageByKey(key).path[defaultLanguage]
  const animal = saleView(defaultLanguage).animals[0]?.href
  const targets = [...routes, ...(everyPage ? [...(animal ? [animal] : []), notFoundPath] : [])]
  const pages = []
  for (const route of targets) {
    console.log(`One meter: ${route}`)
    pages.push(await meterRuns(launch, `http://127.0.0.1:${sitePort}`, route, { hasWorker: true }))
  }
  console.log('One meter: the empty page')
  const floor = await meterRuns(launch, `http://127.0.0.1:${floorPort}`, '/', { hasWorker: false })
  const drift = floorDrift(floor)
  if (drift) console.warn(drift)
  const verdicts = meterVerdicts(pages, floor, {
    home: pathIn('home'),
    bonsmara: pathIn('bonsmara'),
    animal,
    privacy: pathIn(privacyPageKey),
    notFound: notFoundPath,
    garlic: pathIn('garlic'),
  })
  return { pages, floor, verdicts }
}

function updateReadme(markdown: string): void {
  const report = path.join(root, 'docs', 'performance.md')
  const text = readFileSync(report, 'utf8')
  const start = '<!-- bench:start -->'
  const end = '<!-- bench:end -->'
  if (!text.includes(start) || !text.includes(end))
    throw new Error(`docs/performance.md needs ${start} and ${end} markers`)
  const before = text.slice(0, text.indexOf(start) + start.length)
  const after = text.slice(text.indexOf(end))
  writeFileSync(report, `${before}\n${markdown}\n${after}`)
  console.log('docs/performance.md updated.')
}

/** The pages `--routes` names (each must be a page of the registry), or every page. */
function chosenRoutes(): string[] {
  const named = option('--routes')
  if (named === undefined) return allRoutes
  const chosen = named
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean)
  const unknown = chosen.filter((route) => !allRoutes.includes(route))
  if (unknown.length > 0 || chosen.length === 0)
    throw new Error(
      `--routes takes pages of content/pages.yaml, comma-separated ` +
        `(${allRoutes.join(', ')}); not: ${unknown.join(', ') || '(none)'}`,
    )
  return chosen
}

async function main() {
  const runs = Number(option('--runs') ?? 11)
  const routes = chosenRoutes()
  if (process.argv.includes('--readme') && (routes.length !== allRoutes.length || process.argv.includes('--meter')))
    throw new Error('--readme reports every page and every measure: leave out --routes and --meter')
  const executablePath = findChromium()
  ensureBuilt()
  console.log('Building the floor (an empty Next page) ...')
  await buildFloor(nextBuildFlags)
  console.log('Writing the content floor (every page without its scripts) ...')
  await buildContentFloor(outDir)

  const siteBytes = measureSiteBytes(outDir, routes)
  const floorBytes = measureSiteBytes(path.join(floorDir, 'out'), ['/'])
  const servers = [
    await startStaticServer(sitePort),
    await startStaticServer(floorPort, '127.0.0.1', floorDir),
    await startStaticServer(contentFloorPort, '127.0.0.1', contentFloorDir),
  ]
  // Nothing leaves the machine: every other host name fails at once.
  const offline = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'
  // The one meter starts a browser for each visit (scripts/measure/bench/meter-runs.ts).
  const launch = () => chromium.launch({ executablePath, args: [...chromiumArgs, offline] })
  if (process.argv.includes('--meter')) {
    try {
      const meter = await meterAll(launch, routes, routes.length === allRoutes.length)
      const folder = path.join(root, '.tmp', 'bench')
      mkdirSync(folder, { recursive: true })
      writeFileSync(path.join(folder, 'meter.json'), JSON.stringify(meter, null, 2))
      console.log(`\n${meterSection(meter)}\n\nFigures written to .tmp/bench/meter.json`)
    } finally {
      for (const server of servers) server.kill()
    }
    return
  }
  // Lighthouse drives a browser of its own. In a browser it had driven, the pages the slow-link run
  // opened afterwards had not started their scripts when the run ended (no interactive mark, no
  // calculator answer), though the same run in a fresh browser times them in full.
  const lighthouseBrowser = await chromium.launch({
    executablePath,
    args: [...chromiumArgs, '--headless=new', `--remote-debugging-port=${debuggingPort}`, offline],
  })
  const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, offline] })
  try {
    const site: TargetMeasurement[] = []
    for (const route of routes) {
      const bytes = siteBytes.routes.find((entry) => entry.route === route)!
      site.push(
        await measure(
          browser,
          `http://127.0.0.1:${sitePort}${route}`,
          `http://127.0.0.1:${contentFloorPort}${route}`,
          bytes,
          runs,
          true,
        ),
      )
    }
    // The empty Next page has no script that marks it interactive.
    const floor = await measure(browser, `http://127.0.0.1:${floorPort}/`, null, floorBytes.routes[0]!, runs, false)
    const meter = await meterAll(launch, routes, routes.length === allRoutes.length)
    const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU'
    const results: BenchResults = {
      date: new Date().toISOString().slice(0, 10),
      machine:
        `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} ` +
        `GiB, Node ${process.version}, ` +
        `${execFileSync(executablePath, ['--version']).toString().trim()}`,
      bundler: nextBuildFlags.includes('--webpack') ? 'webpack' : 'Turbopack',
      runs,
      site,
      lazyJs: siteBytes.lazyJs,
      floor,
      meter,
    }
    const folder = path.join(root, '.tmp', 'bench')
    mkdirSync(folder, { recursive: true })
    writeFileSync(path.join(folder, 'latest.json'), JSON.stringify(results, null, 2))
    const markdown = markdownReport(results)
    console.log(`\n${markdown}\n\nFigures written to .tmp/bench/latest.json`)
    if (process.argv.includes('--readme')) updateReadme(markdown)
  } finally {
    await browser.close()
    await lighthouseBrowser.close()
    for (const server of servers) server.kill()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
