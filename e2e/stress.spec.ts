import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import type { Page } from '@playwright/test'
import { defaultLanguage, languageCodes } from '../content/languages'
import { notFoundRoute, pageByKey, routes } from '../content/pages'
import { htmlFiles } from '../scripts/site/out-files'
import { slotAt } from '../lib/image-slots'
import {
  fetchRawResponse,
  firstRoundTripBytes,
  firstScreenBytes,
  pageCeilingGzip,
} from '../scripts/measure/first-screen'
import { measureSiteBytes } from '../scripts/measure/site-bytes'
import { startStaticServer } from '../scripts/servers/static-server'
import { stressedSite } from '../scripts/support/stress-site'
import type { ListCount } from '../scripts/support/stress-content'
import { expectNoAccessibilityViolations } from './support/axe'
import { contentIn } from './support/content'
import { builtOnce, scratchFolder } from './support/built-once'
import { expect, test, type PageHealth } from './support/fixtures'
import { htmlValidityErrors } from './support/html-validator'
import {
  brokenHeadingWords,
  clippedText,
  holdScripts,
  layoutShifts,
  loadEveryPicture,
  overflowing,
  pastThePaper,
  scrollThrough,
  watchLayoutShifts,
} from './support/page-checks'

/**
 * What the owner may write, at its worst: a copy of the site whose every text is at its longest
 * valid length and carries a long unbreakable word of its language (a web address, an Afrikaans
 * compound), every list at its longest (and, in the second copy, its shortest) allowed count, every
 * price at R 0.01 or a seven-figure amount and every photo an odd shape (a portrait, a panorama, a
 * square where a landscape is expected), made from the content files' JSON Schemas
 * (scripts/support/stress-content.ts), so a field added tomorrow is stressed too. Each copy builds
 * and every page (in every language; the shortest lists in one, `pagesOf`), at every width from the
 * narrowest phone to a desktop, keeps whole: nothing wider than the screen, no text cut off, no
 * heading word cut in two, every picture in its box at the size its column asks for, nothing
 * shifting, axe and the W3C checker clean, the first screen in the first round trip. Chromium only,
 * once per run: the layout is the site's, and the WebKit suite checks the same copy's widths in
 * Safari's engine.
 */
// The phones in use, the narrowest screen of each column layout (two cards a row from 640 px, three
// from 1 024 px, four from 1 280 px: where a card is narrowest) and a desktop. Each page is opened
// at a phone's width and read to its end; every other width is that page resized, as a phone turned
// or a window widened (a page load costs more than the checks): the stylesheet lays it out anew, and
// the pictures that width draws are fetched at once, each measured before and after it arrives (a box
// not held for its picture changes size) while the page's own record of shifts keeps watching.
const read = 375
const resized = [320, 360, 412, 640, 1024, 1280]
const widths = [read, ...resized].sort((a, b) => a - b)
// axe and HTML_CodeSniffer at the narrowest phone and on a desktop; the shortest lists at the phone's
// alone (a list of one or none changes what a desktop's columns hold, which the picture checks read at
// every width, and no colour, name or landmark: the longest lists are scanned at both).
const axeWidthsOf = (lists: ListCount) => (lists === 'longest' ? [320, 1280] : [320])
const listCounts: readonly ListCount[] = ['longest', 'shortest']
/**
 * Every page of a copy, the 404 page, and the first animal's page of each language's catalogue (found in the built
 * copy: `first animal` below).
 */
const firstAnimal = '/first-animal'
const pages = [
  ...routes.map((route) => route.path),
  '/no-such-page',
  ...routes.filter((route) => route.key === 'catalogue').map((route) => `${route.path}${firstAnimal}`),
]
/**
 * The longest lists are walked on every page in every language. The shortest on the default
 * language's pages and the 404 page: how few entries a list holds is the same in every language,
 * and each language's longest words are walked at every width in the longest copy. (Its sale lists
 * no animal, so it has no animal's page.)
 */
const pagesOf = (lists: ListCount) =>
  lists === 'longest'
    ? pages
    : [...routes.filter((route) => route.language === defaultLanguage).map((route) => route.path), '/no-such-page']
/**
 * The cards of a list past its first six, and the rows of the catalogue's table past them: at its
 * longest a catalogue lists eighty animals, each card and row one component's markup (axe took 20 s a
 * scan of them all). The first six are scanned at every width; every card and row is scanned where
 * the list is today's and at its shortest (e2e/images-and-layout.spec.ts, the shortest copy here).
 */
const repeatedEntries = ['#animal-list > li:nth-child(n+7)', '#animal-rows > tr:nth-child(n+7)']

