import {
  accuracyProblem,
  barPlacement,
  bandsProblem,
  breedingValueProblem,
  ebvRules,
  ebvScale,
  ebvStanding,
  indexRule,
  type Bands,
} from './breeding-values'

// Weaning weight (more is better) and birth (less is better), as a breed's bands might give them.
const weaningBands: Bands = { 1: 30, 5: 24, 10: 21, 25: 16, 50: 12, 75: 8, 90: 4 }
const birthBands: Bands = { 1: -2.5, 10: -0.8, 25: 0.2, 50: 1.0, 90: 2.6 }

describe('where an animal stands in the breed', () => {
  test.each([
    // value, standing: at each band's edge the band is reached; a hair short, the next one.
    [35, { kind: 'top', percent: 1 }],
    [30, { kind: 'top', percent: 1 }],
    [29.9, { kind: 'top', percent: 5 }],
    [24, { kind: 'top', percent: 5 }],
    [21, { kind: 'top', percent: 10 }],
    [20.9, { kind: 'top', percent: 25 }],
    [12, { kind: 'top', percent: 50 }],
    // Short of the breed's middle band: against the breed's average.
    [11.9, { kind: 'above', better: true }],
    [11, { kind: 'at', better: false }],
    [8, { kind: 'below', better: false }],
  ] as const)('weaning +%s kg (average +11 kg): %j', (value, standing) => {
    expect(ebvStanding(ebvRules.weaning, value, 11, weaningBands)).toEqual(standing)
  })

  test.each([
    [-3, { kind: 'top', percent: 1 }],
    [-2.5, { kind: 'top', percent: 1 }],
    [-2.4, { kind: 'top', percent: 10 }],
    [0.2, { kind: 'top', percent: 25 }],
    [1, { kind: 'top', percent: 50 }],
    [1.1, { kind: 'at', better: false }],
    [1.2, { kind: 'above', better: false }],
  ] as const)('birth %s kg, where less is better (average +1,1 kg): %j', (value, standing) => {
    expect(ebvStanding(ebvRules.birth, value, 1.1, birthBands)).toEqual(standing)
  })

  test.each([
    [0.4, { kind: 'below', better: true }],
    [1.8, { kind: 'above', better: false }],
    [1.1, { kind: 'at', better: false }],
  ] as const)('without bands, birth %s kg against the breed average of +1,1 kg: %j', (value, standing) => {
    expect(ebvStanding(ebvRules.birth, value, 1.1)).toEqual(standing)
  })

  test('a value equal to an average with more decimals is not "at" it', () => {
    expect(ebvStanding(ebvRules.weaning, 12.1, 12.13)).toEqual({ kind: 'below', better: false })
  })
})

describe('the bands a breed publishes', () => {
  test('widening towards the average, for either direction: good', () => {
    expect(bandsProblem('higher', weaningBands)).toBeUndefined()
    expect(bandsProblem('lower', birthBands)).toBeUndefined()
    expect(bandsProblem('higher', {})).toBeUndefined()
  })

  test('a wider band better than a narrower one is refused, naming both', () => {
    expect(bandsProblem('higher', { 10: 21, 25: 22 })).toBe(
      "the top 25 % band (22) is better than the top 10 % band (21): the bands widen towards the breed's average",
    )
    expect(bandsProblem('lower', { 1: -2.5, 10: -3 })).toMatch(/^the top 10 % band \(-3\)/)
  })
})

describe('what a breeding value and an accuracy may be', () => {
  test.each([
    [ebvRules.birth, 1.2, undefined],
    [ebvRules.birth, -10, undefined],
    [ebvRules.birth, 15, undefined],
    [ebvRules.birth, 15.1, 'must be from -10 to 15'],
    [ebvRules.birth, 1.25, undefined],
    [ebvRules.birth, 1.255, 'must have at most 2 decimals'],
    [ebvRules.weaning, 21.5, undefined],
    [ebvRules.weaning, 21.55, 'must have at most 1 decimal'],
    [ebvRules.weaning, Number.NaN, 'is not a number'],
    [indexRule, 112.5, undefined],
    [indexRule, 1001, 'must be from -1000 to 1000'],
  ])('%j %s: %s', (rule, value, problem) => {
    expect(breedingValueProblem(rule, value)).toBe(problem)
  })

  test.each([
    [1, undefined],
    [72, undefined],
    [99, undefined],
    [0, 'must be from 1 to 99 %'],
    [100, 'must be from 1 to 99 %'],
    [72.5, 'must be a whole per cent'],
  ])('accuracy %s: %s', (accuracy, problem) => {
    expect(accuracyProblem(accuracy)).toBe(problem)
  })
})

describe('the bars', () => {
  test('the scale: the average in the middle, every value and band within it, with room', () => {
    expect(ebvScale(10, [4, 22])).toEqual({ from: 10 - 12 * 1.15, to: 10 + 12 * 1.15 })
    expect(ebvScale(12, [14], weaningBands)).toEqual({ from: 12 - 18 * 1.15, to: 12 + 18 * 1.15 })
    expect(ebvScale(3, [3])).toEqual({ from: 2, to: 4 })
  })

  test.each([
    [0, 99, { at: 0.5, spread: 0.0025 }],
    [10, 50, { at: 1, spread: 0.125 }],
    [-20, 1, { at: 0, spread: 0.2475 }],
    [5, undefined, { at: 0.75, spread: 0 }],
  ])('a value of %s at an accuracy of %s %% on a scale from -10 to 10: %j', (value, accuracy, placement) => {
    const placed = barPlacement({ from: -10, to: 10 }, value, accuracy)
    expect(placed.at).toBeCloseTo(placement.at, 10)
    expect(placed.spread).toBeCloseTo(placement.spread, 10)
  })
})
