import { z } from 'zod'
import { parseContent } from '@/lib/content-schema'

const varietySchema = z.object({
  /** Stable key, used in the calculator's shareable address (?variety=shani). */
  key: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  name: z.string().min(2).max(40),
  /** What the stock list says about availability. */
  stockLabel: z.string().min(3).max(60),
  // Whole centimetres keep the calculator's area per plant an exact whole number of cm².
  plantSpacingCm: z.int().min(1).max(200),
  rowSpacingCm: z.int().min(1).max(400),
})

export type GarlicVariety = z.infer<typeof varietySchema>

/** The seed varieties the calculator plans for, the first being its default. */
export const garlicVarieties: readonly [GarlicVariety, ...GarlicVariety[]] = parseContent(
  'content/garlic-varieties.ts',
  // At least one variety (the first is the default), each key once.
  z
    .tuple([varietySchema], varietySchema)
    .refine((list) => new Set(list.map((variety) => variety.key)).size === list.length, 'variety keys must be unique'),
  [
    { key: 'pink-egyptian', name: 'Pink Egyptian', stockLabel: 'Pink Egyptian Seeds, Popular', plantSpacingCm: 15, rowSpacingCm: 30 },
    { key: 'white-egyptian', name: 'White Egyptian', stockLabel: 'LIMITED STOCK', plantSpacingCm: 15, rowSpacingCm: 30 },
    { key: 'shani', name: 'Shani', stockLabel: 'LIMITED STOCK', plantSpacingCm: 12, rowSpacingCm: 25 },
    { key: 'white-eastern', name: 'White Eastern', stockLabel: 'LIMITED STOCK', plantSpacingCm: 15, rowSpacingCm: 30 },
    { key: 'giant-elephant', name: 'Giant Elephant', stockLabel: 'Giant/Elephant Seeds, Available', plantSpacingCm: 20, rowSpacingCm: 40 },
  ],
)
