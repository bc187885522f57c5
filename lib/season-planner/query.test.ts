import {
  defaultPlannerState,
  hasPlannerQuery,
  parsePlannerQuery,
  samePlannerState,
  serialisePlannerQuery,
} from '@/lib/season-planner/query'
import type { PlannerState } from '@/lib/season-planner/query'

// The services' keys in the price lists' order (content/garlic.yaml).
const services = {
  field: ['bed-shaping', 'planting', 'harvesting'],
  processing: ['cleaning', 'grading', 'splitting', 'seed-grading', 'seed-peeling'],
  seed: ['pink-egyptian', 'shani'],
}
const noPlan = defaultPlannerState()
const issueSeason = [
  'hectares=2&field=bed-shaping&field=planting&field=harvesting&km=100&tons=10',
  'processing=cleaning&processing=grading&processing=splitting&processing=seed-grading&processing=seed-peeling',
].join('&')

describe('parsePlannerQuery', () => {
  test('no query is an empty plan', () => {
    expect(parsePlannerQuery('', services)).toEqual({
      hectares: '',
      seed: '',
      field: [],
      kilometres: '',
      tons: '',
      processing: [],
    })
  })

  test("reads a shared season, beside the calculator's own state", () => {
    expect(parsePlannerQuery(`?mode=seedsToLand&variety=shani&seeds=1000&${issueSeason}`, services)).toEqual({
      hectares: '2',
      seed: '',
      field: services.field,
      kilometres: '100',
      tons: '10',
      processing: services.processing,
    })
  })

  test.each([
    ['a variety offered', 'hectares=2&seed=shani', 'shani'],
    ['a variety not offered (sold out, or never)', 'hectares=2&seed=white-eastern', ''],
    ['an empty choice', 'seed=', ''],
    ['the first of two', 'seed=shani&seed=pink-egyptian', 'shani'],
  ])('reads the seed: %s', (_, query, seed) => {
    expect(parsePlannerQuery(`?${query}`, services).seed).toBe(seed)
  })

  test('keeps quantities as typed, with a decimal comma or point and spaces between thousands', () => {
    expect(parsePlannerQuery('hectares=2%2C5&km=12.5&tons=1%C2%A0000', services)).toEqual({
      ...noPlan,
      hectares: '2,5',
      kilometres: '12.5',
      tons: '1\u00a0000',
    })
  })

  test.each<[string, Partial<PlannerState>]>([
    ['hectares=lots', {}],
    ['hectares=%3Cscript%3E', {}],
    ['hectares=1e3', {}],
    ['hectares=NaN', {}],
    ['km=Infinity', {}],
    ['km=,', {}],
    ['tons=', {}],
    [`tons=${'9'.repeat(33)}`, {}],
    ['field=ploughing', {}],
    ['field=Planting', {}],
    ['processing=bed-shaping', {}],
    ['field=', {}],
    // A quantity the planner will answer with a hint is kept, so the box shows what was sent.
    ['hectares=-2', { hectares: '-2' }],
    ['hectares=0', { hectares: '0' }],
    ['tons=2%2C5%2C1', { tons: '2,5,1' }],
    [`tons=${'9'.repeat(32)}`, { tons: '9'.repeat(32) }],
    // each key once, in the price list's order, unknown keys dropped
    ['field=harvesting&field=bogus&field=bed-shaping&field=harvesting', { field: ['bed-shaping', 'harvesting'] }],
    ['processing=seed-peeling&processing=cleaning', { processing: ['cleaning', 'seed-peeling'] }],
    // the first of a repeated quantity
    ['km=100&km=200', { kilometres: '100' }],
  ])('%p gives the empty plan except %p', (query, kept) => {
    expect(parsePlannerQuery(query, services)).toEqual({ ...noPlan, ...kept })
  })

  test("read from the planner's own form, quantities stay as typed, for their hints", () => {
    const fields = new URLSearchParams([
      ['hectares', 'two'],
      ['km', ' 12,5 '],
      ['tons', '9'.repeat(40)],
      ['processing', 'bogus'],
    ])
    expect(parsePlannerQuery(fields.toString(), services, { asTyped: true })).toEqual({
      ...noPlan,
      hectares: 'two',
      kilometres: ' 12,5 ',
      tons: '9'.repeat(32),
    })
  })

  test('never throws on malformed percent-encoding or odd characters', () => {
    expect(parsePlannerQuery('?hectares=%E0%A4%A&field=%&&&=&tons=%zz', services)).toEqual(noPlan)
  })
})

describe('serialisePlannerQuery', () => {
  test.each<[PlannerState, string]>([
    [noPlan, ''],
    [
      {
        hectares: '2',
        seed: '',
        field: services.field,
        kilometres: '100',
        tons: '10',
        processing: services.processing,
      },
      issueSeason,
    ],
    [{ ...noPlan, hectares: '2', seed: 'shani' }, 'hectares=2&seed=shani'],
    [{ ...noPlan, tons: '2,5', processing: ['grading'] }, 'tons=2%2C5&processing=grading'],
    [{ ...noPlan, field: ['planting'] }, 'field=planting'],
  ])('%p is %p', (state, expected) => {
    expect(serialisePlannerQuery(state)).toBe(expected)
  })

  test('what it writes reads back as the same state', () => {
    const state: PlannerState = {
      hectares: '0,4950',
      seed: 'pink-egyptian',
      field: ['planting', 'harvesting'],
      kilometres: '12,5',
      tons: '7.25',
      processing: ['splitting'],
    }
    expect(parsePlannerQuery(serialisePlannerQuery(state), services)).toEqual(state)
    expect(samePlannerState(parsePlannerQuery(serialisePlannerQuery(state), services), state)).toBe(true)
    expect(samePlannerState(state, noPlan)).toBe(false)
  })

  test("the planner's form, serialised, reads as the same state as the address", () => {
    const fields = new URLSearchParams([
      ['hectares', '2'],
      ['field', 'bed-shaping'],
      ['field', 'planting'],
      ['field', 'harvesting'],
      ['km', '100'],
      ['tons', '10'],
      ...services.processing.map((key) => ['processing', key]),
    ])
    expect(parsePlannerQuery(fields.toString(), services)).toEqual(parsePlannerQuery(issueSeason, services))
  })
})

describe('hasPlannerQuery', () => {
  test.each<[string, boolean]>([
    ['', false],
    ['?mode=seedsToLand&variety=shani&seeds=1000', false],
    ['?km=', true],
    ['?mode=seedsToLand&tons=10', true],
    ['?processing=bogus', true],
  ])('%p: %p', (search, expected) => {
    expect(hasPlannerQuery(search)).toBe(expected)
  })
})
