import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { image, paragraphs, words } from '@/content/schema'

export const ownerSchema = z.strictObject({
  heading: words(),
  portrait: image,
  bio: paragraphs({ max: 4, length: { min: 40 } }),
  stats: z.array(z.strictObject({ value: z.string().trim().min(1).max(8), label: words() })).min(1).max(4),
})

/** Meet the Owner, on the home page (content/owner.yaml). */
export const owner = loadContent('owner.yaml', ownerSchema)

/** The same, in one language, as a page's sections receive it. */
export type OwnerContent = Localized<typeof owner>
