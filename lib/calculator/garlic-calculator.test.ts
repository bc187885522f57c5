import { formatNumber } from '@/lib/format'
import { landToSeeds, seedsToLand, varietyFigures } from '@/lib/calculator/garlic-calculator'
import type { LandUnit, PlantSpacing } from '@/lib/calculator/garlic-calculator'

// The specified varieties' spacings (SPEC section 3), so the rules are tested on their own.
type VarietyKey = 'pink-egyptian' | 'white-egyptian' | 'shani' | 'white-eastern' | 'giant-elephant'
const spacing: Record<VarietyKey, PlantSpacing> = {
  'pink-egyptian': { plantSpacingCm: 15, rowSpacingCm: 30 }, // 450 cm² = 0.045 m² per plant
  'white-egyptian': { plantSpacingCm: 15, rowSpacingCm: 30 }, // 450 cm²
  shani: { plantSpacingCm: 12, rowSpacingCm: 25 }, // 300 cm² = 0.03 m²
  'white-eastern': { plantSpacingCm: 15, rowSpacingCm: 30 }, // 450 cm²
  'giant-elephant': { plantSpacingCm: 20, rowSpacingCm: 40 }, // 800 cm² = 0.08 m²
}

// Figures as shown: whole m², seeds and litres; hectares and acres to 4 places (half up).
type Shown = { m2: string; ha: string; acres: string; week: string; month: string; season: string }
const nb = '\u00a0'

function shownLand(figures: { squareMetres: number; hectares: number; acres: number }) {
  return {
    m2: formatNumber(figures.squareMetres),
    ha: formatNumber(figures.hectares, 4),
    acres: formatNumber(figures.acres, 4),
  }
}

function shownWater(water: { perWeek: number; perMonth: number; perSeason: number }) {
  return {
    week: formatNumber(water.perWeek),
    month: formatNumber(water.perMonth),
    season: formatNumber(water.perSeason),
  }
}

