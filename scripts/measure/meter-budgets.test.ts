import {
  allIn,
  describeVerdict,
  emptyPageScripts,
  islandScripts,
  pageScript,
  meterBudgets,
  noFramework,
  pageFetchesNoFramework,
  ratioThreeMayCross,
  saveDataReader,
} from './meter-budgets'
import { figuresOf } from './visit-meter'

const KB = 1024

const figures = figuresOf

describe('noFramework', () => {
  it.each([
    ['words, style and pictures only', figures({ document: 12_000, style: 14_000, image: 20_000 }), 0, true],
    ['one chunk fetched by the page', figures({ framework: 1 }), 1, false],
    ['the payload alone', figures({ payload: 9_000 }), 9_000, false],
    ['a chunk the worker stored ahead', figures({ document: 12_000 }, { framework: 4_000 }), 4_000, false],
    ['the page’s basics (a site script) are not the framework', figures({ 'site script': 1_600 }), 0, true],
  ])('%s', (_case, visit, measured, ok) => {
    expect(noFramework('/', visit)).toMatchObject({ measured, limit: 0, ok })
  })
})

describe('pageFetchesNoFramework: the page’s own fetches only', () => {
  it.each([
    [
      'the worker storing other pages’ scripts ahead',
      figures({ document: 6_000 }, { framework: 90_000, payload: 30_000 }),
      0,
      true,
    ],
    ['the page fetching its payload', figures({ document: 6_000, payload: 9_000 }), 9_000, false],
    ['the page fetching a chunk', figures({ framework: 4_000 }), 4_000, false],
  ])('%s', (_case, visit, measured, ok) => {
    expect(pageFetchesNoFramework('/privacy', visit)).toMatchObject({ measured, ok })
  })
})

describe('allIn', () => {
  it.each([
    ['gzip', 400 * KB, true],
    ['gzip', 400 * KB + 1, false],
    ['br', 365 * KB, true],
    ['br', 365 * KB + 1, false],
  ] as const)('%s at %i bytes: within is %s', (encoding, bytes, ok) => {
    expect(allIn('/', figures({ document: bytes }), encoding)).toMatchObject({ measured: bytes, ok })
  })
})

describe('saveDataReader: at most 40 % of the visit before, plus what the words and pictures grew by', () => {
  it.each([
    // 40 % of 100 000 bytes is 40 000; the words and pictures as before.
    [{ total: 100_000, wordsAndPictures: 30_000 }, { image: 20_000, document: 10_000, style: 10_000 }, 40_000, true],
    [{ total: 100_000, wordsAndPictures: 30_000 }, { image: 20_000, document: 10_000, style: 10_001 }, 40_000, false],
    // A photo of 6 000 bytes added: the limit grows by as much.
    [{ total: 100_000, wordsAndPictures: 30_000 }, { image: 26_000, document: 10_000, style: 10_000 }, 46_000, true],
    // Fewer words than before: the limit does not shrink.
    [{ total: 100_000, wordsAndPictures: 30_000 }, { image: 20_000, document: 5_000, style: 15_000 }, 40_000, true],
    // 40 % of 286.5 KB (293 376 bytes) is 117 350.4, floored.
    [{ total: 286.5 * KB, wordsAndPictures: 0 }, { style: 117_351 }, 117_350, false],
  ])('before %j, now %j: limit %d, within is %s', (before, now, limit, ok) => {
    expect(saveDataReader('/', figures(now), before)).toMatchObject({ limit, ok })
  })
  it('judges a phone of ratio 3 by the growth on the meter’s phone: its larger pictures are not growth', () => {
    const before = { total: 100_000, wordsAndPictures: 30_000 }
    const onTheMetersPhone = figures({ image: 20_000, document: 10_000, style: 10_000 })
    expect(
      saveDataReader('/', figures({ image: 26_000, document: 10_000, style: 10_000 }), before, onTheMetersPhone),
    ).toMatchObject({ measured: 46_000, limit: 40_000, ok: false })
  })
  it('is 40 %', () => expect(meterBudgets.saveDataReaderShare).toBe(0.4))
})

describe('ratioThreeMayCross: whether a phone of pixel ratio 3 need be measured too', () => {
  it.each([
    // 60 000 in all, 20 000 of pictures: at most 25 000 more, 85 000.
    [{ document: 40_000, image: 20_000 }, {}, 85_000, false],
    [{ document: 40_000, image: 20_000 }, {}, 84_999, true],
    // The worker's pictures count too (those it fetches at another width).
    [{ document: 40_000 }, { image: 20_000 }, 84_999, true],
    // No picture: the ratio changes nothing.
    [{ document: 40_000 }, {}, 40_000, false],
  ])('page %j, worker %j, line %d: %p', (page, worker, limit, expected) => {
    expect(ratioThreeMayCross(figures(page, worker), limit)).toBe(expected)
  })
})

describe('islandScripts: a user’s framework scripts over the empty page’s', () => {
  it.each([
    // Next's chunks count; the site's own file has a budget of its own, and the worker's storing ahead none here.
    [{ framework: 150_000, 'site script': 2_600 }, {}, 139_332, 10_668, true],
    [{ framework: 139_332 + 20 * KB }, { framework: 90_000 }, 139_332, 20 * KB, true],
    [{ framework: 139_332 + 20 * KB + 1 }, {}, 139_332, 20 * KB + 1, false],
  ])('page %j, worker %j, empty page %d: %d over', (page, worker, empty, over, ok) => {
    expect(islandScripts('/garlic', figures(page, worker), empty)).toMatchObject({
      measured: over,
      limit: 20 * KB,
      ok,
    })
  })
  it('knows the empty page in both encodings, brotli the smaller', () => {
    expect(emptyPageScripts.br).toBeLessThan(emptyPageScripts.gzip)
  })
})

describe('pageScript: the site’s own scripts on any visit', () => {
  it.each([
    [{ 'site script': 2_537, framework: 150_000 }, 2_537, true],
    [{ 'site script': 4 * KB }, 4 * KB, true],
    [{ 'site script': 4 * KB + 1 }, 4 * KB + 1, false],
  ])('page %j: %d, within is %s', (page, measured, ok) => {
    expect(pageScript('/', figures(page))).toMatchObject({ measured, limit: 4 * KB, ok })
  })
})

describe('describeVerdict', () => {
  it.each([
    [
      { what: '/: first visit in all (gzip)', measured: 380 * KB, limit: 400 * KB, ok: true },
      '✅ /: first visit in all (gzip): 380.0 KB (budget 400.0 KB)',
    ],
    [
      { what: '/privacy: framework and payload', measured: 2_048, limit: 0, ok: false },
      '❌ /privacy: framework and payload: 2.0 KB (budget 0.0 KB)',
    ],
  ])('%j', (input, text) => {
    expect(describeVerdict(input)).toBe(text)
  })
})
