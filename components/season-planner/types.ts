import type { ShareWords } from '@/components/print/ToolActions'
import type { PlannerWords } from '@/content/planner'
import type { EstimateMarkers } from '@/lib/season-planner/estimate-text'
import type { PlannerQuantity, SeedPrice, ServiceGroup } from '@/lib/season-planner/types'
import type { SeedWords } from '@/components/calculator/seed-words'
import type { OrderWindow } from '@/lib/calculator/seed-order'

/** A service the planner offers: its key, its name, rand per unit, and its price as the price table writes it. */
export type PlannerService = { key: string; name: string; price: number; priceLabel: string }

/** A variety whose seed the planner prices with the land, and its name. */
export type PlannerSeed = SeedPrice & { name: string }

/** A quantity box's words: its label and placeholder, and the help under it if it has one. */
export type QuantityWords = { label: string; placeholder: string; help?: string }

/** The form's words, their gaps (the facility's place, the travelling charge) already filled. */
export type PlannerFormWords = {
  /** What screen readers call the form. */
  label: string
  legends: Record<ServiceGroup, string>
  quantities: Record<PlannerQuantity, QuantityWords>
  /** The seed's choice: its label and the choice of none. */
  seed: { label: string; none: string }
  /** The button that takes the calculator's land ({hectares}), and the unit after the land. */
  take: { take: string; unit: string }
  /** The form's button, which works the estimate out and moves to it. */
  submit: string
}

/**
 * The words the estimate panel shows: the results, the hints, the units and the message, and how
 * the message's estimate begins and ends in the site's other languages (so an estimate added on the
 * other language's page is replaced, not repeated).
 */
export type EstimateWords = Pick<PlannerWords, 'results' | 'hints' | 'units' | 'message' | 'document'> & {
  /**
   * The seed's words: its kilograms and bags, and "Ask for this seed". The calculator's own object, so
   * the page's payload carries it once (React writes an object it has written before as a reference).
   */
  seed: SeedWords
  /** The months seed is ordered in. */
  orderWindow: OrderWindow
  otherLanguages: readonly EstimateMarkers[]
  /** Sending the estimate, and the date's label on paper. */
  share: ShareWords & { date: string }
  /** The business on the printed estimate: its name, legal details and contact lines. */
  business: { name: string; lines: readonly string[] }
  /** The page's language (`en-ZA`), for the printed estimate. */
  lang: string
}

export type SeasonPlannerProps = {
  /** Each group's services, in the price lists' order (content/garlic.yaml). */
  services: Record<ServiceGroup, readonly PlannerService[]>
  /** The travelling charge's name and rand per kilometre. */
  travel: { name: string; price: number }
  /** What the facility processes in an hour. */
  tonsPerHour: number
  /** The varieties whose seed is priced with the land (none sold out). */
  seeds: readonly PlannerSeed[]
  form: PlannerFormWords
  words: EstimateWords
}

/** The id of the hint the panel shows for an entry or a group, which its box or group points to. */
export type HintId = (name: PlannerQuantity | ServiceGroup) => string
