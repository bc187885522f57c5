import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { garlicSchema } from '@/content/garlic'
import { contentDir } from '@/content/load'
import { ContentError, parseContentFile } from '@/lib/content-file'
import { contentYamlText } from '../scripts/content-files/yaml-format'

/**
 * How each variety's seed is sold, as the build checks it in content/garlic.yaml: each field's bounds,
 * so a typo (2200 cloves a kilogram, a price of R 95 000) stops the build with the file, the line and
 * the field. Each case changes today's file's first variety with seed, as an owner would in the editor.
 */

type Data = Record<string, unknown>
const today = () => parse(readFileSync(path.join(contentDir, 'garlic.yaml'), 'utf8')) as Data

/** Today's file with `change` made to its first variety's seed, or to the whole file. */
function garlicWith(change: (seed: Data, file: Data) => void): Data {
  const file = today()
  const varieties = (file.varieties as { items: { seed?: Data }[] }).items
  change(varieties.find((variety) => variety.seed)!.seed!, file)
  return file
}

/** The build's messages for the file, or [] when it is accepted. */
function problems(data: Data): readonly string[] {
  try {
    parseContentFile('content/garlic.yaml', contentYamlText(data), garlicSchema)
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
}

test('today’s file builds', () => {
  expect(problems(today())).toEqual([])
})

describe('a variety’s seed: each field within its bounds, or the build names the file, line and field', () => {
  test.each<[string, string, unknown, boolean]>([
    ['clovesPerKg', 'the fewest cloves a kilogram (elephant garlic)', 20, true],
    ['clovesPerKg', 'fewer', 19, false],
    ['clovesPerKg', 'the most', 600, true],
    ['clovesPerKg', 'a typo of a zero too many', 2200, false],
    ['clovesPerKg', 'part of a clove', 220.5, false],
    ['bagKg', 'a bag of 1 kg', 1, true],
    ['bagKg', 'a bag of 50 kg', 50, true],
    ['bagKg', 'a bag of 51 kg', 51, false],
    ['bagKg', 'an empty bag', 0, false],
    ['bagKg', 'half a kilogram', 2.5, false],
    ['pricePerKg', 'a price with cents', 112.5, true],
    ['pricePerKg', 'the highest price', 10_000, true],
    ['pricePerKg', 'a price past it', 10_000.01, false],
    ['pricePerKg', 'a price finer than a cent', 95.005, false],
    ['pricePerKg', 'no price', 0, false],
    ['availability', 'in stock', 'in-stock', true],
    ['availability', 'sold out', 'sold-out', true],
    ['availability', 'a word not offered', 'available', false],
    ['kgLeft', 'a kilogram left', 1, true],
    ['kgLeft', 'none left (say sold-out instead)', 0, false],
    ['kgLeft', 'part of a kilogram', 1.5, false],
    ['minimumKg', 'a minimum of 1 kg', 1, true],
    ['minimumKg', 'a minimum of 1 000 kg', 1_000, true],
    ['minimumKg', 'a minimum past it', 1_001, false],
    ['example', 'the example mark', true, true],
  ])('%s: %s (%p)', (field, _, value, accepted) => {
    const found = problems(garlicWith((seed) => (seed[field] = value)))
    if (accepted) expect(found).toEqual([])
    else {
      expect(found).toHaveLength(1)
      expect(found[0]).toMatch(new RegExp(`^content/garlic\\.yaml:\\d+ varieties\\.items\\.\\d+\\.seed\\.${field}: `))
    }
  })

  test.each(['clovesPerKg', 'availability'])('%s is needed', (field) => {
    const found = problems(garlicWith((seed) => delete seed[field]))
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(new RegExp(`^content/garlic\\.yaml:\\d+ varieties\\.items\\.\\d+\\.seed`))
    expect(found[0]).toContain(field)
  })

  test.each(['bagKg', 'pricePerKg', 'kgLeft', 'minimumKg', 'example'])('%s may be left out', (field) => {
    expect(problems(garlicWith((seed) => delete seed[field]))).toEqual([])
  })

  test('a sold-out variety with kilograms left is refused at its kilograms', () => {
    const found = problems(
      garlicWith((seed) => {
        seed.availability = 'sold-out'
        seed.kgLeft = 40
      }),
    )
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^content\/garlic\.yaml:\d+ varieties\.items\.\d+\.seed\.kgLeft: a sold-out variety/)
  })
})

describe('the order window: two months, 1 to 12', () => {
  test.each<[string, unknown, unknown, boolean]>([
    ['October to March, over the new year', 10, 3, true],
    ['one month', 4, 4, true],
    ['the whole year', 1, 12, true],
    ['a month 0', 0, 3, false],
    ['a month 13', 10, 13, false],
    ['half a month', 10.5, 3, false],
  ])('%s', (_, from, to, accepted) => {
    const found = problems(garlicWith((_seed, file) => ((file.varieties as Data).orderWindow = { from, to })))
    if (accepted) expect(found).toEqual([])
    else expect(found[0]).toMatch(/^content\/garlic\.yaml:\d+ varieties\.orderWindow\.(from|to): /)
  })
})
