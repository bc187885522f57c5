import type { PlantSpacing } from '@/lib/calculator/garlic-calculator'
import type { SeedOrder, SeedSale } from '@/lib/calculator/seed-order'

/**
 * What the season planner works with: the quantities a grower enters and their limits, the groups
 * of services, the published prices, and the outcome (an itemised estimate, or what it still needs).
 */

/** The three quantities a grower enters. */
export const plannerQuantities = ['hectares', 'kilometres', 'tons'] as const
export type PlannerQuantity = (typeof plannerQuantities)[number]

/**
 * What each quantity may be: more than 0, at most `max`, with at most `decimals` decimals (as the
 * calculator shows hectares; kilograms for tons; a tenth of a kilometre). The maxima are beyond any
 * farm in the country and keep every amount an exact whole number of cents.
 */
export const plannerLimits = {
  hectares: { max: 10_000, decimals: 4 },
  kilometres: { max: 3_000, decimals: 1 },
  tons: { max: 100_000, decimals: 3 },
} as const satisfies Record<PlannerQuantity, { max: number; decimals: number }>

/** The groups of services: field services are priced per hectare, processing per ton. */
export const serviceGroups = ['field', 'processing'] as const
export type ServiceGroup = (typeof serviceGroups)[number]

/** What the grower entered, as typed, the keys of the services they chose, and the seed's variety ('' for none). */
export type SeasonEntries = Record<PlannerQuantity, string> & Record<ServiceGroup, readonly string[]> & { seed: string }

/** A variety's seed as the planner prices it: its spacings (cloves per hectare) and how it is sold. */
export type SeedPrice = PlantSpacing & SeedSale & { key: string }

/** The published prices, in rand to the cent, as the price tables show them. */
export type SeasonPrices = {
  /** Per hectare. */
  field: readonly { key: string; price: number }[]
  /** Per ton. */
  processing: readonly { key: string; price: number }[]
  /** Rand per kilometre from the facility, charged with the field services. */
  travelPerKilometre: number
  /** What the facility processes in an hour. */
  tonsPerHour: number
  /** The varieties whose seed may be priced with the land (not sold out), in the content's order. */
  seeds: readonly SeedPrice[]
}

export type QuantityProblem = 'empty' | 'notANumber' | 'notPositive' | 'tooLarge' | 'tooPrecise'
/** Why an entry or a group gives no estimate yet: a quantity's problem, or no service chosen for it. */
export type PlannerProblem = QuantityProblem | 'noService'
export type PlannerProblems = Partial<Record<PlannerQuantity | ServiceGroup, PlannerProblem>>

/** A problem to correct, rather than something still to enter or choose. */
export const isError = (problem: PlannerProblem | undefined) =>
  problem !== undefined && problem !== 'empty' && problem !== 'noService'

export type EstimateLine = {
  /** A field service (per hectare), the travelling charge (per kilometre) or a processing service (per ton). */
  kind: 'field' | 'travel' | 'processing'
  /** The service's key; 'travel' for the travelling charge. */
  key: string
  quantity: number
  /** The decimals the quantity needs to be shown exactly (2,5 ha: 1). */
  quantityDecimals: number
  unitCents: number
  amountCents: number
}

/** How long processing takes: hours to one decimal, or whole minutes under an hour. */
export type ProcessingTime = { unit: 'hours' | 'minutes'; value: number }

/** The seed for the land: the variety and the order its hectares take (kilograms, bags, the amount if priced). */
export type SeedLine = {
  key: string
  hectares: number
  hectaresDecimals: number
  clovesPerKg: number
  order: SeedOrder
}

export type SeasonEstimate = {
  lines: EstimateLine[]
  /** The seed, when a variety is chosen; its amount is in the total only when its price is published. */
  seed: SeedLine | null
  totalCents: number
  /** Null when no processing is chosen. */
  processingTime: ProcessingTime | null
}

export type PlannerOutcome =
  | { status: 'empty' }
  | { status: 'incomplete'; problems: PlannerProblems }
  | { status: 'estimate'; estimate: SeasonEstimate }
