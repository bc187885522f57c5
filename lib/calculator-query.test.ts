import {
  defaultCalculatorState,
  defaultPlannerState,
  hasPlannerQuery,
  parseCalculatorQuery,
  parsePlannerQuery,
  sameCalculatorState,
  samePlannerState,
  serialiseCalculatorQuery,
  serialisePlannerQuery,
  withQueryPart,
} from '@/lib/calculator-query'
import type { CalculatorState, PlannerState } from '@/lib/calculator-query'

const keys: [string, ...string[]] = ['pink-egyptian', 'white-egyptian', 'shani', 'white-eastern', 'giant-elephant']
const defaults = defaultCalculatorState('pink-egyptian')

describe('parseCalculatorQuery', () => {
  test('no query is the default: Seeds to Land Size, Pink Egyptian, m², no amount', () => {
    expect(parseCalculatorQuery('', keys)).toEqual({ mode: 'seedsToLand', variety: 'pink-egyptian', seeds: '', land: '', unit: 'sqm' })
  })

  test('reads a shared Land Size to Seeds address', () => {
    expect(parseCalculatorQuery('?mode=landToSeeds&variety=shani&land=2&unit=hectare', keys)).toEqual({
      ...defaults,
      mode: 'landToSeeds',
      variety: 'shani',
      land: '2',
      unit: 'hectare',
    })
  })

  test('reads a shared Seeds to Land Size address, with or without the leading ?', () => {
    const expected = { ...defaults, variety: 'giant-elephant', seeds: '1000' }
    expect(parseCalculatorQuery('?mode=seedsToLand&variety=giant-elephant&seeds=1000', keys)).toEqual(expected)
    expect(parseCalculatorQuery('mode=seedsToLand&variety=giant-elephant&seeds=1000', keys)).toEqual(expected)
  })

  test.each<[string, Partial<CalculatorState>]>([
    ['mode=landtoseeds', {}],
    ['mode=', {}],
    ['variety=purple', {}],
    ['variety=Shani', {}],
    ['unit=acres', {}],
    ['unit=', {}],
    ['seeds=abc', {}],
    ['seeds=1,000', {}],
    ['seeds=%3Cscript%3E', {}],
    ['seeds=1.', {}],
    ['seeds=%2B5', {}],
    ['land=Infinity', {}],
    ['land=NaN', {}],
    [`land=${'9'.repeat(33)}`, {}],
    ['mode=landToSeeds&mode=bogus', { mode: 'landToSeeds' }],
    ['seeds=-5', { seeds: '-5' }],
    ['seeds=2.5', { seeds: '2.5' }],
    ['land=1e3', { land: '1e3' }],
    ['land=.5', { land: '.5' }],
    ['land=%200.5%20', { land: '0.5' }],
    // a + in a query is a space
    ['seeds=+5', { seeds: '5' }],
    [`land=${'9'.repeat(32)}`, { land: '9'.repeat(32) }],
  ])('%p falls back to defaults except %p', (query, kept) => {
    expect(parseCalculatorQuery(query, keys)).toEqual({ ...defaults, ...kept })
  })

  test('never throws on malformed percent-encoding or odd characters', () => {
    expect(parseCalculatorQuery('?variety=%E0%A4%A&seeds=%&&&=', keys)).toEqual(defaults)
  })
})

describe('serialiseCalculatorQuery', () => {
  test.each<[CalculatorState, string]>([
    [{ ...defaults, seeds: '1000' }, 'mode=seedsToLand&variety=pink-egyptian&seeds=1000'],
    [defaults, 'mode=seedsToLand&variety=pink-egyptian'],
    [{ ...defaults, mode: 'landToSeeds', variety: 'shani', land: '2', unit: 'hectare' }, 'mode=landToSeeds&variety=shani&land=2&unit=hectare'],
    // only the current mode's amount goes into the address
    [{ ...defaults, mode: 'landToSeeds', seeds: '1000', land: '0.5', unit: 'acre' }, 'mode=landToSeeds&variety=pink-egyptian&land=0.5&unit=acre'],
    [{ ...defaults, mode: 'seedsToLand', seeds: '12', land: '0.5', unit: 'acre' }, 'mode=seedsToLand&variety=pink-egyptian&seeds=12'],
    [{ ...defaults, mode: 'landToSeeds' }, 'mode=landToSeeds&variety=pink-egyptian&unit=sqm'],
  ])('%p is %p', (state, expected) => {
    expect(serialiseCalculatorQuery(state)).toBe(expected)
  })

  test('what it writes reads back as the same state', () => {
    const state: CalculatorState = { ...defaults, mode: 'landToSeeds', variety: 'white-eastern', land: '12.5', unit: 'acre' }
    expect(parseCalculatorQuery(serialiseCalculatorQuery(state), keys)).toEqual(state)
  })
})

