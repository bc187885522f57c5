import { ebvKeys } from '../breeding-values'
import { figureKeys } from '../figures'
import {
  ambiguousHeadings,
  columnLetter,
  ebvNames,
  figureHeadings,
  normalise,
  partWords,
  pedigreeShortForms,
  readHeadings,
  recordHeadings,
  type ColumnReading,
  type RecordField,
} from './columns'

const ambiguous = new Set(ambiguousHeadings().map(({ heading }) => normalise(heading)))
const fieldOf = (reading: ColumnReading | undefined) => (reading && 'field' in reading ? reading.field : reading)

test.each([
  [0, 'A'],
  [25, 'Z'],
  [26, 'AA'],
  [27, 'AB'],
])('column %i is %s', (index, letter) => {
  expect(columnLetter(index)).toBe(letter)
})

describe('normalise: case, accents, spaces, punctuation and a unit in brackets aside', () => {
  test.each([
    ['Birth weight (kg)', 'birthweight'],
    ['BIRTH-WEIGHT', 'birthweight'],
    ['  ADG (g/day) ', 'adg'],
    ['Birth date (dd/mm/yyyy)', 'birthdate'],
    ['Geïnspekteer', 'geinspekteer'],
    ['Weaning (maternal)', 'weaningmaternal'],
    ['BW %', 'bwpct'],
    ['Acc (%)', 'acc'],
    ["Sire's sire", 'siressire'],
  ])('%j is %j', (heading, expected) => {
    expect(normalise(heading)).toBe(expected)
  })
})

describe('every heading of the table is read as its column, in English and Afrikaans', () => {
  const own = (Object.entries(recordHeadings) as [RecordField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [name, field] as const),
  )
  const figures = figureKeys.flatMap((key) => figureHeadings[key].map((name) => [name, key] as const))
  test.each([...own, ...figures].filter(([name]) => !ambiguous.has(normalise(name))))('%j is %s', (heading, field) => {
    expect(fieldOf(readHeadings([heading])[0])).toBe(field)
  })

  const ebvs = ebvKeys.flatMap((trait) => ebvNames[trait].names.map((name) => [name, trait] as const))
  test.each(ebvs.filter(([name]) => !ambiguous.has(normalise(name))))('%j alone is the %s EBV', (heading, trait) => {
    expect(fieldOf(readHeadings([heading])[0])).toBe(`ebv:${trait}`)
  })

  const named = ebvKeys.flatMap((trait) =>
    [...ebvNames[trait].names, ...ebvNames[trait].withWord].map((name) => [name, trait] as const),
  )
  test.each(named)('%j with each EBV, accuracy and ratio word is the %s EBV’s', (name, trait) => {
    for (const word of partWords.ebv) {
      expect(readHeadings([`${name} ${word}`, `${word} ${name}`]).map(fieldOf)).toEqual([
        `ebv:${trait}`,
        `ebv:${trait}`,
      ])
    }
    for (const word of partWords.accuracy) {
      expect(fieldOf(readHeadings([`${name} ${word}`])[0])).toBe(`accuracy:${trait}`)
    }
    for (const word of partWords.ratio) expect(fieldOf(readHeadings([`${name} ${word}`])[0])).toBe(`ratio:${trait}`)
  })

  test.each(named)('%j followed by an accuracy column alone is the %s EBV, its accuracy the next', (name, trait) => {
    expect(readHeadings([name, 'Acc']).map(fieldOf)).toEqual([`ebv:${trait}`, `accuracy:${trait}`])
    expect(readHeadings([name, '%', 'Ratio']).map(fieldOf)).toEqual([
      `ebv:${trait}`,
      `accuracy:${trait}`,
      `ratio:${trait}`,
    ])
  })
})

