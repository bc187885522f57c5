import type { SiteBytes, Size } from '../site-bytes'
import type { FirstViewFigures, SlowNetworkFigures } from './browser-runs'
import type { LighthouseFigures } from './lighthouse-runs'

export type TargetMeasurement = {
  route: string
  mobile: LighthouseFigures
  desktop: LighthouseFigures
  bytes: SiteBytes['routes'][number]
  firstView: FirstViewFigures & { repeatVisit: number }
  slowNetwork: SlowNetworkFigures
}

export type BenchResults = {
  date: string
  machine: string
  bundler: string
  runs: number
  site: TargetMeasurement[]
  lazyJs: Size
  floor: TargetMeasurement
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number | null) => (value === null || Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`)
const ratio = (value: number | null, floor: number | null) =>
  value === null || floor === null || floor === 0 ? '' : `${(value / floor).toFixed(2)}×`
const mark = (ok: boolean) => (ok ? '✅' : '❌')

type Row = [label: string, mobile: string, desktop: string, floor: string, vsFloor: string, target: string]

/** Each route's figures against the floor's, with the targets and whether each is met. */
function routeTable(site: TargetMeasurement, floor: TargetMeasurement): string {
  const m = site.mobile
  const d = site.desktop
  const f = floor.mobile
  const firstLoadLimit = floor.bytes.firstLoadJs.gzip + 20 * 1024
  const rows: Row[] = [
    ['Performance', `${m.performance}`, `${d.performance}`, `${f.performance}`, ratio(m.performance, f.performance), `≥ floor ${mark(m.performance >= f.performance)}`],
    ['Accessibility', `${m.accessibility}`, `${d.accessibility}`, `${f.accessibility}`, '', `100 ${mark(m.accessibility === 100 && d.accessibility === 100)}`],
    ['Best Practices', `${m.bestPractices}`, `${d.bestPractices}`, `${f.bestPractices}`, '', `100 ${mark(m.bestPractices === 100 && d.bestPractices === 100)}`],
    ['SEO', `${m.seo}`, `${d.seo}`, `${f.seo}`, '', `100 ${mark(m.seo === 100 && d.seo === 100)}`],
    ['FCP', ms(m.fcp), ms(d.fcp), ms(f.fcp), ratio(m.fcp, f.fcp), ''],
    ['LCP', ms(m.lcp), ms(d.lcp), ms(f.lcp), ratio(m.lcp, f.lcp), `≤ 1.1× floor ${mark(m.lcp <= 1.1 * f.lcp)}`],
    ['TBT', ms(m.tbt), ms(d.tbt), ms(f.tbt), `${m.tbt - f.tbt >= 0 ? '+' : ''}${Math.round(m.tbt - f.tbt)} ms`, `≤ floor + 50 ms ${mark(m.tbt <= f.tbt + 50)}`],
    ['CLS', m.cls.toFixed(3), d.cls.toFixed(3), f.cls.toFixed(3), '', `0 ${mark(m.cls === 0 && d.cls === 0)}`],
    ['Speed Index', ms(m.speedIndex), ms(d.speedIndex), ms(f.speedIndex), ratio(m.speedIndex, f.speedIndex), ''],
    ['Total bytes (Lighthouse)', kb(m.totalBytes), kb(d.totalBytes), kb(f.totalBytes), ratio(m.totalBytes, f.totalBytes), ''],
    ['First-view transfer (phone)', kb(site.firstView.total), '', kb(floor.firstView.total), ratio(site.firstView.total, floor.firstView.total), `≤ 250 KB ${mark(site.firstView.total <= 250 * 1024)}`],
    ['Repeat-visit transfer', kb(site.firstView.repeatVisit), '', kb(floor.firstView.repeatVisit), '', ''],
    ['HTML gzip / br', `${kb(site.bytes.html.gzip)} / ${kb(site.bytes.html.brotli)}`, '', `${kb(floor.bytes.html.gzip)} / ${kb(floor.bytes.html.brotli)}`, ratio(site.bytes.html.gzip, floor.bytes.html.gzip), ''],
    ['React payload after first paint, gzip / br', `${kb(site.bytes.payload.gzip)} / ${kb(site.bytes.payload.brotli)}`, '', `${kb(floor.bytes.payload.gzip)} / ${kb(floor.bytes.payload.brotli)}`, '', ''],
    ['CSS gzip / br', `${kb(site.bytes.css.gzip)} / ${kb(site.bytes.css.brotli)}`, '', kb(floor.bytes.css.gzip), '', ''],
    ['Fonts', `${kb(site.bytes.fonts.raw)} (${site.bytes.fonts.files} file)`, '', kb(floor.bytes.fonts.raw), '', ''],
    ['First-view images (phone)', kb(site.firstView.images), '', kb(floor.firstView.images), '', ''],
    ['JS framework, every page, gzip / br', `${kb(site.bytes.sharedJs.gzip)} / ${kb(site.bytes.sharedJs.brotli)}`, '', '', '', ''],
    ['JS this route only, gzip / br', `${kb(site.bytes.ownJs.gzip)} / ${kb(site.bytes.ownJs.brotli)}`, '', '', '', ''],
    ['First-load JS gzip / br', `${kb(site.bytes.firstLoadJs.gzip)} / ${kb(site.bytes.firstLoadJs.brotli)}`, '', `${kb(floor.bytes.firstLoadJs.gzip)} / ${kb(floor.bytes.firstLoadJs.brotli)}`, `+${kb(site.bytes.firstLoadJs.gzip - floor.bytes.firstLoadJs.gzip)}`, `≤ floor + 20 KB ${mark(site.bytes.firstLoadJs.gzip <= firstLoadLimit)}`],
    ['Slow 2G: hero heading painted', ms(site.slowNetwork.heroHeadingPainted), '', ms(floor.slowNetwork.heroHeadingPainted), ratio(site.slowNetwork.heroHeadingPainted, floor.slowNetwork.heroHeadingPainted), `≤ 3000 ms ${mark((site.slowNetwork.heroHeadingPainted ?? Infinity) <= 3000)}`],
    ['Slow 2G: interactive', ms(site.slowNetwork.interactive), '', ms(floor.slowNetwork.interactive), ratio(site.slowNetwork.interactive, floor.slowNetwork.interactive), ''],
  ]
  const header = '| Metric | Mobile | Desktop | Floor (mobile) | vs floor | Target |\n|---|---:|---:|---:|---:|---|'
  return [header, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')
}

export function markdownReport(results: BenchResults): string {
  const sections = results.site.map((site) => `#### \`${site.route}\`\n\n${routeTable(site, results.floor)}`)
  return [
    `Measured ${results.date} on ${results.machine}; ${results.bundler} build; Lighthouse medians of ${results.runs} runs ` +
      '(mobile: default simulated throttling; desktop: desktop preset). Floor: an empty Next page ' +
      'with the same version and config, measured in the same run.',
    ...sections,
    `JS that loads later, on interaction (all routes): ${kb(results.lazyJs.gzip)} gzip / ${kb(results.lazyJs.brotli)} br in ${results.lazyJs.files} files.`,
  ].join('\n\n')
}
