import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { seedAvailabilities } from '@/lib/calculator/seed-order'
import {
  cardTitle,
  contactIntro,
  gallery,
  heading,
  hero,
  icon,
  image,
  key,
  rand,
  template,
  textLimits,
  uniqueBy,
  wordLimits,
  words,
} from '@/content/schema'

const month = z.int('must be a month, 1 to 12').min(1).max(12)
const spacingCm = (max: number) => z.int('must be whole centimetres').min(1).max(max)

const variety = z
  .strictObject({
    key,
    name: cardTitle(40),
    showcase: z
      .strictObject({ description: words({ min: 40 }), image })
      .optional()
      .describe(
        'Shown in "Our Garlic Varieties": a description and a picture. Leave it out ' +
          'for a variety offered only in the calculator.',
      ),
    seed: z
      .strictObject({
        stock: words({ min: 3, max: 60 }).describe(
          'The stock label beside the variety in the calculator, such as LIMITED STOCK ' +
            'or SOLD OUT: 3 to 60 characters.',
        ),
        plantSpacingCm: spacingCm(200).describe('Between plants in a row, in whole centimetres.'),
        rowSpacingCm: spacingCm(400).describe('Between rows, in whole centimetres.'),
        clovesPerKg: z
          .int('must be a whole number of cloves')
          .min(20)
          .max(600)
          .describe(
            'How many cloves a kilogram of this seed holds, on average: 20 to 600 (about 220 for ' +
              'most varieties, about 40 for elephant garlic). It turns cloves into kilograms to order.',
          ),
        bagKg: z
          .int('must be whole kilograms')
          .min(1)
          .max(50)
          .optional()
          .describe(
            'Sold in bags of this many kilograms (1 to 50), such as 10. Leave it out when sold by the kilogram.',
          ),
        pricePerKg: rand
          .max(10_000)
          .optional()
          .describe('The price per kilogram in rand, to the cent: 95 or 112.50. Leave it out for "price on request".'),
        availability: z
          .enum(seedAvailabilities)
          .meta({
            choiceLabels: {
              'in-stock': 'in-stock (in stock)',
              limited: 'limited (limited stock)',
              'sold-out': 'sold-out (none this season)',
            } satisfies Record<(typeof seedAvailabilities)[number], string>,
          })
          .describe('in-stock, limited or sold-out: what the calculator, the planner and search engines say.'),
        kgLeft: z
          .int('must be whole kilograms')
          .min(1)
          .max(1_000_000)
          .optional()
          .describe('How many kilograms are left, where you want to say so (not for sold-out).'),
        minimumKg: z
          .int('must be whole kilograms')
          .min(1)
          .max(1_000)
          .optional()
          .describe('The smallest order, in kilograms (1 to 1 000). Leave it out for no minimum.'),
        example: z
          .boolean()
          .optional()
          .describe(
            'Marks these seed figures (cloves per kg, bags, price, stock, minimum) as examples the build ' +
              'lists until you confirm them: remove this line once they are yours.',
          ),
      })
      .refine((seed) => !(seed.availability === 'sold-out' && seed.kgLeft !== undefined), {
        message: 'a sold-out variety has no kilograms left: remove kgLeft or change availability',
        path: ['kgLeft'],
      })
      .optional()
      .describe(
        'Offered in the Garlic Seed Calculator: its stock label, spacings and how its seed is sold. ' +
          'Leave it out for a variety only shown.',
      ),
  })
  .refine(
    (entry) => entry.showcase || entry.seed,
    'needs a showcase (description and image), seed (stock, spacings and sale), or both',
  )

const pricedService = z.strictObject({ key, name: words({ min: 3, max: textLimits.label }), price: rand })
const priceList = (per: string) =>
  z.strictObject({
    heading: cardTitle(),
    intro: words({ min: 20 }),
    items: uniqueBy(z.array(pricedService).min(1).max(12), 'key').describe(
      `Each service and its price ${per}: one to twelve.`,
    ),
  })