describe(
  'seedsToLand: land = seeds × area per plant × 1.1; water 10 L/m²/week, month ' + '= week × 4.33, season = week × 20',
  () => {
    test.each<[VarietyKey, string, Shown]>([
      // 1000 × 0.045 × 1.1 = 49.5 m² -> 50; 49.5 / 10 000 = 0.00495 ha -> 0,0050; 49.5 / 4046.86 = 0.012231… ac
      // water 49.5 × 10 = 495 L; 495 × 4.33 = 2 143.35 -> 2 143; 495 × 20 = 9 900
      [
        'pink-egyptian',
        '1000',
        { m2: '50', ha: '0,0050', acres: '0,0122', week: '495', month: `2${nb}143`, season: `9${nb}900` },
      ],
      [
        'white-egyptian',
        '1000',
        { m2: '50', ha: '0,0050', acres: '0,0122', week: '495', month: `2${nb}143`, season: `9${nb}900` },
      ],
      [
        'white-eastern',
        '1000',
        { m2: '50', ha: '0,0050', acres: '0,0122', week: '495', month: `2${nb}143`, season: `9${nb}900` },
      ],
      // 1000 × 0.03 × 1.1 = 33 m²; 0.0033 ha; 33 / 4046.86 = 0.008154… -> 0,0082; 330 L;
      // 330 × 4.33 = 1 428.9 -> 1 429; 6 600
      [
        'shani',
        '1000',
        { m2: '33', ha: '0,0033', acres: '0,0082', week: '330', month: `1${nb}429`, season: `6${nb}600` },
      ],
      // 1000 × 0.08 × 1.1 = 88 m²; 0.0088 ha; 88 / 4046.86 = 0.021745… -> 0,0217; 880 L; 880 × 4.33 = 3 810.4 -> 3 810;
      // 17 600
      [
        'giant-elephant',
        '1000',
        { m2: '88', ha: '0,0088', acres: '0,0217', week: '880', month: `3${nb}810`, season: `17${nb}600` },
      ],
      // boundary, 1 seed: 0.045 × 1.1 = 0.0495 m² -> 0; 0.00000495 ha -> 0,0000; 0.495 L -> 0;
      // 0.495 × 4.33 = 2.14335 -> 2; 0.495 × 20 = 9.9 -> 10
      ['pink-egyptian', '1', { m2: '0', ha: '0,0000', acres: '0,0000', week: '0', month: '2', season: '10' }],
      // 250 000 × 0.0495 = 12 375 m²; 1.2375 ha; 12 375 / 4046.86 = 3.057926… -> 3,0579
      // 123 750 L; 123 750 × 4.33 = 535 837.5 -> 535 838 (exactly half rounds up); 2 475 000
      [
        'pink-egyptian',
        '250000',
        {
          m2: `12${nb}375`,
          ha: '1,2375',
          acres: '3,0579',
          week: `123${nb}750`,
          month: `535${nb}838`,
          season: `2${nb}475${nb}000`,
        },
      ],
      // the same count written other ways a number field allows: 2.5e5 and 250000.0
      [
        'pink-egyptian',
        '2.5e5',
        {
          m2: `12${nb}375`,
          ha: '1,2375',
          acres: '3,0579',
          week: `123${nb}750`,
          month: `535${nb}838`,
          season: `2${nb}475${nb}000`,
        },
      ],
      [
        'pink-egyptian',
        ' 250000.0 ',
        {
          m2: `12${nb}375`,
          ha: '1,2375',
          acres: '3,0579',
          week: `123${nb}750`,
          month: `535${nb}838`,
          season: `2${nb}475${nb}000`,
        },
      ],
      // the largest count, 10^12: 10^12 × 0.088 = 88 000 000 000 m²; 8 800 000 ha; 8.8 × 10^10 / 4046.86 = 21 745
      // 254.34526… ac 8.8 × 10^11 L; × 4.33 = 3 810 400 000 000; × 20 = 17 600 000 000 000
      [
        'giant-elephant',
        '1000000000000',
        {
          m2: `88${nb}000${nb}000${nb}000`,
          ha: `8${nb}800${nb}000,0000`,
          acres: `21${nb}745${nb}254,3453`,
          week: `880${nb}000${nb}000${nb}000`,
          month: `3${nb}810${nb}400${nb}000${nb}000`,
          season: `17${nb}600${nb}000${nb}000${nb}000`,
        },
      ],
    ])('%s, %p seeds', (variety, seeds, expected) => {
      const outcome = seedsToLand(seeds, spacing[variety])
      if (!outcome.ok) throw new Error(`no result: ${outcome.reason}`)
      expect({ ...shownLand(outcome.result.landNeeded), ...shownWater(outcome.result.water) }).toEqual(expected)
    })

    test('reports the seeds used, plants per m² and the spacings', () => {
      const outcome = seedsToLand('1000', spacing.shani)
      // 1 / 0.03 = 33.333… plants per m² -> 33,33
      expect(outcome).toMatchObject({
        ok: true,
        result: {
          mode: 'seedsToLand',
          seedsUsed: 1000,
          plantsPerSquareMetre: 33.33,
          plantSpacingCm: 12,
          rowSpacingCm: 25,
        },
      })
    })
  },
)

