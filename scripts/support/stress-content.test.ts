import type { JsonSchema } from '../content-files/json-schema'
import {
  extremeAmounts,
  longWords,
  stressContent,
  stressedCount,
  stressText,
  vocabularyOf,
  type StressOptions,
} from './stress-content'

const translated = (inner: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { en: inner, af: inner },
  required: ['en', 'af'],
})
const options: StressOptions = {
  languages: ['en', 'af'],
  lists: 'longest',
  pictures: ['stress/portrait.jpg', 'stress/square.jpg'],
}

describe('stressText', () => {
  test.each([
    // [original, target, word, expected]
    ['Our Services', 30, 'www.example.co.za', 'Our www.example.co.za Services'],
    ['Our Services', 40, 'www.example.co.za', 'Our www.example.co.za Services Our Servi'],
    // No room for both: the word alone fills the limit.
    ['Contact Us', 12, 'www.example.co.za', 'www.example.'],
    ['Contact Us', 20, 'www.example.co.za', 'www.example.co.za Co'],
    // Gaps are the site's: kept whole, the word cut to the room left.
    ['{tons} tons an hour', 25, 'Voedselveiligheid', '{tons} Voeds tons an hour'],
    ['{tons} tons an hour', 19, 'Voedselveiligheid', '{tons} tons an hour'],
  ])('%j grown to %i with %j', (original, target, word, expected) => {
    const text = stressText(original, target, word)
    expect(text).toBe(expected)
    expect(text.length).toBeLessThanOrEqual(target)
  })

  test('filled from a vocabulary where one is given, to the last character', () => {
    const words = ['kraal', 'veld']
    let index = 0
    expect(stressText('Our Services', 41, 'www.example.co.za', () => words[index++ % 2]!)).toBe(
      'Our www.example.co.za Services kraal veld',
    )
    expect(vocabularyOf(['{tons} tons an hour', 'an hour or two'])).toEqual(['tons', 'an', 'hour', 'or', 'two'])
  })

  test('a text without a limit fills three times its length, its gaps once each', () => {
    const text = stressText('{place} is near', 45, 'www.example.co.za')
    expect(text.length).toBeLessThanOrEqual(45)
    expect(text.length).toBeGreaterThan(40)
    expect(text.match(/\{place\}/g)).toHaveLength(1)
  })
})

describe('stressedCount', () => {
  test.each([
    [{ type: 'array', minItems: 1, maxItems: 4 } as JsonSchema, 2, 'longest', 4],
    [{ type: 'array', minItems: 1, maxItems: 4 } as JsonSchema, 2, 'shortest', 1],
    [{ type: 'array', minItems: 1 } as JsonSchema, 4, 'longest', 12],
    [{ type: 'array' } as JsonSchema, 3, 'shortest', 0],
    [{ type: 'array' } as JsonSchema, 0, 'longest', 1],
  ] as const)('%j with %i today, %s: %i', (node, today, lists, expected) => {
    expect(stressedCount(node, today, lists)).toBe(expected)
  })
})

describe('stressContent', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      heading: translated({ type: 'string', minLength: 1, maxLength: 50, maxWordLength: 20 }),
      key: { type: 'string', pattern: '^[a-z-]+$' },
      items: {
        type: 'array',
        minItems: 1,
        uniqueBy: 'key',
        items: {
          type: 'object',
          properties: {
            key: { type: 'string', pattern: '^[a-z0-9-]+$' },
            price: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.01, inputPrefix: 'R' },
            photo: {
              type: 'object',
              properties: {
                src: { type: 'string', pattern: '.' },
                alt: translated({ type: 'string', minLength: 10, maxLength: 40 }),
              },
            },
          },
        },
      },
      pages: { type: 'array', items: { type: 'string', choices: 'pages' } },
      registry: {
        type: 'array',
        minItems: 1,
        uniqueBy: 'key',
        items: {
          type: 'object',
          properties: { key: { type: 'string', readOnly: true }, label: translated({ type: 'string', maxLength: 30 }) },
        },
      },
    },
  }
  const data = {
    heading: { en: 'Our Services', af: 'Ons Dienste' },
    key: 'services',
    items: [
      {
        key: 'planting',
        price: 2500,
        photo: { src: 'garlic/a.jpg', alt: { en: 'A row of garlic', af: "'n Ry knoffel" } },
      },
    ],
    pages: ['home', 'garlic'],
    registry: [{ key: 'home', label: { en: 'Home', af: 'Tuis' } }],
  }
  const stressed = stressContent(schema, data, options) as typeof data

  test('each language carries its own long word, no longer than the field allows a word to be', () => {
    expect(stressed.heading.en).toContain(longWords.en.slice(0, 20))
    expect(stressed.heading.en).not.toContain(longWords.en.slice(0, 21))
    expect(stressed.heading.af).toContain(longWords.af.slice(0, 20))
    expect(stressed.heading.en.length).toBe(50)
  })

  test('a list grows three times, its unique keys kept unique, its amounts at the extremes in turn', () => {
    expect(stressed.items.map((item) => item.key)).toEqual(['planting', 'planting-2', 'planting-3'])
    expect(stressed.items.map((item) => item.price)).toEqual([extremeAmounts[0], extremeAmounts[1], extremeAmounts[0]])
  })

  test('pictures take the odd shapes in turn, their descriptions at their limit', () => {
    expect(stressed.items.map((item) => item.photo.src)).toEqual([
      'stress/portrait.jpg',
      'stress/square.jpg',
      'stress/portrait.jpg',
    ])
    expect(stressed.items[0]!.photo.alt.af).toHaveLength(40)
  })

  test('what the schema fixes stays: patterns, choices, a developer’s list count', () => {
    expect(stressed.key).toBe('services')
    expect(stressed.pages).toEqual(['home', 'garlic'])
    expect(stressed.registry).toHaveLength(1)
    expect(stressed.registry[0]!.key).toBe('home')
    expect(stressed.registry[0]!.label.en).toHaveLength(30)
  })

  test('at the shortest count a list keeps its minimum', () => {
    const shortest = stressContent(
      schema,
      { ...data, items: [...data.items, { ...data.items[0]!, key: 'harvest' }] },
      { ...options, lists: 'shortest' },
    ) as typeof data
    expect(shortest.items.map((item) => item.key)).toEqual(['planting'])
  })
})