/**
 * Each copy is built once per run, by the first test that needs it (e2e/support/built-once.ts). The
 * two builds are the file's first tests, so both workers start one each rather than one waiting
 * while the other builds (a build does not keep two cores busy throughout).
 */
const scratch = scratchFolder
const builtCopy = (lists: ListCount) =>
  builtOnce(`stress-${lists}`, async () => {
    const site = await stressedSite(lists)
    site.build()
  })

/** A static server on each copy, one per worker, started when first asked for. */
const stressTest = test.extend<object, { stressOrigin: (lists: ListCount) => Promise<string> }>({
  stressOrigin: [
    async ({}, use, workerInfo) => {
      const servers = new Map<ListCount, { origin: string; server: ChildProcess }>()
      await use(async (lists) => {
        const dir = await builtCopy(lists)
        let entry = servers.get(lists)
        if (!entry) {
          const port = firstPort + workerInfo.parallelIndex * listCounts.length + listCounts.indexOf(lists)
          entry = { origin: `http://127.0.0.1:${port}`, server: await startStaticServer(port, '127.0.0.1', dir) }
          servers.set(lists, entry)
        }
        return entry.origin
      })
      for (const { server } of servers.values()) server.kill()
    },
    { scope: 'worker' },
  ],
})
// 4196 to 4199: two copies on each of two workers.
const firstPort = 4196

for (const lists of listCounts) {
  stressTest(
    `the copy with every list at its ${lists}, every text at its longest, builds`,
    async ({ stressOrigin }) => {
      stressTest.setTimeout(420_000)
      // Stops with the build's own words if the copy does not build; its server then answers.
      const origin = await stressOrigin(lists)
      expect((await fetch(`${origin}/`)).status).toBe(200)
    },
  )
}

// The social feed's button, which only a configured widget draws (the stressed copy has one): a click
// before the framework is noted by the page's own file (lib/early-click.ts), shows it is on its way,
// and is made again once the framework has come. The widget's script cannot load here: it fails, and
// the box says so with the profile links kept. In every language.
for (const language of languageCodes)
  stressTest(
    `${pageByKey('bonsmara').path[language]}: the social feed's button, clicked before the framework, loads the ` +
      'feed once it comes',
    async ({ page, pageHealth, stressOrigin }) => {
      stressTest.setTimeout(420_000)
      pageHealth.expectRequestFailure(/elfsight/)
      pageHealth.expectConsoleError(/elfsight|Failed to load resource/)
      const origin = await stressOrigin('longest')
      const { release } = await holdScripts(page)
      await page.goto(`${origin}${pageByKey('bonsmara').path[language]}`, { waitUntil: 'commit' })
      await expect(page.locator('html')).toHaveAttribute('data-page-script', '')
      const button = page.locator('[data-early-click="social-feed"]')
      await button.click()
      await expect(page.locator('html')).toHaveAttribute('data-early-social-feed', '')
      await expect(button).toHaveCSS('cursor', 'wait')
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive')
      release()
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
      await expect(button).toHaveCount(0)
      await expect(page.locator('html')).not.toHaveAttribute('data-early-social-feed')
      // The stressed copy's own words: the note that the feed could not load.
      await expect(page.locator('#social-feed').getByRole('status')).not.toBeEmpty({ timeout: 15_000 })
    },
  )

// The seed to order at its longest: the calculator's kilograms, bags, working, stock and request, and the
// planner's seed line and what its total says of it, every word at its limit, at every width, in every
// language (the walks below open the page as it comes, with neither tool's result drawn). Inside the
// order window, so the request is drawn too.
for (const language of languageCodes)
  stressTest(
    `${pageByKey('garlic').path[language]}: the seed to order in the calculator and planner keeps whole at every width`,
    async ({ page, stressOrigin }) => {
      stressTest.setTimeout(420_000)
      const origin = await stressOrigin('longest')
      const { orderWindow } = contentIn(language).garlic.varieties
      await page.clock.setFixedTime(new Date(Date.UTC(2030, orderWindow.from - 1, 15, 10)))
      // The stressed copy's own varieties: the last one the calculator offers, priced with the land in the planner.
      await page.goto(`${origin}${pageByKey('garlic').path[language]}`)
      const keys = await page
        .locator('input[name="variety"]')
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))
      const seeds = await page
        .locator('select[name="seed"] option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
      await page.setViewportSize({ width: read, height: 800 })
      await page.goto(
        `${origin}${pageByKey('garlic').path[language]}?mode=landToSeeds&variety=${keys.at(-1)}&land=999&unit=hectare` +
          `&hectares=9999&seed=${seeds.at(-1)}#calculator`,
      )
      await expect(page.locator('[data-seed]')).toBeVisible()
      await expect(page.locator('#season tbody tr').last()).toBeVisible()
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        expect(await overflowing(page), `nothing wider than ${width} px`).toEqual([])
        expect(await clippedText(page), `no text cut off at ${width} px`).toEqual([])
      }
    },
  )

