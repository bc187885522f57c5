import type { Figures } from './figures'

/**
 * An animal of the sale as the catalogue knows it, wherever it comes from (the content file, the
 * breeder's export): its sex, where it stands in the sale, its pedigree of two generations and its
 * figures. The content schema, the import and the pages all read these.
 */

export const sexes = ['bull', 'heifer'] as const
export type Sex = (typeof sexes)[number]

/**
 * Where an animal stands in the sale. In a private sale: for sale at its price, held for a buyer, or
 * sold. A lot of an auction: on offer (`auction`, before and while it is called), withdrawn from the
 * sale, sold, not sold (passed in: bidding did not reach the reserve), or sold subject to the
 * seller's confirmation.
 */
export const statuses = [
  'available',
  'reserved',
  'sold',
  'auction',
  'withdrawn',
  'notSold',
  'subjectToConfirmation',
] as const
export type Status = (typeof statuses)[number]

/** What an animal of a private sale can be. */
export const privateStatuses = ['available', 'reserved', 'sold'] as const satisfies readonly Status[]

/** What a lot of an auction can be: on offer, then what became of it. */
export const lotStatuses = [
  'auction',
  'withdrawn',
  'sold',
  'notSold',
  'subjectToConfirmation',
] as const satisfies readonly Status[]

/** A lot's result once it was called: sold, not sold or sold subject to confirmation (withdrawn is not called). */
export const resultStatuses = ['sold', 'notSold', 'subjectToConfirmation'] as const satisfies readonly Status[]

/** The statuses that carry the price a lot sold for and its buyer: sold, and sold subject to confirmation. */
export const boughtStatuses = ['sold', 'subjectToConfirmation'] as const satisfies readonly Status[]

/**
 * Whether an auction lot's sale goes ahead regardless of its bids (`none`), is subject to a reserve
 * price (`reservePrice`), or lets the owner or the auctioneer bid (`rightToBid`): the Consumer
 * Protection Act (section 45(4)) asks the advertisement to say which.
 */
export const reserveKinds = ['none', 'reservePrice', 'rightToBid'] as const
export type ReserveKind = (typeof reserveKinds)[number]

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
