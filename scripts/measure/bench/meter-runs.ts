import { get } from 'node:http'
import type { Browser } from '@playwright/test'
import {
  allIn,
  emptyPageScripts,
  islandScripts,
  pageScript,
  noFramework,
  pageFetchesNoFramework,
  saveDataReader,
  saveDataReaderBefore,
  saveDataVisit,
  type Verdict,
} from '../meter-budgets'
import { kb } from '../site-bytes'
import {
  kinds,
  meterVisit,
  phone,
  scriptsOf,
  sumOf,
  type Encoding,
  type Visitor,
  type VisitFigures,
} from '../visit-meter'

/**
 * With or without Save-Data, on the meter's phone (device pixel ratio 2); a Save-Data reader is also
 * measured on phones of ratio 1 and 3, since the pictures are chosen for the screen.
 */
export type DataMode = 'full' | 'save-data' | `save-data@${1 | 3}x`

/** One visit of the matrix: who, with or without Save-Data (on which phone), asking for which encoding. */
export type MeterKey = `${Visitor}/${DataMode}/${Encoding}`

/** The device pixel ratios a Save-Data reader's visit is measured at besides the meter's phone's. */
export const otherPixelRatios = [1, 3] as const

/** A visit's phone's device pixel ratio, from its data mode: 'save-data@3x' is 3; any other, the meter's phone's. */
export function pixelRatioOf(data: DataMode): number {
  return Number(/@(\d)x$/.exec(data)?.[1] ?? phone.deviceScaleFactor)
}

/** A page's visits by the one meter; a page without a tool has no user's. */
export type MeterFigures = { route: string; hasTool: boolean; visits: Partial<Record<MeterKey, VisitFigures>> }

const encodings: Encoding[] = ['gzip', 'br']

/**
 * The visits measured for a page: an arrival, a reader and (where there is a tool) a user, each with and without
 * Save-Data where the page has a worker, asking for gzip and then brotli; and a Save-Data reader
 * asking for gzip on phones of the other pixel ratios.
 */
export function visitsFor(hasTool: boolean, hasWorker: boolean): MeterKey[] {
  const keys: MeterKey[] = []
  for (const encoding of encodings) {
    if (hasWorker) keys.push(`arrival/full/${encoding}`)
    for (const visitor of hasTool ? (['reader', 'user'] as const) : (['reader'] as const))
      for (const data of hasWorker ? (['full', 'save-data'] as const) : (['full'] as const))
        keys.push(`${visitor}/${data}/${encoding}`)
    if (hasWorker && encoding === 'gzip')
      for (const ratio of otherPixelRatios) keys.push(`reader/save-data@${ratio}x/gzip`)
  }
  return keys
}

/**
 * Measures a page by the one meter, each visit in a browser of its own (`launch`): every visit
 * starts with an empty cache and no worker, and one browser's trouble stays with its visit.
 */
export async function meterRuns(
  launch: () => Promise<Browser>,
  origin: string,
  route: string,
  { hasWorker }: { hasWorker: boolean },
): Promise<MeterFigures> {
  // Through Node's http rather than fetch, which refuses some ports (the bench's 4190 among them).
  const html = await new Promise<string>((resolve, reject) =>
    get(`${origin}${route}`, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve(text))
    }).on('error', reject),
  )
  const hasTool = /<[^>]+\sdata-tool(?:=|\s|>)/.test(html)
  const visits: MeterFigures['visits'] = {}
  for (const key of visitsFor(hasTool, hasWorker)) {
    const [visitor, data, encoding] = key.split('/') as [Visitor, DataMode, Encoding]
    const browser = await launch()
    try {
      visits[key] = await meterVisit(browser, origin, route, {
        visitor,
        saveData: data.startsWith('save-data'),
        encoding,
        pixelRatio: pixelRatioOf(data),
      })
    } finally {
      await browser.close()
    }
  }
  return { route, hasTool, visits }
}

/**
 * The budgets' verdicts on the figures (scripts/measure/meter-budgets.ts), with the empty page's scripts measured
 * in the same run.
 */
