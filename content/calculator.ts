import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { template, words } from '@/content/schema'

export const calculatorSchema = z.strictObject({
  eyebrow: words(),
  heading: words(),
  intro: words({ min: 20 }),
  formLabel: words().describe('What screen readers call the form.'),
  modeQuestion: words(),
  modes: z.strictObject({ seedsToLand: words({ max: 30 }), landToSeeds: words({ max: 30 }) }),
  varietyQuestion: words(),
  seeds: z.strictObject({ label: words(), placeholder: words(), help: template(['min']) }),
  land: z.strictObject({ label: words(), placeholder: words(), help: template(['min', 'unit']) }),
  unitLabel: words(),
  units: z.strictObject({ sqm: words(), hectare: words(), acre: words() }),
  results: z.strictObject({
    heading: words(),
    preview: words().describe('Under the prompt, before anything is entered.'),
    waitingTitle: words().describe('While the calculator’s script is still on its way and something has been entered.'),
    waitingText: words().describe('While the calculator’s script is still on its way and something has been entered.'),
    landNeeded: words(),
    seedsNeeded: words(),
    seedsToLandSummary: template(['seeds', 'variety', 'percent']),
    landToSeedsSummary: template(['variety', 'land', 'percent']),
    seedsUsed: words(),
    landProvided: words(),
    hectares: words(),
    acres: words(),
    plantsPerSquareMetre: words(),
    plantSpacing: words(),
    rowSpacing: words(),
    water: template(['amount']),
    perWeek: words(),
    perMonth: words(),
    perSeason: template(['weeks']),
  }),
  hints: z.strictObject({
    emptySeeds: words(),
    emptyLand: words(),
    notANumber: words(),
    tooFewSeeds: template(['min']),
    tooLittleLand: template(['min', 'unit']),
    decimalComma: words(),
    notWhole: words(),
    tooManySeeds: template(['max']),
    tooMuchLand: template(['max', 'unit']),
  }).describe('Shown instead of results, when an entry gives none.'),
  table: z.strictObject({
    heading: words(),
    explanation: template(['planted', 'pathways', 'seeds']),
    variety: words(),
    spacing: words(),
    plantsPerSquareMetre: words(),
    seedsPerHectare: words(),
    landPerSeeds: template(['seeds']),
  }).describe('The table of every variety, in the page for visitors without JavaScript and for search engines.'),
}).describe(
  'Every word of the Garlic Seed Calculator on the garlic page. Its varieties (names, stock labels, spacings) are in the garlic page’s file.',
)

/** Every word of the Garlic Seed Calculator (content/calculator.yaml). */
export const calculatorWords = loadContent('calculator.yaml', calculatorSchema)

/** The calculator's words in one language, as the island receives them. */
export type CalculatorWords = Localized<typeof calculatorWords>
