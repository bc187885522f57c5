import { z } from 'zod'
import { ContentError, parseContentFile, parseSettings } from '@/lib/content-file'

const schema = z.strictObject({
  heading: z.strictObject({ en: z.string().min(1), af: z.string().min(1) }),
  services: z.array(z.strictObject({ name: z.string().min(3), price: z.number().positive().multipleOf(0.01) })).min(1),
  tint: z.enum(['home', 'cattle', 'garlic']),
})

const good = `heading:
  en: Services and Prices
  af: Dienste en Pryse
services:
  - name: Bed shaping
    price: 1000
  - name: Planting
    price: 2500
tint: garlic
`

function problems(text: string): string[] {
  try {
    parseContentFile('content/garlic.yaml', text, schema)
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^ {2}- /, ''))
  }
  throw new Error('expected the file to be refused')
}

describe('parseContentFile', () => {
  test('a right file comes back parsed', () => {
    expect(parseContentFile('content/garlic.yaml', good, schema)).toEqual({
      heading: { en: 'Services and Prices', af: 'Dienste en Pryse' },
      services: [
        { name: 'Bed shaping', price: 1000 },
        { name: 'Planting', price: 2500 },
      ],
      tint: 'garlic',
    })
  })

  test.each<[string, string, string]>([
    [
      'a price written as text',
      good.replace('price: 2500', 'price: R2500'),
      'content/garlic.yaml:8 services.1.price: expected a number, found the text "R2500"',
    ],
    [
      'a missing language',
      good.replace('  af: Dienste en Pryse\n', ''),
      'content/garlic.yaml:2 heading.af: is missing: expected text',
    ],
    [
      'an empty language',
      good.replace('af: Dienste en Pryse', 'af: ""'),
      'content/garlic.yaml:3 heading.af: must not be empty',
    ],
    [
      'a misspelt field',
      good.replace('    price: 1000', '    prce: 1000'),
      'content/garlic.yaml:5 services.0: has a field this file does not use: prce (check the spelling)',
    ],
    [
      'a value not on the list',
      good.replace('tint: garlic', 'tint: purple'),
      'content/garlic.yaml:9 tint: must be one of: home, cattle, garlic',
    ],
    [
      'a price with a fraction of a cent',
      good.replace('price: 1000', 'price: 10.005'),
      'content/garlic.yaml:6 services.0.price: must be in rand and cents, at most two decimals',
    ],
    [
      'a name too short',
      good.replace('name: Planting', 'name: Pl'),
      'content/garlic.yaml:7 services.1.name: must be at least 3 characters long',
    ],
    [
      'an empty list',
      'heading:\n  en: A\n  af: B\nservices: []\ntint: home\n',
      'content/garlic.yaml:4 services: needs at least 1 entry',
    ],
  ])('%s names the file, line, field and what is expected', (_case, text, expected) => {
    expect(problems(text)).toContain(expected)
  })

  test('every problem in a file is listed at once', () => {
    const text = good.replace('price: 2500', 'price: R2500').replace('tint: garlic', 'tint: purple')
    expect(problems(text)).toHaveLength(2)
  })

  test('broken YAML names the line and says what to check', () => {
    const [problem] = problems('heading:\n  en: Services\n    af: wrong indent\n')
    // The YAML reader places the mistake where the value that cannot be read begins.
    expect(problem).toMatch(
      /^content\/garlic\.yaml:2 Nested mappings are not allowed .*check the indentation, colons and quotes/,
    )
  })

  test('a field written twice is refused, not silently overwritten', () => {
    const [problem] = problems(good.replace('tint: garlic', 'tint: garlic\ntint: home'))
    expect(problem).toMatch(/^content\/garlic\.yaml:10 /)
  })
})

describe('parseSettings', () => {
  test('names the setting the way the caller describes it', () => {
    expect(() =>
      parseSettings(
        'The site settings',
        z.object({ email: z.email('must be an e-mail address') }),
        { email: 'nope' },
        (path) => `${path} (set by SITE_EMAIL)`,
      ),
    ).toThrow(/email \(set by SITE_EMAIL\): must be an e-mail address/)
  })
})

describe('the JSON Schema reference', () => {
  test('a file’s `$schema` key is not content: the schema never sees it', () => {
    expect(parseContentFile('content/garlic.yaml', `$schema: ./schemas/garlic.schema.json\n${good}`, schema)).toEqual(
      parseContentFile('content/garlic.yaml', good, schema),
    )
  })

  test('anywhere but the top it is a field like any other, and refused as one', () => {
    expect(problems(good.replace('tint: garlic', 'tint: garlic\nheading2:\n  $schema: x'))).toEqual([
      expect.stringContaining('a field this file does not use: heading2'),
    ])
  })
})