export function meterVerdicts(
  pages: readonly MeterFigures[],
  floor: MeterFigures,
  named: { home: string; bonsmara: string; animal?: string; privacy: string; notFound: string; garlic: string },
): Verdict[] {
  const verdicts: Verdict[] = []
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  for (const page of pages) {
    for (const encoding of encodings) {
      const arrival = page.visits[`arrival/full/${encoding}`]
      if (arrival) verdicts.push(allIn(page.route, arrival, encoding))
    }
    const reader = page.visits['reader/save-data/gzip']
    if (reader)
      verdicts.push(noFramework(`${page.route} (Save-Data reader)`, reader), saveDataVisit(page.route, reader))
  }
  const before: [string | undefined, (typeof saveDataReaderBefore)[keyof typeof saveDataReaderBefore]][] = [
    [named.home, saveDataReaderBefore.home],
    [named.bonsmara, saveDataReaderBefore.bonsmara],
    [named.animal, saveDataReaderBefore.animal],
    [named.privacy, saveDataReaderBefore.privacy],
  ]
  for (const [route, figures] of before)
    for (const data of ['save-data', 'save-data@3x'] as const) {
      const visits = route ? byRoute.get(route)?.visits : undefined
      const reader = visits?.[`reader/${data}/gzip`]
      const onTheMetersPhone = visits?.['reader/save-data/gzip'] ?? reader
      if (route && reader && onTheMetersPhone)
        verdicts.push(saveDataReader(`${route} at ${pixelRatioOf(data)}×`, reader, figures, onTheMetersPhone))
    }
  for (const route of [named.privacy, named.notFound]) {
    const reader = byRoute.get(route)?.visits['reader/full/gzip']
    if (reader) verdicts.push(pageFetchesNoFramework(`${route} (any reader)`, reader))
  }
  for (const encoding of encodings) {
    const empty = floor.visits[`reader/full/${encoding}`]
    const user = byRoute.get(named.garlic)?.visits[`user/full/${encoding}`]
    if (empty && user) {
      verdicts.push(islandScripts(`${named.garlic} (user of the calculator, ${encoding})`, user, scriptsOf(empty.page)))
      verdicts.push(pageScript(`${named.garlic} (user of the calculator, ${encoding})`, user))
    }
  }
  return verdicts
}

/** Whether the empty page's scripts measured now match the figure the test holds (within 1 %). */
export function floorDrift(floor: MeterFigures): string | null {
  for (const encoding of encodings) {
    const visit = floor.visits[`reader/full/${encoding}`]
    if (!visit) continue
    const now = scriptsOf(visit.page)
    if (Math.abs(now - emptyPageScripts[encoding]) > emptyPageScripts[encoding] * 0.01)
      return (
        `The empty Next page's scripts (${encoding}) measure ${now} bytes; scripts/measure/meter-budgets.ts ` +
        `holds ${emptyPageScripts[encoding]}: update emptyPageScripts there.`
      )
  }
  return null
}

const visitLabel: Record<Visitor, string> = { arrival: 'arrival', reader: 'reader', user: 'user' }

/** One table: a row per page and visit, the bytes by kind as gzip, the totals in both encodings. */
export function meterTable(pages: readonly MeterFigures[]): string {
  const shown = kinds.filter((kind) => kind !== 'worker script')
  const header =
    `| Page | Visit | Save-Data | ${shown.map((kind) => `Page: ${kind}`).join(' | ')} | ` +
    'Worker | In all, gzip | In all, brotli |\n' +
    `|---|---|---|${shown.map(() => '---:').join('|')}|---:|---:|---:|`
  const rows: string[] = []
  for (const page of pages)
    for (const visitor of ['arrival', 'reader', 'user'] as const)
      for (const data of ['full', 'save-data', 'save-data@1x', 'save-data@3x'] as const) {
        const gzip = page.visits[`${visitor}/${data}/gzip`]
        const brotli = page.visits[`${visitor}/${data}/br`]
        if (!gzip) continue
        const saveData = data === 'full' ? 'no' : `yes, ${pixelRatioOf(data)}×`
        rows.push(
          `| \`${page.route}\` | ${visitLabel[visitor]} | ${saveData} | ` +
            `${shown.map((kind) => kb(gzip.page[kind])).join(' | ')} | ` +
            `${kb(sumOf(gzip.worker))} | ${kb(gzip.total)} | ${brotli ? kb(brotli.total) : ''} |`,
        )
      }
  return [header, ...rows].join('\n')
}
