import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { buttonLabel, cardTitle, label, template, textLimits, wordLimits, words } from '@/content/schema'

const fieldLabel = label()
const placeholder = words({ max: 20 })

export const plannerSchema = z
  .strictObject({
    heading: words({ max: 40, word: wordLimits.heading }),
    intro: words({ min: 20 }),
    formLabel: words().describe('What screen readers call the planner’s form.'),
    field: z.strictObject({
      legend: label(),
      hectares: z.strictObject({ label: fieldLabel, placeholder }),
      seed: z
        .strictObject({
          label: fieldLabel,
          none: words({ max: 40 }).describe('The first choice: no seed in the estimate.'),
        })
        .describe(
          'The choice of seed garlic for the land, priced with its hectares in the estimate. The varieties ' +
            'offered are those with seed not sold out (the garlic page’s file).',
        ),
      useCalculator: template(['hectares'], {
        max: 60,
        hint: 'The button, shown once the calculator above has worked out land, that puts it in the box.',
      }),
      kilometres: z.strictObject({
        label: template(['place'], { max: 60 }),
        placeholder,
        help: template(['price'], { hint: '{price} is the travelling charge, such as "R 5,50 per kilometre".' }),
      }),
    }),
    processing: z.strictObject({
      legend: template(['place'], { max: textLimits.label }),
      tons: z.strictObject({ label: fieldLabel, placeholder }),
    }),
    submit: buttonLabel().describe(
      'The form’s button: it works the estimate out and moves to it (Enter in a box does the same).',
    ),
    units: z
      .strictObject({ hectares: words({ max: 5 }), kilometres: words({ max: 5 }), tons: words({ max: 5 }) })
      .describe('The short names after a quantity: at most 5 characters.'),
    results: z.strictObject({
      heading: cardTitle(),
      prompt: words().describe('Before anything is entered.'),
      waitingTitle: words().describe('While the planner’s script is still on its way and something has been entered.'),
      waitingText: words().describe('While the planner’s script is still on its way and something has been entered.'),
      incomplete: words().describe('Above the list of what is still needed or wrong.'),
      service: words({ max: textLimits.tableHeading }).describe('The table’s column names.'),
      amount: words({ max: textLimits.tableHeading }),
      total: words({ max: textLimits.tableHeading }),
      processingTime: template(['rate']),
      hours: template(['hours']),
      minutes: template(['minutes']),
      estimateNote: words({ min: 20 }).describe('The one sentence under every estimate.'),
      seed: template(['variety'], { max: textLimits.label }).describe('The seed’s line: "Seed: {variety}".'),
      onRequest: words({ max: 20 }).describe('The seed’s amount when its price is on request.'),
      seedIncluded: words({ max: 120 }).describe('Under the total, when the seed is priced in it.'),
      seedNotIncluded: words({ max: 120 }).describe('Under the total, when the seed’s price is on request.'),
      noSeed: words({ max: 120 }).describe('Under the total, when no seed is chosen.'),
      send: words({ max: 50 }),
      added: words(),
      noRoom: template(['count']),
    }),
    hints: z
      .strictObject({
        hectaresEmpty: words(),
        kilometresEmpty: words(),
        tonsEmpty: words(),
        notANumber: words(),
        notPositive: words(),
        tooLarge: template(['max']),
        tooPrecise: template(['step']),
        fieldService: words(),
        processingService: words(),
      })
      .describe(
        'In the panel, for an entry or a group that gives no estimate yet. {max} and ' +
          '{step} come with their unit, such as "10 000 ha".',
      ),
    document: z
      .strictObject({
        print: buttonLabel(),
        title: words({ max: textLimits.heading, word: wordLimits.pageTitle }).describe(
          'The printed estimate’s heading.',
        ),
        included: words({ min: 20 }).describe('On the printed estimate: what its prices include and what they do not.'),
        reopen: words({ max: textLimits.label }).describe(
          'Before the address that opens the same estimate on the site.',
        ),
      })
      .describe(
        'The estimate as a one-page document to print or save as PDF, with the ' +
          'business’s details, the date, every line, the total and its address.',
      ),
    message: z
      .strictObject({
        heading: words({ max: 80 }),
        line: template(['service', 'quantity', 'price', 'amount'], { max: 60 }),
        seedOnRequest: template(['service', 'quantity'], { max: 60 }).describe(
          'The seed’s line when its price is on request.',
        ),
        total: template(['amount'], { max: 40 }),
        processingTime: template(['time', 'rate'], { max: 80 }),
        closing: words({ max: 80 }),
      })
      .describe(
        'The estimate as plain text, put into the contact form’s message. Kept ' +
          'short: the whole estimate must fit the message’s 1 000 characters. The ' +
          'first and last lines also mark where an estimate starts and ends, so a new ' +
          'one replaces the old.',
      ),
  })
  .describe(
    'Every word of "Price your season", the planner after the Garlic Seed ' +
      'Calculator on the garlic page. Its prices, service names, the facility’s ' +
      'tons per hour and the travelling charge are in the garlic page’s file, the ' +
      'same entries the price tables show.',
  )

/** Every word of the season planner, headed "Price your season" (content/planner.yaml). */
export const plannerWords = loadContent('planner.yaml', plannerSchema)

/** The planner's words in one language, as its section and island receive them. */
export type PlannerWords = Localized<typeof plannerWords>
