import {
  defaultCalculatorState,
  parseCalculatorQuery,
  sameCalculatorState,
  serialiseCalculatorQuery,
} from '@/lib/calculator/query'
import type { CalculatorState } from '@/lib/calculator/query'

const keys: [string, ...string[]] = ['pink-egyptian', 'white-egyptian', 'shani', 'white-eastern', 'giant-elephant']
const defaults = defaultCalculatorState('pink-egyptian')

describe('parseCalculatorQuery', () => {
  test('no query is the default: Seeds to Land Size, Pink Egyptian, m², no amount', () => {
    expect(parseCalculatorQuery('', keys)).toEqual({
      mode: 'seedsToLand',
      variety: 'pink-egyptian',
      seeds: '',
      land: '',
      unit: 'sqm',
    })
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
    [
      { ...defaults, mode: 'landToSeeds', variety: 'shani', land: '2', unit: 'hectare' },
      'mode=landToSeeds&variety=shani&land=2&unit=hectare',
    ],
    // only the current mode's amount goes into the address
    [
      { ...defaults, mode: 'landToSeeds', seeds: '1000', land: '0.5', unit: 'acre' },
      'mode=landToSeeds&variety=pink-egyptian&land=0.5&unit=acre',
    ],
    [
      { ...defaults, mode: 'seedsToLand', seeds: '12', land: '0.5', unit: 'acre' },
      'mode=seedsToLand&variety=pink-egyptian&seeds=12',
    ],
    [{ ...defaults, mode: 'landToSeeds' }, 'mode=landToSeeds&variety=pink-egyptian&unit=sqm'],
  ])('%p is %p', (state, expected) => {
    expect(serialiseCalculatorQuery(state)).toBe(expected)
  })

  test('what it writes reads back as the same state', () => {
    const state: CalculatorState = {
      ...defaults,
      mode: 'landToSeeds',
      variety: 'white-eastern',
      land: '12.5',
      unit: 'acre',
    }
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
    expect(parseCalculatorQuery(fields.toString(), keys)).toEqual(
      parseCalculatorQuery('?mode=landToSeeds&variety=shani&land=2&unit=hectare', keys),
    )
  })
})
