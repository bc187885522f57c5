import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { contactIntro, gallery, hero, icon, image, key, rand, template, uniqueBy, words } from '@/content/schema'

const spacingCm = (max: number) => z.int('must be whole centimetres').min(1).max(max)

const variety = z
  .strictObject({
    key,
    name: words({ max: 40 }),
    /** Shown in "Our Garlic Varieties". */
    showcase: z.strictObject({ description: words({ min: 40 }), image }).optional(),
    /** Offered in the Garlic Seed Calculator. Whole centimetres keep its area per plant exact. */
    seed: z.strictObject({ stock: words({ min: 3, max: 60 }), plantSpacingCm: spacingCm(200), rowSpacingCm: spacingCm(400) }).optional(),
  })
  .refine((entry) => entry.showcase || entry.seed, 'needs a showcase (description and image), seed (stock and spacings), or both')

const pricedService = z.strictObject({ key, name: words({ min: 3 }), price: rand })
const priceList = z.strictObject({ heading: words(), intro: words({ min: 20 }), items: uniqueBy(z.array(pricedService).min(1), 'key') })

export const garlicSchema = z.strictObject({
  hero,
  varieties: z.strictObject({
    heading: words(),
    intro: words({ min: 20 }),
    items: uniqueBy(z.array(variety).min(1), 'key')
      .refine((items) => items.some((item) => item.seed), 'needs at least one variety with seed, for the calculator')
      .refine((items) => items.some((item) => item.showcase), 'needs at least one variety with a showcase'),
  }),
  services: z.strictObject({ heading: words(), intro: words({ min: 20 }), field: priceList, processing: priceList }),
  facility: z.strictObject({
    tonsPerHour: z.number().positive(),
    place: z.string().trim().min(2),
    title: template(['tons']),
    text: template(['place']),
  }),
  travel: z.strictObject({ name: words({ min: 3 }), price: rand, note: words({ min: 10 }) }),
  saving: z.strictObject({
    percent: z.number().min(1).max(100),
    perHectare: rand,
    title: template(['percent']),
    text: template(['amount']),
  }),
  growingSteps: z.strictObject({
    heading: words(),
    intro: words({ min: 20 }),
    steps: z.array(z.strictObject({ title: words(), description: words({ min: 30 }), image })).min(1),
  }),
  fields: gallery,
  follow: words({ min: 20 }),
  whyChoose: z.strictObject({
    heading: words(),
    points: z.array(z.strictObject({ icon, title: words(), text: words({ min: 30 }) })).min(1),
  }),
  contact: contactIntro,
})

/** The garlic page's sections and every price (content/garlic.yaml). */
export const garlic = loadContent('garlic.yaml', garlicSchema)

/** The same, in one language, as a page's sections receive it. */
export type GarlicContent = Localized<typeof garlic>
