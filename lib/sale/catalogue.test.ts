import { averages, betterFirst, filterAnimals, sortAnimals, type AnimalFacts } from './catalogue'
import { compareFigure, decimalsOf, figureProblem, roundFigure, roundTo } from './figures'
import { animalSlug } from './animal-id'

function animal(id: string, facts: Partial<AnimalFacts> = {}): AnimalFacts {
  return {
    id,
    slug: animalSlug(id),
    sex: 'bull',
    born: '2024-09-01',
    status: 'available',
    figures: {},
    ebvs: {},
    indexes: {},
    sire: 'jldt-17-012',
    ...facts,
  }
}

describe('averages', () => {
  test.each([
    ['the mean of those measured, to one decimal more than written', [236, 240, 251], {}, 242.3],
    ['one animal alone', [240], {}, 240],
    ['the herd’s where the owner gives it', [236, 240], { weaning205: 228 }, 228],
    ['rounded half up: 240 and 241 give 240.5', [240, 241], {}, 240.5],
  ])('%s', (_, weights, herd, expected) => {
    const animals = weights.map((weight, index) => animal(`A${index}`, { figures: { weaning205: weight } }))
    expect(averages(animals, herd).weaning205).toBe(expected)
  })

  test('a figure no animal has has no average; an animal without the figure does not count', () => {
    const result = averages([
      animal('A', { figures: { fcr: 5.8 } }),
      animal('B', { figures: { fcr: 6.3 } }),
      animal('C'),
    ])
    expect(result.fcr).toBe(6.05)
    expect(result.scrotal).toBeUndefined()
  })
})

describe('compareFigure: as both are written', () => {
  test.each([
    // key, value, average, standing, difference, better
    ['weaning205', 252, 242.3, 'above', 9.7, true],
    ['weaning205', 242, 242.3, 'below', 0.3, false],
    ['weaning205', 240, 240, 'at', 0, false],
    ['birthWeight', 34, 36.2, 'below', 2.2, true],
    ['birthWeight', 39, 36.2, 'above', 2.8, false],
    ['fcr', 5.8, 6.05, 'below', 0.25, true],
    ['fcr', 6.1, 6.05, 'above', 0.05, false],
    ['fcr', 6.1, 6.1, 'at', 0, false],
    ['damIcp', 420, 401.4, 'above', 18.6, false],
  ] as const)('%s %s against %s: %s by %s, better %s', (key, value, average, standing, difference, better) => {
    expect(compareFigure(key, value, average)).toEqual({ standing, difference, better })
  })
})

describe('figureProblem', () => {
  test.each([
    ['birthWeight', 36, undefined],
    ['birthWeight', 15, undefined],
    ['birthWeight', 70, undefined],
    ['birthWeight', 14, 'must be from 15 to 70 kg'],
    ['birthWeight', 71, 'must be from 15 to 70 kg'],
    ['birthWeight', 35.5, undefined],
    ['birthWeight', 35.55, 'must have at most 1 decimal'],
    ['scrotal', 37.5, undefined],
    ['fcr', 5.85, undefined],
    ['fcr', 5.855, 'must have at most 2 decimals'],
    ['adg', 1850.5, 'must be a whole number'],
    ['fcr', 5.8, undefined],
    ['adg', 1850, undefined],
    ['adg', 1.85, 'must be from 300 to 3500 g/day'],
    ['scrotal', Number.NaN, 'is not a number'],
  ] as const)('%s %s: %s', (key, value, expected) => {
    expect(figureProblem(key, value)).toBe(expected)
  })

  test.each([
    [6.05, 1, 6.1],
    [6.049, 1, 6],
    [242.5, 0, 243],
    [1.005, 2, 1.01],
    [-2.5, 0, -3],
  ])('roundTo(%s, %s) is %s, as the decimal number written rounds', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected)
  })

  test('roundFigure writes a figure with the decimals a record carries', () => {
    expect(roundFigure('fcr', 6.055)).toBe(6.06)
    expect(roundFigure('weaning205', 242.55)).toBe(242.6)
    expect(roundFigure('adg', 1850.5)).toBe(1851)
  })

  test.each([
    [36, 1, 0],
    [35.5, 1, 1],
    [5.85, 2, 2],
    [5.8, 2, 1],
    [1850, 0, 0],
  ])('decimalsOf(%s, at most %s) is %s: a figure is written as recorded', (value, most, expected) => {
    expect(decimalsOf(value, most)).toBe(expected)
  })
})

