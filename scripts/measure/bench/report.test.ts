import type { LighthouseFigures } from './lighthouse-runs'
import { markdownReport, type BenchResults, type TargetMeasurement } from './report'

const lighthouse = (overrides: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 960,
  paintPathLcp: 900,
  tbt: 100,
  cls: 0,
  speedIndex: 900,
  totalBytes: 100_000,
  ...overrides,
})
const size = { raw: 1000, gzip: 500, brotli: 400, files: 1 }
const bytes = {
  route: '/garlic',
  html: size,
  payload: size,
  css: size,
  fonts: size,
  sharedJs: size,
  ownJs: size,
  firstLoadJs: size,
}

function measurement(
  page: Partial<LighthouseFigures>,
  contentFloor: Partial<LighthouseFigures>,
  slow: Partial<TargetMeasurement['slowNetwork']> = {},
): TargetMeasurement {
  return {
    route: '/garlic',
    mobile: lighthouse(page),
    contentFloor: lighthouse(contentFloor),
    desktop: lighthouse(),
    bytes,
    firstView: { images: 1000, total: 100_000, repeatVisit: 0 },
    slowNetwork: {
      firstContentfulPaint: 1500,
      heroHeadingPainted: 1500,
      interactive: 9000,
      markedInteractive: 9000,
      calculatorAnswered: 9100,
      calculatorTyped: true,
      attempts: 1,
      ...slow,
    },
  }
}

function report(site: TargetMeasurement): string {
  const floor: TargetMeasurement = { ...measurement({}, {}), route: '/', contentFloor: undefined }
  const results: BenchResults = {
    date: '2026-11-24',
    machine: 'test',
    bundler: 'Turbopack',
    runs: 11,
    site: [site],
    lazyJs: size,
    floor,
  }
  return markdownReport(results)
}
const row = (markdown: string, label: string) =>
  markdown.split('\n').find((line) => line.startsWith(`| ${label} |`)) ?? ''

describe('the LCP targets', () => {
  test.each([
    // [page LCP, page paint path, content floor paint path, LCP row mark, paint path row mark]
    [1000, 945, 900, '✅', '✅'], // 945 = 1.05 × 900 exactly
    [1001, 946, 900, '❌', '❌'],
    [960, 810, 960, '✅', '✅'],
    [1035, 1000, 960, '❌', '✅'], // 1000 / 960 = 1.042
    [990, 990, 940, '✅', '❌'], // 990 / 940 = 1.053
  ])(
    'LCP %d ms, paint path %d ms against the floor’s %d ms',
    (lcp, paintPath, floorPaintPath, lcpMark, paintPathMark) => {
      const markdown = report(measurement({ lcp, paintPathLcp: paintPath }, { lcp: 960, paintPathLcp: floorPaintPath }))
      expect(row(markdown, 'LCP')).toMatch(new RegExp(`≤ 1000 ms ${lcpMark} \\|$`))
      expect(row(markdown, 'LCP on the paint path (without the manifest, icon and lazy picture requests)')).toMatch(
        new RegExp(`≤ 1.05× content floor ${paintPathMark} \\|$`),
      )
    },
  )
})

describe('the slow-link run', () => {
  test.each([
    [{ markedInteractive: 9000, calculatorAnswered: 9500 }, '✅', '+500 ms after marked interactive', '✅'],
    [{ markedInteractive: 9000, calculatorAnswered: 9501 }, '✅', '+501 ms after marked interactive', '❌'],
    [{ markedInteractive: null, calculatorAnswered: null }, '❌', 'n/a after marked interactive', '❌'],
  ])('%j', (slow, markedMark, answerText, answerMark) => {
    const markdown = report(measurement({}, {}, slow))
    expect(row(markdown, 'Slow 2G: interactive')).toMatch(new RegExp(`marked by the page ${markedMark} \\|$`))
    const answer = row(markdown, 'Slow 2G: calculator answers (seed count typed at the first paint)')
    expect(answer).toContain(answerText)
    expect(answer).toMatch(new RegExp(`≤ interactive \\+ 500 ms ${answerMark} \\|$`))
  })

  test('says when the figures took a second load, and when the page never marked itself', () => {
    expect(row(report(measurement({}, {}, { attempts: 2 })), 'Slow 2G: interactive')).toContain(
      '(load 2: the first had no interactive mark)',
    )
    expect(
      row(report(measurement({}, {}, { markedInteractive: null, attempts: 2 })), 'Slow 2G: interactive'),
    ).toContain('(never marked itself interactive)')
  })

  test('a page without the calculator has no answer row', () => {
    expect(
      row(
        report(measurement({}, {}, { calculatorTyped: false, calculatorAnswered: null })),
        'Slow 2G: calculator answers (seed count typed at the first paint)',
      ),
    ).toBe('')
  })
})

describe('the response on the wire', () => {
  const label = 'Response on the wire: first screen / whole'
  test.each([
    [14_600, '✅'],
    [14_601, '❌'],
  ])('a first screen of %d bytes against the first round trip’s 14 600: %s', (firstScreen, expected) => {
    const wire = { firstScreen, whole: 30_000, gzipBody: 12_000, brotliBody: 10_000 }
    const line = row(report({ ...measurement({}, {}), wire }), label)
    expect(line).toContain(`${firstScreen} B / 30000 B`)
    expect(line).toMatch(new RegExp(`first screen ≤ 14600 B ${expected} \\|$`))
  })

  test.each([
    [14_336, 12_000, '✅', '✅'],
    [14_337, 12_000, '❌', '✅'],
    [12_000, 12_000, '✅', '❌'],
  ])('a whole page of %d bytes with gzip and %d with brotli, against 14 KB and less: %s %s', (gzip, brotli, a, b) => {
    const wire = { firstScreen: 9_000, whole: 30_000, gzipBody: gzip, brotliBody: brotli }
    const line = row(report({ ...measurement({}, {}), wire }), 'Whole page, its HTML alone: gzip / br')
    expect(line).toContain(`| ${gzip} B / ${brotli} B |`)
    expect(line).toMatch(new RegExp(`gzip ≤ 14336 B ${a}, br less ${b} \\|$`))
  })

  test('a target without a first screen (the empty page) has no such row', () => {
    expect(row(report(measurement({}, {})), label)).toBe('')
  })
})

describe('reaching the calculator by scrolling on slow 3G', () => {
  const label = 'Slow 3G: calculator reached by scrolling, typed / answered'
  test.each([
    [{ typed: 4200, answered: 6100 }, '4200 ms / 6100 ms', '✅'],
    [{ typed: 4200, answered: null }, '4200 ms / n/a', '❌'],
  ])('%j', (scrollToCalculator, figures, expected) => {
    const line = row(report({ ...measurement({}, {}), scrollToCalculator }), label)
    expect(line).toBe(`| ${label} | ${figures} |  |  |  |  | answers ${expected} |`)
  })

  test('a page without the calculator has no such row', () => {
    expect(row(report(measurement({}, {})), label)).toBe('')
  })
})