describe('landToSeeds: seeds = ⌊land in m² × 0.9 ÷ area per plant⌋', () => {
  test.each<[VarietyKey, string, LandUnit, number, Shown]>([
    // 1 ha = 10 000 m²; 10 000 × 0.9 / 0.045 = 200 000; 10 000 / 4046.86 = 2.471051… ac; 100 000 L; 433 000; 2 000 000
    [
      'pink-egyptian',
      '1',
      'hectare',
      200000,
      {
        m2: `10${nb}000`,
        ha: '1,0000',
        acres: '2,4711',
        week: `100${nb}000`,
        month: `433${nb}000`,
        season: `2${nb}000${nb}000`,
      },
    ],
    [
      'white-egyptian',
      '1',
      'hectare',
      200000,
      {
        m2: `10${nb}000`,
        ha: '1,0000',
        acres: '2,4711',
        week: `100${nb}000`,
        month: `433${nb}000`,
        season: `2${nb}000${nb}000`,
      },
    ],
    // 2 ha = 20 000 m²; 20 000 × 0.9 / 0.03 = 600 000; 20 000 / 4046.86 = 4.942103… ac
    [
      'shani',
      '2',
      'hectare',
      600000,
      {
        m2: `20${nb}000`,
        ha: '2,0000',
        acres: '4,9421',
        week: `200${nb}000`,
        month: `866${nb}000`,
        season: `4${nb}000${nb}000`,
      },
    ],
    // 1 acre = 4 046.86 m² -> 4 047; 4 046.86 × 0.9 / 0.08 = 45 527.175 -> 45 527; 0.404686 ha -> 0,4047
    // 40 468.6 L -> 40 469; 40 468.6 × 4.33 = 175 228.838 -> 175 229; 40 468.6 × 20 = 809 372
    [
      'giant-elephant',
      '1',
      'acre',
      45527,
      {
        m2: `4${nb}047`,
        ha: '0,4047',
        acres: '1,0000',
        week: `40${nb}469`,
        month: `175${nb}229`,
        season: `809${nb}372`,
      },
    ],
    // 2.5 m² × 0.9 / 0.045 = 50; 2.5 m² -> 3; 0.00025 ha -> 0,0003; 2.5 / 4046.86 = 0.000617… -> 0,0006; 25 L; 108.25
    // -> 108; 500
    [
      'white-eastern',
      '2.5',
      'sqm',
      50,
      { m2: '3', ha: '0,0003', acres: '0,0006', week: '25', month: '108', season: '500' },
    ],
    // 1 m² × 0.9 / 0.03 = 30
    ['shani', '1', 'sqm', 30, { m2: '1', ha: '0,0001', acres: '0,0002', week: '10', month: '43', season: '200' }],
    // 0.7 × 0.9 / 0.03 = 0.63 / 0.03 = 21 exactly (in binary floats this is 20.999…, which would round down to 20)
    ['shani', '0.7', 'sqm', 21, { m2: '1', ha: '0,0001', acres: '0,0002', week: '7', month: '30', season: '140' }],
    // boundary, 0.1 m²: 0.1 × 0.9 / 0.045 = 2 exactly (floats give 1.999…); 1 L a week; 4.33 -> 4; 20
    ['pink-egyptian', '0.1', 'sqm', 2, { m2: '0', ha: '0,0000', acres: '0,0000', week: '1', month: '4', season: '20' }],
    // boundary, 0.1 ha = 1 000 m²: 1 000 × 0.9 / 0.045 = 20 000; 1 000 / 4046.86 = 0.247105… ac
    [
      'pink-egyptian',
      '0.1',
      'hectare',
      20000,
      {
        m2: `1${nb}000`,
        ha: '0,1000',
        acres: '0,2471',
        week: `10${nb}000`,
        month: `43${nb}300`,
        season: `200${nb}000`,
      },
    ],
    // boundary, 0.1 acre = 404.686 m² -> 405; 404.686 × 0.9 / 0.045 = 8 093.72 -> 8 093; 0.0404686 ha -> 0,0405
    // 4 046.86 L -> 4 047; × 4.33 = 17 522.9038 -> 17 523; × 20 = 80 937.2 -> 80 937
    [
      'pink-egyptian',
      '0.1',
      'acre',
      8093,
      { m2: '405', ha: '0,0405', acres: '0,1000', week: `4${nb}047`, month: `17${nb}523`, season: `80${nb}937` },
    ],
    // the largest land, 10^9 acres = 4 046 860 000 000 m²; × 0.9 / 0.03 = 121 405 800 000 000 seeds
    // × 10 = 40 468 600 000 000 L; × 4.33 = 175 229 038 000 000; × 20 = 809 372 000 000 000
    [
      'shani',
      '1000000000',
      'acre',
      121405800000000,
      {
        m2: `4${nb}046${nb}860${nb}000${nb}000`,
        ha: `404${nb}686${nb}000,0000`,
        acres: `1${nb}000${nb}000${nb}000,0000`,
        week: `40${nb}468${nb}600${nb}000${nb}000`,
        month: `175${nb}229${nb}038${nb}000${nb}000`,
        season: `809${nb}372${nb}000${nb}000${nb}000`,
      },
    ],
  ])('%s, %p %s', (variety, land, unit, seedsNeeded, expected) => {
    const outcome = landToSeeds(land, unit, spacing[variety])
    if (!outcome.ok) throw new Error(`no result: ${outcome.reason}`)
    expect(outcome.result.seedsNeeded).toBe(seedsNeeded)
    expect({ ...shownLand(outcome.result.landProvided), ...shownWater(outcome.result.water) }).toEqual(expected)
  })

  test('1 hectare of giant elephant: 10 000 × 0.9 / 0.08 = 112 500 seeds, 1 / 0.08 = 12,50 plants per m²', () => {
    const outcome = landToSeeds('1', 'hectare', spacing['giant-elephant'])
    expect(outcome).toMatchObject({
      ok: true,
      result: { seedsNeeded: 112500, plantsPerSquareMetre: 12.5, plantSpacingCm: 20, rowSpacingCm: 40 },
    })
    if (outcome.ok) expect(formatNumber(outcome.result.plantsPerSquareMetre, 2)).toBe('12,50')
  })
})