describe('sortAnimals', () => {
  const lot = (n: number, figures: AnimalFacts['figures'] = {}, extra: Partial<AnimalFacts> = {}) =>
    animal(`L${n}`, { lot: n, figures, ...extra })
  const ids = (list: AnimalFacts[]) => list.map((entry) => entry.id)

  test.each([
    ['by lot, the catalogue’s order', [lot(3), lot(1), lot(2)], 'lot', 'asc', ['L1', 'L2', 'L3']],
    [
      'by a figure, heaviest first',
      [lot(1, { weaning205: 230 }), lot(2, { weaning205: 251 }), lot(3, { weaning205: 240 })],
      'weaning205',
      'desc',
      ['L2', 'L3', 'L1'],
    ],
    [
      'ties keep the lot order in either direction',
      [lot(3, { weaning205: 240 }), lot(1, { weaning205: 240 }), lot(2, { weaning205: 250 })],
      'weaning205',
      'asc',
      ['L1', 'L3', 'L2'],
    ],
    [
      'ties keep the lot order, descending too',
      [lot(3, { weaning205: 240 }), lot(1, { weaning205: 240 }), lot(2, { weaning205: 250 })],
      'weaning205',
      'desc',
      ['L2', 'L1', 'L3'],
    ],
    [
      'a missing figure comes last ascending',
      [lot(1), lot(2, { fcr: 6.1 }), lot(3, { fcr: 5.4 })],
      'fcr',
      'asc',
      ['L3', 'L2', 'L1'],
    ],
    [
      'a missing figure comes last descending',
      [lot(1), lot(2, { fcr: 6.1 }), lot(3, { fcr: 5.4 })],
      'fcr',
      'desc',
      ['L2', 'L3', 'L1'],
    ],
    [
      'to the decimals a record carries: 5,8 before 5,84',
      [lot(1, { fcr: 5.84 }), lot(2, { fcr: 5.8 })],
      'fcr',
      'asc',
      ['L2', 'L1'],
    ],
    [
      'by price, no price last',
      [lot(1, {}, { price: 52000 }), lot(2), lot(3, {}, { price: 38000 })],
      'price',
      'asc',
      ['L3', 'L1', 'L2'],
    ],
    [
      'by birth date, oldest first',
      [lot(1, {}, { born: '2024-10-02' }), lot(2, {}, { born: '2024-08-15' })],
      'born',
      'asc',
      ['L2', 'L1'],
    ],
  ] as const)('%s', (_, animals, key, direction, expected) => {
    expect(ids(sortAnimals(animals, key, direction))).toEqual(expected)
  })

  const bred = (n: number, weaning?: number, weaner?: number) =>
    lot(
      n,
      {},
      {
        ebvs: weaning === undefined ? {} : { weaning: { value: weaning, accuracy: 70 } },
        indexes: weaner === undefined ? {} : { weaner: { value: weaner } },
      },
    )
  test.each([
    ['by a breeding value, the better end first, one without it last', 'ebv-weaning', 'desc', ['L2', 'L3', 'L1', 'L4']],
    ['ascending, one without it still last', 'ebv-weaning', 'asc', ['L1', 'L3', 'L2', 'L4']],
    ['by an index', 'index-weaner', 'desc', ['L3', 'L1', 'L2', 'L4']],
  ] as const)('%s', (_, key, direction, expected) => {
    const animals = [bred(1, 8.5, 104), bred(2, 21, 96), bred(3, 12, 118), bred(4)]
    expect(ids(sortAnimals(animals, key, direction))).toEqual(expected)
  })

  test('animals without a lot follow those with one, in the content file’s order', () => {
    expect(ids(sortAnimals([animal('X'), lot(2), animal('Y'), lot(1)], 'lot', 'asc'))).toEqual(['L1', 'L2', 'X', 'Y'])
  })

  test('an empty catalogue sorts to an empty list', () => {
    expect(sortAnimals([], 'weaning205', 'desc')).toEqual([])
  })
})

describe('filterAnimals', () => {
  const animals = [
    animal('B1'),
    animal('H1', { sex: 'heifer' }),
    animal('B2', { status: 'sold' }),
    animal('H2', { sex: 'heifer', status: 'auction', lot: 4 }),
  ]
  const any = { sire: 'all', minAccuracy: 0 } as const
  test.each([
    [{ sex: 'all', status: 'all', ...any }, ['B1', 'H1', 'B2', 'H2']],
    [{ sex: 'bull', status: 'all', ...any }, ['B1', 'B2']],
    [{ sex: 'heifer', status: 'auction', ...any }, ['H2']],
    [{ sex: 'all', status: 'sold', ...any }, ['B2']],
    [{ sex: 'bull', status: 'reserved', ...any }, []],
    [{ sex: 'all', status: 'all', sire: 'bon-12-044', minAccuracy: 0 }, ['H1']],
  ] as const)('%j', (filter, expected) => {
    const sired = animals.map((entry) => (entry.id === 'H1' ? { ...entry, sire: 'bon-12-044' } : entry))
    expect(filterAnimals(sired, filter).map((entry) => entry.id)).toEqual(expected)
  })

  describe('by the accuracy of the breeding value sorted by', () => {
    const accurate = (id: string, accuracy?: number) =>
      animal(id, { ebvs: { weaning: { value: 12, ...(accuracy === undefined ? {} : { accuracy }) } } })
    const list = [accurate('A', 72), accurate('B', 70), accurate('C', 69), accurate('D'), animal('E')]
    const atLeast = (minAccuracy: number, sort: Parameters<typeof filterAnimals>[2]) =>
      filterAnimals(list, { sex: 'all', status: 'all', sire: 'all', minAccuracy }, sort).map((entry) => entry.id)
    test.each([
      [70, 'ebv-weaning', ['A', 'B']],
      [60, 'ebv-weaning', ['A', 'B', 'C']],
      [0, 'ebv-weaning', ['A', 'B', 'C', 'D', 'E']],
      // Sorted by a measured figure, the accuracy filter has nothing to count.
      [70, 'weaning205', ['A', 'B', 'C', 'D', 'E']],
      [70, 'ebv-birth', []],
    ] as const)('at least %s %% of %s: %j', (minAccuracy, sort, expected) => {
      expect(atLeast(minAccuracy, sort)).toEqual(expected)
    })
  })
})

describe('betterFirst', () => {
  test('a figure or a breeding value opens with its better end first', () => {
    expect(
      (['adg', 'fcr', 'price', 'lot', 'ebv-weaning', 'ebv-birth', 'ebv-matureCow', 'index-weaner'] as const).map(
        betterFirst,
      ),
    ).toEqual(['desc', 'asc', 'asc', 'asc', 'desc', 'asc', 'asc', 'desc'])
  })
})

describe('animalSlug', () => {
  test.each([
    ['JLDT 21-045', 'jldt-21-045'],
    ['BON/2021/0045', 'bon-2021-0045'],
    ['A.B  C', 'a-b-c'],
  ])('%s is %s', (id, slug) => {
    expect(animalSlug(id)).toBe(slug)
  })
})