// The copy with the shortest lists builds sooner: its walks come first, so the worker that built it
// goes on with them while the other still builds the longest (rather than waiting for that build).
const walkOrder: readonly ListCount[] = ['shortest', 'longest']
for (const lists of walkOrder) {
  stressTest.describe(`every list at its ${lists}, every text at its longest`, () => {
    /** Opens a page of the stressed copy as a visitor does; the 404 page answers with its status. */
    async function open(page: Page, url: string, health: PageHealth): Promise<void> {
      if (url.endsWith('/no-such-page')) {
        health.expectStatus(404)
        // The 404 page logs the address it was asked for (the specification).
        health.expectConsoleError(/404 Error/)
      }
      await page.goto(url)
    }

    for (const pathname of pagesOf(lists)) {
      const axeWidths = axeWidthsOf(lists)
      stressTest(
        `${pathname} at ${widths.join(', ')} px: nothing past the edge, no text cut ` +
          `off, no heading word cut, every picture at its column's size, nothing ` +
          `shifting; axe finds nothing at ${axeWidths.join(' and ')} px`,
        async ({ page, pageHealth, stressOrigin }) => {
          // A copy's build on two cores, when this test is the first to need it, then the walk.
          stressTest.setTimeout(420_000)
          const origin = await stressOrigin(lists)
          let where = pathname
          if (pathname.endsWith(firstAnimal)) {
            const catalogue = pathname.slice(0, -firstAnimal.length)
            const folder = path.join(scratch, `stress-${lists}`, 'out', catalogue.slice(1))
            const first = existsSync(folder)
              ? readdirSync(folder)
                  .filter((file) => file.endsWith('.html'))
                  .sort()[0]
              : undefined
            stressTest.skip(!first, `the ${lists} copy's sale lists no animal`)
            where = `${catalogue}/${first!.replace(/\.html$/, '')}`
          }
          await watchLayoutShifts(page)
          /** Everything a width decides, read off the page as it is laid out now. */
          async function holdsAt(width: number): Promise<void> {
            const at = `${where} at ${width} px`
            expect(await overflowing(page), at).toEqual([])
            expect(await clippedText(page), at).toEqual([])
            expect(await brokenHeadingWords(page), at).toEqual([])
            expect(await pictureProblems(page, width), at).toEqual([])
            // axe at both widths (what shows and its contrast change with the width); HTML_CodeSniffer,
            // which reads the markup the width does not change, at the first.
            if (axeWidths.includes(width))
              await expectNoAccessibilityViolations(page, at, [], {
                codeSniffer: width === axeWidths[0],
                exclude: repeatedEntries,
              })
          }
          /**
           * Nothing has shifted on the page since it opened: a picture that arrives late in a box not held for it
           * would.
           */
          async function nothingShifted(at: string): Promise<void> {
            const shifts = await layoutShifts(page)
            expect(
              shifts.reduce((sum, shift) => sum + shift.value, 0),
              `${at}: ${JSON.stringify(shifts)}`,
            ).toBeLessThan(0.01)
          }
          // Read from the top to the end, as a reader scrolls.
          await page.setViewportSize({ width: read, height: 800 })
          await open(page, `${origin}${where}`, pageHealth)
          await scrollThrough(page)
          await nothingShifted(`${where} at ${read} px`)
          await holdsAt(read)
          // The same page in a window made narrower or wider: every picture it then draws is fetched at
          // once, each in the box held for it.
          for (const width of resized) {
            await page.setViewportSize({ width, height: 800 })
            expect(await loadEveryPicture(page), `${where} resized to ${width} px`).toEqual([])
            await nothingShifted(`${where} resized to ${width} px`)
            await holdsAt(width)
          }
          // An animal's sheet on paper: its longest texts flow on past the first page, none past the edge.
          if (pathname.endsWith(firstAnimal))
            expect(await pastThePaper(page), `${where} at A4's printable width`).toEqual([])
        },
      )
    }

    stressTest(
      'every page is valid HTML (of the animals’ pages, the first of each ' +
        'language), its first screen arrives in the first round trip, and the whole ' +
        'page stays under its ceiling',
      async ({ stressOrigin }) => {
        stressTest.setTimeout(420_000)
        const origin = await stressOrigin(lists)
        const out = path.join(scratch, `stress-${lists}`, 'out')
        // Every page of the registry and the 404 page; of the animals' pages (eighty a language at the
        // longest: one component's markup, filled with the same stressed data), the first of each language.
        const all = htmlFiles(out)
        const catalogues = routes.filter((route) => route.key === 'catalogue').map((route) => `${route.path.slice(1)}/`)
        const firstAnimals = catalogues.flatMap((folder) =>
          all
            .filter((file) => file.startsWith(folder))
            .sort()
            .slice(0, 1),
        )
        expect(firstAnimals, 'the first animal page of each language').toHaveLength(
          lists === 'longest' ? catalogues.length : 0,
        )
        const files = [...all.filter((file) => !catalogues.some((folder) => file.startsWith(folder))), ...firstAnimals]
        expect(htmlValidityErrors(files.map((file) => path.join(out, file)))).toEqual([])
        const late: string[] = []
        for (const route of routes) {
          const { firstScreen } = firstScreenBytes(await fetchRawResponse(origin, route.path))
          if (firstScreen > firstRoundTripBytes)
            late.push(`${route.path}: ${firstScreen} bytes before its first screen paints`)
        }
        expect(late).toEqual([])
        const bytes = measureSiteBytes(
          out,
          routes.map((route) => route.path),
        )
        expect(
          bytes.routes
            .filter((route) => route.html.gzip > pageCeilingGzip(routes.find((each) => each.path === route.route)!.key))
            .map((route) => `${route.route}: ${route.html.gzip}`),
        ).toEqual([])
        expect(htmlFiles(out)).toContain(notFoundRoute.file)
      },
    )
  })
}