describe('input that gives no result', () => {
  test.each<[string, string]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notANumber'],
    ['1,5', 'notANumber'],
    ['1 000', 'notANumber'],
    ['NaN', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['0', 'belowMinimum'],
    ['-0', 'belowMinimum'],
    ['-1', 'belowMinimum'],
    ['-1000', 'belowMinimum'],
    ['0.5', 'belowMinimum'],
    ['2.5', 'notWhole'],
    ['1000.5', 'notWhole'],
    ['1.0000001', 'notWhole'],
    ['1000000000001', 'aboveMaximum'],
    ['1e13', 'aboveMaximum'],
    ['1e999999', 'aboveMaximum'],
  ])('seeds %p: %s', (seeds, reason) => {
    expect(seedsToLand(seeds, spacing['pink-egyptian'])).toEqual({ ok: false, reason })
  })

  test.each<[string, string]>([
    ['', 'empty'],
    ['two', 'notANumber'],
    ['0,5', 'notANumber'],
    ['0', 'belowMinimum'],
    ['-2', 'belowMinimum'],
    ['0.09', 'belowMinimum'],
    ['0.0999999', 'belowMinimum'],
    ['1e-999999', 'belowMinimum'],
    ['1000000000.1', 'aboveMaximum'],
    ['1e10', 'aboveMaximum'],
  ])('land %p: %s', (land, reason) => {
    expect(landToSeeds(land, 'hectare', spacing.shani)).toEqual({ ok: false, reason })
  })

  test('a land size need not be a whole number or a multiple of 0.1', () => {
    // 0.15 ha = 1 500 m²; 1 500 × 0.9 / 0.045 = 30 000
    expect(landToSeeds('0.15', 'hectare', spacing['pink-egyptian'])).toMatchObject({
      ok: true,
      result: { seedsNeeded: 30000 },
    })
  })
})

describe('varietyFigures: the static table, from 1 hectare and 1 000 seeds', () => {
  test.each<[VarietyKey, number, number, number]>([
    // 1 / 0.045 = 22.22 per m²; 10 000 × 0.9 / 0.045 = 200 000 per ha; 1 000 × 0.045 × 1.1 = 49.5 -> 50 m²
    ['pink-egyptian', 22.22, 200000, 50],
    ['white-egyptian', 22.22, 200000, 50],
    ['white-eastern', 22.22, 200000, 50],
    // 1 / 0.03 = 33.33; 9 000 / 0.03 = 300 000; 1 000 × 0.03 × 1.1 = 33
    ['shani', 33.33, 300000, 33],
    // 1 / 0.08 = 12.5; 9 000 / 0.08 = 112 500; 1 000 × 0.08 × 1.1 = 88
    ['giant-elephant', 12.5, 112500, 88],
  ])(
    '%s: %p plants per m², %p seeds per hectare, %p m² per 1 000 seeds',
    (variety, plants, seedsPerHectare, squareMetres) => {
      expect(varietyFigures(spacing[variety])).toEqual({
        plantsPerSquareMetre: plants,
        seedsPerHectare,
        squareMetresPer1000Seeds: squareMetres,
      })
    },
  )
})
