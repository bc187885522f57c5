import { figuresOf } from '../visit-meter'
import { emptyPageScripts } from '../meter-budgets'
import { floorDrift, meterTable, meterVerdicts, visitsFor, type MeterFigures } from './meter-runs'

const KB = 1024

const visit = figuresOf

describe('visitsFor', () => {
  it('measures a page with a tool and a worker twelve ways', () => {
    expect(visitsFor(true, true)).toEqual([
      'arrival/full/gzip',
      'reader/full/gzip',
      'reader/save-data/gzip',
      'user/full/gzip',
      'user/save-data/gzip',
      'reader/save-data@1x/gzip',
      'reader/save-data@3x/gzip',
      'arrival/full/br',
      'reader/full/br',
      'reader/save-data/br',
      'user/full/br',
      'user/save-data/br',
    ])
  })
  it('has no user where the page has no tool', () => {
    expect(visitsFor(false, true)).toEqual([
      'arrival/full/gzip',
      'reader/full/gzip',
      'reader/save-data/gzip',
      'reader/save-data@1x/gzip',
      'reader/save-data@3x/gzip',
      'arrival/full/br',
      'reader/full/br',
      'reader/save-data/br',
    ])
  })
  it('reads the empty page (no worker, no tool) once per encoding', () => {
    expect(visitsFor(false, false)).toEqual(['reader/full/gzip', 'reader/full/br'])
  })
})

describe('meterVerdicts', () => {
  const words = { document: 12 * KB, style: 12 * KB, image: 20 * KB }
  const floor: MeterFigures = {
    route: '/',
    hasTool: false,
    visits: {
      'reader/full/gzip': visit({ document: 3 * KB, framework: 136 * KB }),
      'reader/full/br': visit({ document: 3 * KB, framework: 116 * KB }),
    },
  }
  const named = {
    home: '/',
    bonsmara: '/bonsmara',
    privacy: '/privacy',
    notFound: '/no-such-field',
    garlic: '/garlic',
  }
  const pages: MeterFigures[] = [
    {
      route: '/',
      hasTool: true,
      visits: {
        'arrival/full/gzip': visit({ ...words, framework: 150 * KB }, { framework: 90 * KB, document: 40 * KB }),
        'arrival/full/br': visit({ ...words, framework: 130 * KB }, { framework: 80 * KB, document: 34 * KB }),
        'reader/save-data/gzip': visit(words),
        // On a phone of ratio 3, pictures fetched at its width before the worker came: over 40 % of 233 KB.
        'reader/save-data@3x/gzip': visit({ ...words, image: 80 * KB }),
      },
    },
    {
      route: '/privacy',
      hasTool: false,
      visits: {
        // The worker stores other pages' scripts ahead: the page itself fetched one byte of payload.
        'reader/full/gzip': visit({ document: 6 * KB, payload: 1 }, { framework: 90 * KB }),
        'reader/save-data/gzip': visit(words),
      },
    },
    {
      route: '/garlic',
      hasTool: true,
      visits: {
        'user/full/gzip': visit({ framework: 150 * KB, 'site script': 2 * KB }),
        'user/full/br': visit({ framework: 139 * KB }),
      },
    },
  ]
  const verdicts = meterVerdicts(pages, floor, named)
  const byWhat = (what: string) => verdicts.find((verdict) => verdict.what.startsWith(what))

  it.each([
    // 44 KB page + 130 KB worker + 150 KB framework = 324 KB with gzip; 174 + 114 = 288 with brotli.
    ['/: first visit in all (gzip)', 324 * KB, true],
    ['/: first visit in all (br)', 288 * KB, true],
    ['/ (Save-Data reader): framework and payload', 0, true],
    ['/ at 2×: Save-Data reader, 40 %', 44 * KB, true],
    ['/ at 3×: Save-Data reader, 40 %', 104 * KB, false],
    // One byte of payload is a framework fetch.
    ['/privacy (any reader): the page', 1, false],
    // 150 KB of framework against the empty page's 136 (the site's own 2 KB apart); with brotli 139 against 116, past
    // the budget of 20 KB.
    ['/garlic (user of the calculator, gzip): framework scripts over the empty page', 14 * KB, true],
    ['/garlic (user of the calculator, gzip): the site', 2 * KB, true],
    ['/garlic (user of the calculator, br): framework scripts over the empty page', 23 * KB, false],
    ['/garlic (user of the calculator, br): the site', 0, true],
  ])('%s: %d bytes, within is %s', (what, measured, ok) => {
    expect(byWhat(what)).toMatchObject({ measured, ok })
  })

  it('judges only what was measured: no animal page, no 404 visit, no verdict for them', () => {
    expect(verdicts.filter((verdict) => /no-such-field|catalogue/.test(verdict.what))).toEqual([])
  })
})

describe('floorDrift', () => {
  const floorOf = (scripts: number): MeterFigures => ({
    route: '/',
    hasTool: false,
    visits: { 'reader/full/gzip': visit({ framework: scripts }) },
  })
  it.each([
    [emptyPageScripts.gzip, null],
    [Math.floor(emptyPageScripts.gzip * 1.01), null],
    [Math.ceil(emptyPageScripts.gzip * 1.011), 'update emptyPageScripts'],
  ])('the empty page at %d bytes', (scripts, message) => {
    const drift = floorDrift(floorOf(scripts))
    if (message === null) expect(drift).toBeNull()
    else expect(drift).toContain(message)
  })
})

describe('meterTable', () => {
  it('has a row per page and visit, gzip by kind and both totals', () => {
    const page: MeterFigures = {
      route: '/privacy',
      hasTool: false,
      visits: {
        'reader/full/gzip': visit({ document: 6 * KB, style: 14 * KB }, { document: 2 * KB }),
        'reader/full/br': visit({ document: 5 * KB, style: 12 * KB }, { document: 2 * KB }),
      },
    }
    const lines = meterTable([page]).split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toBe(
      '| `/privacy` | reader | no | 6.0 KB | 0.0 KB | 0.0 KB | 0.0 KB | 14.0 KB | 0.0 KB | 0.0 KB | 0.0 KB | ' +
        '2.0 KB | 22.0 KB | 19.0 KB |',
    )
  })
})