describe('a heading that names two columns', () => {
  test.each([
    ['BW', 'could be “Birth weight” or “BW EBV”'],
    ['WW', 'could be “205-day weight” or “WW EBV”'],
    ['YW', 'could be “365-day weight” or “YW EBV”'],
    ['FW', 'could be “540-day weight” or “FW EBV”'],
    ['18MW', 'could be “540-day weight” or “FW EBV”'],
    ['SC', 'could be “Scrotal circumference” or “SC EBV”'],
    ['SCR', 'could be “Scrotal circumference” or “SC EBV”'],
    ['ICP', 'could be “Dam ICP” or “ICP EBV”'],
    ['CI', 'could be “Dam ICP” or “ICP EBV”'],
    ['TKP', 'could be “Dam ICP” or “ICP EBV”'],
    ['Tussenkalfperiode', 'could be “Dam ICP” or “ICP EBV”'],
  ])('%j alone is refused with both readings', (heading, reason) => {
    const [reading] = readHeadings([heading])
    expect(reading && 'problem' in reading && reading.problem.en).toMatch(
      new RegExp(`^${reason}: head it as one of these`),
    )
  })

  test('is the breeding value when its accuracy follows, and the figure when said in full', () => {
    expect(readHeadings(['BW', 'Acc', 'Birth weight', 'ICP', 'Akk', 'Dam ICP']).map(fieldOf)).toEqual([
      'ebv:birth',
      'accuracy:birth',
      'birthWeight',
      'ebv:calvingInterval',
      'accuracy:calvingInterval',
      'damIcp',
    ])
  })

  test('the table lists exactly the headings refused alone', () => {
    expect(ambiguousHeadings().map(({ heading }) => heading)).toEqual([
      'BW',
      'WW',
      'YW',
      'FW',
      '18MW',
      'SC',
      'SCR',
      'ICP',
      'CI',
      'inter-calving period',
      'TKP',
      'tussenkalfperiode',
    ])
  })
})

describe('the pedigree’s short forms: SS is the sire’s sire beside the pedigree only', () => {
  const shorts = Object.entries(pedigreeShortForms).flatMap(([field, names]) => names!.map((name) => [name, field]))
  test.each(shorts)('%j beside "Sire" is %s', (heading, field) => {
    expect(readHeadings(['Sire', heading]).map(fieldOf)).toEqual(['sireName', field])
  })

  test('SS, SD, DS and DD side by side read one another as the pedigree', () => {
    expect(readHeadings(['ID', 'SS', 'SD', 'DS', 'DD']).map(fieldOf)).toEqual([
      'id',
      'sireSireName',
      'sireDamName',
      'damSireName',
      'damDamName',
    ])
  })

  test('SS away from the pedigree is not read (it may be a scrotal size)', () => {
    expect(readHeadings(['ID', 'SS', 'Birth weight']).map(fieldOf)).toEqual(['id', { unknown: true }, 'birthWeight'])
  })
})

describe('an accuracy or ratio column alone belongs to the breeding value before it', () => {
  test('after a column that is none, it is refused', () => {
    const readings = readHeadings(['ID', 'Acc'])
    expect(readings[1]).toEqual({
      problem: expect.objectContaining({
        en: 'stands before any breeding value’s column: put it right after its trait’s',
      }),
    })
    expect(readHeadings(['WW EBV', 'Notes', 'Acc'])[2]).toHaveProperty('problem')
  })

  test('a selection index, named as the sale names it, with its accuracy; a ratio it has none of', () => {
    const indexes = [{ key: 'weaner', names: ['WCI', 'Weaner calf index', 'SKI', 'Speenkalfindeks'] }]
    expect(readHeadings(['WCI', 'Acc', 'Speenkalfindeks Akk', 'SKI TW'], indexes).map(fieldOf)).toEqual([
      'index:weaner',
      'indexAccuracy:weaner',
      'indexAccuracy:weaner',
      'index:weaner',
    ])
    expect(readHeadings(['WCI', 'Ratio'], indexes)[1]).toEqual({
      problem: expect.objectContaining({ en: 'is a ratio, which an index has none of' }),
    })
  })
})
