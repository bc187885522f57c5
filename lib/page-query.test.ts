import { parseCalculatorQuery } from '@/lib/calculator/query'
import { withQueryPart } from '@/lib/page-query'
import { parsePlannerQuery } from '@/lib/season-planner/query'

const keys: [string, ...string[]] = ['pink-egyptian', 'white-egyptian', 'shani', 'white-eastern', 'giant-elephant']
// The services' keys in the price lists' order (content/garlic.yaml).
const services = {
  field: ['bed-shaping', 'planting', 'harvesting'],
  processing: ['cleaning', 'grading', 'splitting', 'seed-grading', 'seed-peeling'],
  seed: [],
}
const issueSeason = [
  'hectares=2&field=bed-shaping&field=planting&field=harvesting&km=100&tons=10',
  'processing=cleaning&processing=grading&processing=splitting&processing=seed-grading&processing=seed-peeling',
].join('&')

describe('withQueryPart: one address for both tools', () => {
  const calculator = 'mode=landToSeeds&variety=shani&land=2&unit=hectare'

  test.each<[string, 'calculator' | 'planner', string, string]>([
    [
      '',
      'calculator',
      'mode=seedsToLand&variety=pink-egyptian&seeds=1000',
      'mode=seedsToLand&variety=pink-egyptian&seeds=1000',
    ],
    ['', 'planner', 'tons=10&processing=cleaning', 'tons=10&processing=cleaning'],
    // the calculator's part first, whichever tool writes
    [`?${calculator}`, 'planner', 'tons=10&processing=cleaning', `${calculator}&tons=10&processing=cleaning`],
    ['?tons=10&processing=cleaning', 'calculator', calculator, `${calculator}&tons=10&processing=cleaning`],
    // a tool's new part replaces its old one, the other's is kept as it was
    [
      `?${calculator}&${issueSeason}`,
      'calculator',
      'mode=seedsToLand&variety=shani',
      `mode=seedsToLand&variety=shani&${issueSeason}`,
    ],
    [`?${calculator}&${issueSeason}`, 'planner', 'hectares=3', `${calculator}&hectares=3`],
    [`?${calculator}&${issueSeason}`, 'planner', '', calculator],
    // names neither tool knows are dropped
    [`?utm_source=whatsapp&${calculator}&fbclid=x`, 'planner', 'km=5', `${calculator}&km=5`],
  ])('%p with the %s part %p is %p', (search, part, query, expected) => {
    expect(withQueryPart(search, part, query)).toBe(expected)
  })

  test('each tool reads its own part of the shared address', () => {
    const address = withQueryPart(`?${calculator}`, 'planner', issueSeason)
    expect(parseCalculatorQuery(address, keys)).toEqual({
      mode: 'landToSeeds',
      variety: 'shani',
      seeds: '',
      land: '2',
      unit: 'hectare',
    })
    expect(parsePlannerQuery(address, services).tons).toBe('10')
  })
})
