import type { Figures } from './figures'

/**
 * An animal of the sale as the catalogue knows it, wherever it comes from (the content file, the
 * breeder's export): its sex, where it stands in the sale, its pedigree of two generations and its
 * figures. The content schema, the import and the pages all read these.
 */

export const sexes = ['bull', 'heifer'] as const
export type Sex = (typeof sexes)[number]

/** Where an animal stands in the sale: for sale at a price, held for a buyer, sold, or a lot of the auction. */
export const statuses = ['available', 'reserved', 'sold', 'auction'] as const
export type Status = (typeof statuses)[number]

/** One parent or grandparent: its name and ID as the pedigree prints them. */
export type Ancestor = { name: string; id: string }
export const ancestorKeys = ['sire', 'dam', 'sireSire', 'sireDam', 'damSire', 'damDam'] as const
export type AncestorKey = (typeof ancestorKeys)[number]
export type Pedigree = Record<AncestorKey, Ancestor>

/** An animal's record: what an export gives of it, before the owner adds photos, a video or a note. */
export type AnimalRecord = {
  id: string
  name?: string
  sex: Sex
  /** The birth date, yyyy-mm-dd. */
  born: string
  status: Status
  lot?: number
  /** In rand; none when the animal goes to auction or its price is on request. */
  price?: number
  pedigree: Pedigree
  figures: Figures
}
