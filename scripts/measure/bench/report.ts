import { firstRoundTripBytes, wholePageFirstTripBytes } from '../first-screen'
import { kb, type SiteBytes, type Size } from '../site-bytes'
import type { FirstViewFigures, ScrollToCalculatorFigures, SlowNetworkFigures } from './browser-runs'
import { meterTable, type MeterFigures } from './meter-runs'
import { describeVerdict, type Verdict } from '../meter-budgets'
import { assumedServerResponseMs, type LighthouseFigures } from './lighthouse-runs'

export type TargetMeasurement = {
  route: string
  mobile: LighthouseFigures
  /** The route's content floor (its own HTML without any script), mobile; absent for the empty-page floor. */
  contentFloor?: LighthouseFigures
  desktop: LighthouseFigures
  bytes: SiteBytes['routes'][number]
  firstView: FirstViewFigures & { repeatVisit: number }
  slowNetwork: SlowNetworkFigures
  /** On a page with the calculator: reaching it by scrolling on a slow 3G link, from arrival to its first answer. */
  scrollToCalculator?: ScrollToCalculatorFigures
  /**
   * The page's response on the wire (headers and compressed HTML): up to the end of its first screen, and whole. Absent
   * for the empty-page floor, which has no hero.
   */
  wire?: { firstScreen: number; whole: number; gzipBody: number; brotliBody: number }
}

export type BenchResults = {
  date: string
  machine: string
  bundler: string
  runs: number
  site: TargetMeasurement[]
  lazyJs: Size
  floor: TargetMeasurement
  /** The one meter: every page's visits, the empty page's, and the budgets' verdicts. */
  meter?: { pages: MeterFigures[]; floor: MeterFigures; verdicts: Verdict[] }
}

