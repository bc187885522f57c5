import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { buttonLabel, cardTitle, heading, label, template, textLimits, wordLimits, words } from '@/content/schema'

export const calculatorSchema = z
  .strictObject({
    eyebrow: words({ max: textLimits.eyebrow }),
    heading: heading(),
    intro: words({ min: 20 }),
    formLabel: words().describe('What screen readers call the form.'),
    modeQuestion: label(),
    modes: z.strictObject({ seedsToLand: words({ max: 30 }), landToSeeds: words({ max: 30 }) }),
    varietyQuestion: label(),
    submit: buttonLabel().describe(
      'The form’s button: it works the figures out and moves to them (Enter in a box does the same).',
    ),
    seeds: z.strictObject({ label: label(), placeholder: words({ max: 20 }), help: template(['min']) }),
    land: z.strictObject({ label: label(), placeholder: words({ max: 20 }), help: template(['min', 'unit']) }),
    unitLabel: label(),
    units: z
      .strictObject({ sqm: words({ max: 20 }), hectare: words({ max: 20 }), acre: words({ max: 20 }) })
      .describe('The choices of unit, and the unit after a figure.'),
    results: z.strictObject({
      heading: cardTitle(),
      preview: words().describe('Under the prompt, before anything is entered.'),
      waitingTitle: words().describe(
        'While the calculator’s script is still on its way and something has been entered.',
      ),
      waitingText: words().describe(
        'While the calculator’s script is still on its way and something has been entered.',
      ),
      landNeeded: label(),
      seedsNeeded: label(),
      seedsToLandSummary: template(['seeds', 'variety', 'percent']),
      landToSeedsSummary: template(['variety', 'land', 'percent']),
      seedsUsed: label(),
      landProvided: label(),
      hectares: label(),
      acres: label(),
      plantsPerSquareMetre: label(),
      plantSpacing: label(),
      rowSpacing: label(),
      water: template(['amount'], { max: textLimits.label }),
      perWeek: label(),
      perMonth: label(),
      perSeason: template(['weeks'], { max: textLimits.label }),
    }),
    order: z
      .strictObject({
        seedToOrder: label(),
        working: template(['cloves', 'perKg'], {
          max: 80,
          hint: 'How the kilograms were worked out: "200 000 cloves at about 220 per kg".',
        }),
        bags: template(['bags', 'bagKg'], { max: 40, hint: 'After the kilograms, where seed is sold in bags.' }),
        oneBag: template(['bagKg'], { max: 40, hint: 'The same for one bag.' }),
        minimum: template(['minimum'], { max: 80 }).describe('When the order is the minimum rather than the cloves.'),
        pricePerKg: label(),
        cost: label().describe('The kilograms × the price per kilogram.'),
        priceOnRequest: words({ max: 30 }),
        availability: z
          .strictObject({
            inStock: words({ max: 30 }),
            limited: words({ max: 30 }),
            left: template(['kg'], { max: 30, hint: 'After "limited", where the kilograms left are given.' }),
            soldOut: words({ max: 80 }),
            stillToBeHad: template(['varieties'], { hint: 'After "sold out": the varieties that are not.' }),
            moreThanLeft: template(['kg'], { max: 120, hint: 'When the order is more than the kilograms left.' }),
          })
          .describe('What the calculator says of a variety’s stock, beside its seed to order.'),
        ask: buttonLabel().describe('The link that opens the contact form with the seed written into the message.'),
        askNote: words({ min: 20, max: 160 }).describe('Beside the link: that it is a request the business confirms.'),
        closed: template(['month'], {
          max: 160,
          hint: 'Instead of the link, outside the months seed is ordered in: {month} is when ordering opens.',
        }),
        message: template(['variety', 'seed', 'land'], {
          hint:
            'What "Ask for this seed" writes into the message: {seed} is the kilograms (and bags), ' +
            '{land} the land and cloves.',
        }),
      })
      .describe('The seed to order: kilograms, bags, price and stock, and the request for it.'),
    hints: z
      .strictObject({
        emptySeeds: words(),
        emptyLand: words(),
        notANumber: words(),
        tooFewSeeds: template(['min']),
        tooLittleLand: template(['min', 'unit']),
        decimalComma: words(),
        notWhole: words(),
        tooManySeeds: template(['max']),
        tooMuchLand: template(['max', 'unit']),
      })
      .describe('Shown instead of results, when an entry gives none.'),
    document: z
      .strictObject({
        print: buttonLabel(),
        title: words({ max: textLimits.heading, word: wordLimits.pageTitle }).describe('The printed plan’s heading.'),
        note: words({ min: 20 }).describe('On the printed plan: where its figures come from.'),
        reopen: words({ max: textLimits.label }).describe('Before the address that opens the same plan on the site.'),
      })
      .describe('The calculator’s figures as a one-page document to print or save as PDF.'),
    table: z
      .strictObject({
        heading: cardTitle(),
        scrollHint: words({ max: textLimits.label }).describe(
          'Under the table on a phone, where it is wider than the screen and slides sideways.',
        ),
        explanation: template(['planted', 'pathways', 'seeds']),
        variety: words({ max: textLimits.tableHeading }),
        spacing: words({ max: textLimits.tableHeading }),
        plantsPerSquareMetre: words({ max: textLimits.tableHeading }),
        seedsPerHectare: words({ max: textLimits.tableHeading }),
        landPerSeeds: template(['seeds'], { max: textLimits.tableHeading }),
        clovesPerKg: words({ max: textLimits.tableHeading }),
        seedPerHectare: words({ max: textLimits.tableHeading }).describe(
          'Kilograms of seed a hectare takes, rounded up.',
        ),
        orderWindow: template(['from', 'to'], { max: 120 }).describe('Under the table: the months seed is ordered in.'),
      })
      .describe('The table of every variety, in the page for visitors without JavaScript and for search engines.'),
  })
  .describe(
    'Every word of the Garlic Seed Calculator on the garlic page. Its varieties ' +
      '(names, stock labels, spacings) are in the garlic page’s file.',
  )

/** Every word of the Garlic Seed Calculator (content/calculator.yaml). */
export const calculatorWords = loadContent('calculator.yaml', calculatorSchema)

/** The calculator's words in one language, as the island receives them. */
export type CalculatorWords = Localized<typeof calculatorWords>