/**
 * Every picture on the page that is drawn: stretched (a photo whose shape is not its box's, drawn
 * without `object-fit`), or given a `sizes` narrower than the box it fills (the browser would fetch
 * a file too small for it) or far wider (a file too large). Lists of cards must keep one height per
 * row whatever the photos' shapes.
 */
async function pictureProblems(page: Page, viewport: number): Promise<string[]> {
  const pictures = await page.evaluate(() =>
    [...document.querySelectorAll('picture > img')].flatMap((img) => {
      const image = img as HTMLImageElement
      const box = image.getBoundingClientRect()
      if (box.width === 0 || image.naturalWidth === 0 || !image.checkVisibility()) return []
      const source = image.parentElement!.querySelector('source[type="image/avif"]')
      return [
        {
          src: image.currentSrc.split('/').pop() ?? '',
          width: box.width,
          height: box.height,
          top: Math.round(box.top + window.scrollY),
          natural: image.naturalWidth / image.naturalHeight,
          fit: getComputedStyle(image).objectFit,
          sizes: source?.getAttribute('sizes') ?? '',
          list: image.closest('ul, ol')?.getAttribute('aria-labelledby') ?? '',
        },
      ]
    }),
  )
  const problems: string[] = []
  for (const picture of pictures) {
    const shape = picture.width / picture.height
    if (
      Math.abs(shape - picture.natural) / picture.natural > 0.02 &&
      picture.fit !== 'cover' &&
      picture.fit !== 'contain'
    ) {
      problems.push(
        `${picture.src} is stretched: a ${picture.natural.toFixed(2)} photo in a ` +
          `${shape.toFixed(2)} box, object-fit ${picture.fit}`,
      )
    }
    if (!picture.sizes) continue
    const slot = slotAt(picture.sizes, viewport)
    // The box is laid out in whole and fractional pixels; sizes may round up, never fall short.
    if (slot < picture.width - 1.5)
      problems.push(
        `${picture.src}: sizes says ${slot.toFixed(1)} px at ${viewport} px, the ` +
          `picture is ${picture.width.toFixed(1)} px wide`,
      )
    if (slot > picture.width * 1.25 + 8)
      problems.push(
        `${picture.src}: sizes says ${slot.toFixed(1)} px at ${viewport} px, far ` +
          `wider than its ${picture.width.toFixed(1)} px`,
      )
  }
  // Cards of one row keep one height, whatever their photos' shapes.
  const rows = new Map<string, number[]>()
  for (const picture of pictures.filter((entry) => entry.list))
    rows.set(`${picture.list}@${picture.top}`, [...(rows.get(`${picture.list}@${picture.top}`) ?? []), picture.height])
  for (const [row, heights] of rows)
    if (Math.max(...heights) - Math.min(...heights) > 1)
      problems.push(`${row}: pictures of one row are ${heights.map(Math.round).join(', ')} px high`)
  return problems
}