describe('sameCalculatorState', () => {
  test('the defaults are the defaults', () => {
    expect(sameCalculatorState(defaults, defaultCalculatorState('pink-egyptian'))).toBe(true)
  })

  test.each<[Partial<CalculatorState>]>([
    [{ mode: 'landToSeeds' }],
    [{ variety: 'shani' }],
    [{ seeds: '1' }],
    // The other mode's amount counts too: it is what the visitor typed there.
    [{ land: '0.1' }],
    [{ unit: 'acre' }],
  ])('a state with %p differs from the defaults', (change) => {
    expect(sameCalculatorState({ ...defaults, ...change }, defaults)).toBe(false)
  })

  test("a form's fields, serialised, read as the same state as the address", () => {
    const fields = new URLSearchParams([
      ['mode', 'landToSeeds'],
      ['variety', 'shani'],
      ['seeds', ''],
      ['land', '2'],
      ['unit', 'hectare'],
    ])
    expect(parseCalculatorQuery(fields.toString(), keys)).toEqual(parseCalculatorQuery('?mode=landToSeeds&variety=shani&land=2&unit=hectare', keys))
  })
})

// The services' keys in the price lists' order (content/garlic.yaml).
const services = { field: ['bed-shaping', 'planting', 'harvesting'], processing: ['cleaning', 'grading', 'splitting', 'seed-grading', 'seed-peeling'] }
const noPlan = defaultPlannerState()
const issueSeason =
  'hectares=2&field=bed-shaping&field=planting&field=harvesting&km=100&tons=10&processing=cleaning&processing=grading&processing=splitting&processing=seed-grading&processing=seed-peeling'

describe('parsePlannerQuery', () => {
  test('no query is an empty plan', () => {
    expect(parsePlannerQuery('', services)).toEqual({ hectares: '', field: [], kilometres: '', tons: '', processing: [] })
  })

  test("reads a shared season, beside the calculator's own state", () => {
    expect(parsePlannerQuery(`?mode=seedsToLand&variety=shani&seeds=1000&${issueSeason}`, services)).toEqual({
      hectares: '2',
      field: services.field,
      kilometres: '100',
      tons: '10',
      processing: services.processing,
    })
  })

  test('keeps quantities as typed, with a decimal comma or point and spaces between thousands', () => {
    expect(parsePlannerQuery('hectares=2%2C5&km=12.5&tons=1%C2%A0000', services)).toEqual({ ...noPlan, hectares: '2,5', kilometres: '12.5', tons: '1\u00a0000' })
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
    expect(parsePlannerQuery(fields.toString(), services, { asTyped: true })).toEqual({ ...noPlan, hectares: 'two', kilometres: ' 12,5 ', tons: '9'.repeat(32) })
  })

  test('never throws on malformed percent-encoding or odd characters', () => {
    expect(parsePlannerQuery('?hectares=%E0%A4%A&field=%&&&=&tons=%zz', services)).toEqual(noPlan)
  })
})

describe('serialisePlannerQuery', () => {
  test.each<[PlannerState, string]>([
    [noPlan, ''],
    [{ hectares: '2', field: services.field, kilometres: '100', tons: '10', processing: services.processing }, issueSeason],
    [{ ...noPlan, tons: '2,5', processing: ['grading'] }, 'tons=2%2C5&processing=grading'],
    [{ ...noPlan, field: ['planting'] }, 'field=planting'],
  ])('%p is %p', (state, expected) => {
    expect(serialisePlannerQuery(state)).toBe(expected)
  })

  test('what it writes reads back as the same state', () => {
    const state: PlannerState = { hectares: '0,4950', field: ['planting', 'harvesting'], kilometres: '12,5', tons: '7.25', processing: ['splitting'] }
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

describe('withQueryPart: one address for both tools', () => {
  const calculator = 'mode=landToSeeds&variety=shani&land=2&unit=hectare'

  test.each<[string, 'calculator' | 'planner', string, string]>([
    ['', 'calculator', 'mode=seedsToLand&variety=pink-egyptian&seeds=1000', 'mode=seedsToLand&variety=pink-egyptian&seeds=1000'],
    ['', 'planner', 'tons=10&processing=cleaning', 'tons=10&processing=cleaning'],
    // the calculator's part first, whichever tool writes
    [`?${calculator}`, 'planner', 'tons=10&processing=cleaning', `${calculator}&tons=10&processing=cleaning`],
    ['?tons=10&processing=cleaning', 'calculator', calculator, `${calculator}&tons=10&processing=cleaning`],
    // a tool's new part replaces its old one, the other's is kept as it was
    [`?${calculator}&${issueSeason}`, 'calculator', 'mode=seedsToLand&variety=shani', `mode=seedsToLand&variety=shani&${issueSeason}`],
    [`?${calculator}&${issueSeason}`, 'planner', 'hectares=3', `${calculator}&hectares=3`],
    [`?${calculator}&${issueSeason}`, 'planner', '', calculator],
    // names neither tool knows are dropped
    [`?utm_source=whatsapp&${calculator}&fbclid=x`, 'planner', 'km=5', `${calculator}&km=5`],
  ])('%p with the %s part %p is %p', (search, part, query, expected) => {
    expect(withQueryPart(search, part, query)).toBe(expected)
  })

  test('each tool reads its own part of the shared address', () => {
    const address = withQueryPart(`?${calculator}`, 'planner', issueSeason)
    expect(parseCalculatorQuery(address, keys)).toEqual({ ...defaults, mode: 'landToSeeds', variety: 'shani', land: '2', unit: 'hectare' })
    expect(parsePlannerQuery(address, services).tons).toBe('10')
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