export const garlicSchema = z
  .strictObject({
    hero,
    varieties: z.strictObject({
      heading: heading(),
      intro: words({ min: 20 }),
      items: uniqueBy(z.array(variety).min(1), 'key')
        .refine((items) => items.some((item) => item.seed), 'needs at least one variety with seed, for the calculator')
        .refine((items) => items.some((item) => item.showcase), 'needs at least one variety with a showcase')
        .describe(
          'Every variety, once. One with a showcase is shown in "Our Garlic ' +
            'Varieties"; one with seed is offered in the Garlic Seed Calculator, whose ' +
            'first one is its default. The key is used in the calculator’s shareable ' +
            'address (?variety=shani): keep it once chosen.',
        ),
      orderWindow: z
        .strictObject({ from: month, to: month })
        .describe(
          'The months seed is ordered in, from and to (1 is January, 12 December; from 10 to 3 runs ' +
            'October to March). Outside them, "Ask for this seed" says when ordering opens.',
        ),
    }),
    services: z.strictObject({
      heading: heading(),
      intro: words({ min: 20 }),
      field: priceList('per hectare').describe('Done on the grower’s land, priced per hectare.'),
      processing: priceList('per ton').describe('Done at the processing facility, priced per ton.'),
    }),
    facility: z.strictObject({
      tonsPerHour: z.number().positive().describe('Tons the facility processes an hour.'),
      place: z.string().trim().min(2).describe('Where the facility is (a place name, the same in every language).'),
      title: template(['tons'], { max: textLimits.button, word: wordLimits.cardTitle }),
      text: template(['place']),
    }),
    travel: z.strictObject({
      name: words({ min: 3, max: textLimits.label }),
      price: rand.describe('Rand per kilometre, measured from the facility, to the cent: 5.50.'),
      note: words({ min: 10 }),
    }),
    saving: z.strictObject({
      percent: z.number().min(1).max(100).describe('About how much a grower saves, in per cent: 1 to 100.'),
      perHectare: rand.describe('About how many rand a grower saves per hectare.'),
      title: template(['percent'], { max: textLimits.button, word: wordLimits.cardTitle }),
      text: template(['amount']),
    }),
    growingSteps: z.strictObject({
      heading: heading(),
      intro: words({ min: 20 }),
      steps: z
        .array(z.strictObject({ title: cardTitle(), description: words({ min: 30 }), image }))
        .min(1)
        .describe('The steps of a season (any number), each with a photo that opens larger.'),
    }),
    fields: gallery,
    follow: words({ min: 20 }).describe(
      'The band inviting visitors to follow the farm (its heading is in the social profiles’ file).',
    ),
    whyChoose: z.strictObject({
      heading: heading(),
      points: z
        .array(z.strictObject({ icon, title: cardTitle(), text: words({ min: 30 }) }))
        .min(1)
        .describe('Any number of points, each with an icon.'),
    }),
    contact: contactIntro,
  })
  .describe(
    'The Du Toit Holdings garlic page, section by section, with every price. Its ' +
      'menu label, title and description are with the pages; its certifications ' +
      'with the certifications; the calculator’s words in its own file. Prices are ' +
      'in rand, to the cent: 2500 or 5.50.',
  )

/** The garlic page's sections and every price (content/garlic.yaml). */
export const garlic = loadContent('garlic.yaml', garlicSchema)

/** The same, in one language, as a page's sections receive it. */
export type GarlicContent = Localized<typeof garlic>

/**
 * The varieties the calculator and the planner offer, in the content's order (the first is the
 * calculator's default): those with seed, each its key, name, stock label, spacings and sale. The
 * mark on sample figures is for the build, not the visitor, so it is left out.
 */
export function seedVarietiesOf(content: GarlicContent) {
  return content.varieties.items.flatMap(({ key, name, seed }) => {
    if (!seed) return []
    const shown = { ...seed }
    delete shown.example
    return [{ key, name, ...shown }]
  })
}
