import { site } from '../../content/site'
import { businessEnv, type BusinessDetails } from '../../lib/settings'
import { exampleSaleLines, exampleSeedLines, reportSettings } from './settings-report'

const fields: (keyof BusinessDetails)[] = [
  'legalName',
  'legalStatus',
  'registrationNumber',
  'streetAddress',
  'town',
  'postalCode',
  'province',
]

describe('the build’s settings report', () => {
  test('lists every legal detail of every operation that still holds its example value', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    try {
      await reportSettings()
      const printed = warn.mock.calls.flat().join('\n')
      // The variables this machine has not set are examples, and each is named on a line of its own.
      const variables = site.operations.flatMap((operation) =>
        fields.map((field) => businessEnv(operation.page, field)),
      )
      const unset = variables.filter((name) => !process.env[name]?.trim())
      for (const name of unset) expect(printed.split('\n')).toContain(`  - ${name}`)
      if (unset.length > 0) expect(printed).toMatch(/still using example values/)
    } finally {
      warn.mockRestore()
      log.mockRestore()
    }
  })
})

describe('the sale’s sample content the build lists', () => {
  const animals = [{ id: 'JLDT 24-045', example: true }, { id: 'JLDT 24-051' }, { id: 'JLDT 24-063', example: true }]
  test.each([
    [
      'the example animals and auctioneer',
      { published: true, animals, auction: { auctioneer: { example: true, name: 'A. Auctioneer' } } },
      [/2 example animals .*JLDT 24-045, JLDT 24-063$/, /example auctioneer, A\. Auctioneer \(content\/sale\.yaml/],
    ],
    [
      'an unpublished sale’s, with the way out',
      { published: false, animals: [animals[0]!] },
      [/1 example animal .*or leave the sale unpublished\): JLDT 24-045$/],
    ],
    [
      'nothing once the sale is its own',
      { published: true, animals: [animals[1]!], auction: { auctioneer: { name: 'Real' } } },
      [],
    ],
  ])('%s', (_what, sale, expected) => {
    const lines = exampleSaleLines(sale)
    expect(lines).toHaveLength(expected.length)
    expected.forEach((pattern, at) => expect(lines[at]).toMatch(pattern))
  })
})

describe('the sample seed figures the build lists', () => {
  test.each<[string, Parameters<typeof exampleSeedLines>[0], RegExp[]]>([
    [
      'each variety still marked, by key, with the way to confirm them',
      [
        { key: 'pink-egyptian', seed: { example: true } },
        { key: 'white-argentinian' },
        { key: 'shani', seed: { example: true } },
        { key: 'giant-elephant', seed: {} },
      ],
      [/still examples for 2 varieties \(content\/garlic\.yaml.*remove its "example: true"\): pink-egyptian, shani$/],
    ],
    ['one variety', [{ key: 'shani', seed: { example: true } }], [/still examples for one variety .*: shani$/]],
    ['nothing once every figure is confirmed', [{ key: 'shani', seed: {} }, { key: 'white-argentinian' }], []],
  ])('%s', (_what, varieties, expected) => {
    const lines = exampleSeedLines(varieties)
    expect(lines).toHaveLength(expected.length)
    expected.forEach((pattern, at) => expect(lines[at]).toMatch(pattern))
  })
})