const ms = (value: number | null) => (value === null || Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`)
const ratio = (value: number | null, floor: number | null) =>
  value === null || floor === null || floor === 0 ? '' : `${(value / floor).toFixed(2)}×`
const mark = (ok: boolean) => (ok ? '✅' : '❌')

type Row = [
  label: string,
  mobile: string,
  desktop: string,
  contentFloor: string,
  floor: string,
  vsFloor: string,
  target: string,
]

/**
 * The LCP targets, on mobile: at most 1.0 s, and on the paint path (see paint-path.ts) at most
 * 1.05 × the route's content floor's.
 */
export const lcpTargets = { contentFloorRatio: 1.05, maxMs: 1000 } as const
/** The calculator must answer an early seed count no later than this after the page is interactive. */
export const calculatorAnswerTargetMs = 500

/** Each route's figures against its content floor and the empty page's, with the targets and whether each is met. */
function routeTable(site: TargetMeasurement, floor: TargetMeasurement): string {
  const m = site.mobile
  const d = site.desktop
  const c = site.contentFloor
  const f = floor.mobile
  const paintPathOk = c !== undefined && m.paintPathLcp <= lcpTargets.contentFloorRatio * c.paintPathLcp
  const slow = site.slowNetwork
  const answerAfter =
    slow.calculatorAnswered !== null && slow.markedInteractive !== null
      ? slow.calculatorAnswered - slow.markedInteractive
      : null
  /** A timing with the content floor's beside it and the page's ratio to it. */
  const againstContentFloor = (label: string, key: 'lcp' | 'paintPathLcp', target: string): Row => [
    label,
    ms(m[key]),
    ms(d[key]),
    c ? `${ms(c[key])} (${ratio(m[key], c[key])})` : '',
    ms(f[key]),
    ratio(m[key], f[key]),
    target,
  ]
  const rows: Row[] = [
    [
      'Performance',
      `${m.performance}`,
      `${d.performance}`,
      c ? `${c.performance}` : '',
      `${f.performance}`,
      ratio(m.performance, f.performance),
      `≥ floor ${mark(m.performance >= f.performance)}`,
    ],
    [
      'Accessibility',
      `${m.accessibility}`,
      `${d.accessibility}`,
      '',
      `${f.accessibility}`,
      '',
      `100 ${mark(m.accessibility === 100 && d.accessibility === 100)}`,
    ],
    [
      'Best Practices',
      `${m.bestPractices}`,
      `${d.bestPractices}`,
      '',
      `${f.bestPractices}`,
      '',
      `100 ${mark(m.bestPractices === 100 && d.bestPractices === 100)}`,
    ],
    ['SEO', `${m.seo}`, `${d.seo}`, '', `${f.seo}`, '', `100 ${mark(m.seo === 100 && d.seo === 100)}`],
    ['FCP', ms(m.fcp), ms(d.fcp), c ? ms(c.fcp) : '', ms(f.fcp), ratio(m.fcp, f.fcp), ''],
    againstContentFloor('LCP', 'lcp', `≤ ${lcpTargets.maxMs} ms ${mark(m.lcp <= lcpTargets.maxMs)}`),
    againstContentFloor(
      'LCP on the paint path (without the manifest, icon and lazy picture requests)',
      'paintPathLcp',
      `≤ ${lcpTargets.contentFloorRatio}× content floor ${mark(paintPathOk)}`,
    ),
    [
      'TBT',
      ms(m.tbt),
      ms(d.tbt),
      c ? ms(c.tbt) : '',
      ms(f.tbt),
      `${m.tbt - f.tbt >= 0 ? '+' : ''}${Math.round(m.tbt - f.tbt)} ms`,
      `≤ floor + 50 ms ${mark(m.tbt <= f.tbt + 50)}`,
    ],
    [
      'CLS',
      m.cls.toFixed(3),
      d.cls.toFixed(3),
      c ? c.cls.toFixed(3) : '',
      f.cls.toFixed(3),
      '',
      `0 ${mark(m.cls === 0 && d.cls === 0)}`,
    ],
    [
      'Speed Index',
      ms(m.speedIndex),
      ms(d.speedIndex),
      c ? ms(c.speedIndex) : '',
      ms(f.speedIndex),
      ratio(m.speedIndex, f.speedIndex),
      '',
    ],
    [
      'Total bytes (Lighthouse)',
      kb(m.totalBytes),
      kb(d.totalBytes),
      '',
      kb(f.totalBytes),
      ratio(m.totalBytes, f.totalBytes),
      '',
    ],
    [
      'First-view transfer (phone)',
      kb(site.firstView.total),
      '',
      '',
      kb(floor.firstView.total),
      ratio(site.firstView.total, floor.firstView.total),
      `≤ 250 KB ${mark(site.firstView.total <= 250 * 1024)}`,
    ],
    ['Repeat-visit transfer', kb(site.firstView.repeatVisit), '', '', kb(floor.firstView.repeatVisit), '', ''],
    ...(site.wire
      ? [
          [
            'Response on the wire: first screen / whole',
            `${site.wire.firstScreen} B / ${site.wire.whole} B`,
            '',
            '',
            '',
            '',
            `first screen ≤ ${firstRoundTripBytes} B ${mark(site.wire.firstScreen <= firstRoundTripBytes)}`,
          ] satisfies Row,
          [
            'Whole page, its HTML alone: gzip / br',
            `${site.wire.gzipBody} B / ${site.wire.brotliBody} B`,
            '',
            '',
            '',
            '',
            `gzip ≤ ${wholePageFirstTripBytes} B ${mark(site.wire.gzipBody <= wholePageFirstTripBytes)}, br less ` +
              mark(site.wire.brotliBody < site.wire.gzipBody),
          ] satisfies Row,
        ]
      : []),
    [
      'HTML gzip / br',
      `${kb(site.bytes.html.gzip)} / ${kb(site.bytes.html.brotli)}`,
      '',
      '',
      `${kb(floor.bytes.html.gzip)} / ${kb(floor.bytes.html.brotli)}`,
      ratio(site.bytes.html.gzip, floor.bytes.html.gzip),
      '',
    ],
    [
      'React payload after first paint, gzip / br',
      `${kb(site.bytes.payload.gzip)} / ${kb(site.bytes.payload.brotli)}`,
      '',
      '',
      `${kb(floor.bytes.payload.gzip)} / ${kb(floor.bytes.payload.brotli)}`,
      '',
      '',
    ],
    [
      'CSS gzip / br',
      `${kb(site.bytes.css.gzip)} / ${kb(site.bytes.css.brotli)}`,
      '',
      '',
      kb(floor.bytes.css.gzip),
      '',
      '',
    ],
    [
      'Fonts',
      `${kb(site.bytes.fonts.raw)} (${site.bytes.fonts.files} file)`,
      '',
      '',
      kb(floor.bytes.fonts.raw),
      '',
      '',
    ],
    ['First-view images (phone)', kb(site.firstView.images), '', '', kb(floor.firstView.images), '', ''],
    [
      'JS framework, every page, gzip / br',
      `${kb(site.bytes.sharedJs.gzip)} / ${kb(site.bytes.sharedJs.brotli)}`,
      '',
      '',
      '',
      '',
      '',
    ],
    [
      'JS this route only, gzip / br',
      `${kb(site.bytes.ownJs.gzip)} / ${kb(site.bytes.ownJs.brotli)}`,
      '',
      '',
      '',
      '',
      '',
    ],
    [
      'First-load JS files in out/, gzip / br (bodies; the budget is the one meter’s)',
      `${kb(site.bytes.firstLoadJs.gzip)} / ${kb(site.bytes.firstLoadJs.brotli)}`,
      '',
      '',
      `${kb(floor.bytes.firstLoadJs.gzip)} / ${kb(floor.bytes.firstLoadJs.brotli)}`,
      `+${kb(site.bytes.firstLoadJs.gzip - floor.bytes.firstLoadJs.gzip)}`,
      '',
    ],
    [
      'Slow 2G: first contentful paint',
      ms(slow.firstContentfulPaint),
      '',
      '',
      ms(floor.slowNetwork.firstContentfulPaint),
      ratio(slow.firstContentfulPaint, floor.slowNetwork.firstContentfulPaint),
      '',
    ],
    [
      'Slow 2G: hero heading painted',
      ms(slow.heroHeadingPainted),
      '',
      '',
      ms(floor.slowNetwork.heroHeadingPainted),
      ratio(slow.heroHeadingPainted, floor.slowNetwork.heroHeadingPainted),
      `≤ 3000 ms ${mark((slow.heroHeadingPainted ?? Infinity) <= 3000)}`,
    ],
    [
      'Slow 2G: interactive',
      [
        ms(slow.interactive),
        slow.markedInteractive === null ? ' (never marked itself interactive)' : '',
        slow.attempts > 1 ? ` (load ${slow.attempts}: the first had no interactive mark)` : '',
      ].join(''),
      '',
      '',
      ms(floor.slowNetwork.interactive),
      ratio(slow.interactive, floor.slowNetwork.interactive),
      `marked by the page ${mark(slow.markedInteractive !== null)}`,
    ],
  ]
  if (slow.calculatorTyped) {
    rows.push([
      'Slow 2G: calculator answers (seed count typed at the first paint)',
      `${ms(slow.calculatorAnswered)} ` +
        `(${answerAfter === null ? 'n/a' : `${answerAfter >= 0 ? '+' : ''}${Math.round(answerAfter)} ms`} ` +
        `after marked interactive at ${ms(slow.markedInteractive)})`,
      '',
      '',
      '',
      '',
      `≤ interactive + ${calculatorAnswerTargetMs} ms ` +
        `${mark(answerAfter !== null && answerAfter <= calculatorAnswerTargetMs)}`,
    ])
  }
  if (site.scrollToCalculator)
    rows.push([
      'Slow 3G: calculator reached by scrolling, typed / answered',
      `${ms(site.scrollToCalculator.typed)} / ${ms(site.scrollToCalculator.answered)}`,
      '',
      '',
      '',
      '',
      `answers ${mark(site.scrollToCalculator.answered !== null)}`,
    ])
  const header =
    '| Metric | Mobile | Desktop | Content floor (mobile) | Empty-page floor ' +
    '(mobile) | vs empty floor | Target |\n|---|---:|---:|---:|---:|---:|---|'
  return [header, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')
}

/** The one meter's section: what it counts, the table, and the budgets' verdicts. */
export function meterSection(meter: NonNullable<BenchResults['meter']>): string {
  return [
    'By the one meter (scripts/measure/visit-meter.ts): every response the page and its service worker ' +
      'fetched, headers and compressed body as Chromium recorded them (as Lighthouse counts), on a phone ' +
      '(375 px, 2×), asking for gzip and then for brotli, until the line was quiet for 2 s. An arrival ' +
      'stays on the first screen; a reader reads it for 3 s and scrolls to the end; a user then uses the ' +
      'page’s tool (the calculator, else the contact form). Kinds as gzip; "Worker" is what the worker ' +
      'fetched to store ahead.',
    meterTable([...meter.pages, meter.floor]),
    meter.verdicts.map((verdict) => `- ${describeVerdict(verdict)}`).join('\n'),
  ].join('\n\n')
}

export function markdownReport(results: BenchResults): string {
  const sections = results.site.map((site) => `#### \`${site.route}\`\n\n${routeTable(site, results.floor)}`)
  const data = results.meter ? [meterSection(results.meter)] : []
  return [
    `Measured ${results.date} on ${results.machine}; ${results.bundler} build; ` +
      `Lighthouse medians of ${results.runs} mobile runs ` +
      `(default simulated throttling), each page's runs taken in turn with its ` +
      `content floor's, and of ${Math.min(results.runs, 3)} ` +
      `desktop runs (desktop preset); every run assumes the server answers in ${assumedServerResponseMs} ms. ` +
      "Content floor: the route's own exported HTML " +
      'with every script removed, served the same way. Empty-page floor: an empty ' +
      'Next page with the same version and ' +
      'config. Both measured in the same run.',
    ...data,
    ...sections,
    `JS that loads later, on interaction (all routes): ` +
      `${kb(results.lazyJs.gzip)} gzip / ${kb(results.lazyJs.brotli)} br in ` +
      `${results.lazyJs.files} files.`,
  ].join('\n\n')
}
