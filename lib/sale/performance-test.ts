import { roundTo } from './figures'

/**
 * A bull's growth test, as the test station or the herd reports it: a central test at a station
 * (Phase C), an on-farm test in the breeder's herd (Phase D), or a veld bull test; its start and
 * length, and its results. Each result's unit, decimals and the range a real one falls in are here;
 * its name and unit as the page prints them are content's.
 */
export const testKinds = ['phaseC', 'phaseD', 'veld'] as const
export type TestKind = (typeof testKinds)[number]

export const testResultKeys = [
  'adg',
  'fcr',
  'rfi',
  'kleiber',
  'shoulderHeight',
  'bodyLength',
  'skinThickness',
  'scrotal',
  'index',
] as const
export type TestResultKey = (typeof testResultKeys)[number]

export type TestResultRule = {
  /** The unit the result is in (its words are content's); none for a ratio or an index. */
  unit?: 'g/day' | 'kg/kg' | 'kg/day' | 'cm' | 'mm'
  decimals: 0 | 1 | 2
  min: number
  max: number
}

export const testResultRules: Readonly<Record<TestResultKey, TestResultRule>> = {
  // Average daily gain on the test, grams a day.
  adg: { unit: 'g/day', decimals: 0, min: 300, max: 3500 },
  // Feed conversion: kg of feed for each kg of gain.
  fcr: { unit: 'kg/kg', decimals: 2, min: 2, max: 15 },
  // Residual feed intake, kg a day: less than expected (below 0) is more efficient.
  rfi: { unit: 'kg/day', decimals: 2, min: -5, max: 5 },
  // Kleiber ratio: gain for the animal's metabolic weight.
  kleiber: { decimals: 1, min: 20, max: 200 },
  shoulderHeight: { unit: 'cm', decimals: 1, min: 80, max: 170 },
  bodyLength: { unit: 'cm', decimals: 1, min: 80, max: 220 },
  // In millimetres: a thicker skin resists ticks.
  skinThickness: { unit: 'mm', decimals: 1, min: 2, max: 15 },
  scrotal: { unit: 'cm', decimals: 1, min: 20, max: 55 },
  // The bull's index in its test group, 100 the group's average.
  index: { decimals: 0, min: 40, max: 200 },
}

/** A test's length: at least three weeks, at most a year. */
export const testDays = { min: 21, max: 365 } as const

/** What is wrong with a test result, or undefined. */
export function testResultProblem(key: TestResultKey, value: number): string | undefined {
  const rule = testResultRules[key]
  if (!Number.isFinite(value)) return 'is not a number'
  if (value < rule.min || value > rule.max) return `must be from ${rule.min} to ${rule.max}`
  if (roundTo(value, rule.decimals) !== value) {
    return rule.decimals === 0
      ? 'must be a whole number'
      : `must have at most ${rule.decimals} decimal${rule.decimals === 1 ? '' : 's'}`
  }
  return undefined
}

/** A temperament score: 1 (calm, easy to handle) to 5 (wild), as the breed scores it. */
export const temperamentScores = { calmest: 1, wildest: 5 } as const
