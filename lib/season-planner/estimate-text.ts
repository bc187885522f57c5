import { formatAsIs, formatCents, formatNumber } from '@/lib/format'
import { seedQuantity, type BagWords } from '@/lib/calculator/seed-text'
import type {
  EstimateLine,
  PlannerQuantity,
  ProcessingTime,
  SeasonEstimate,
  SeedLine,
} from '@/lib/season-planner/types'
import { fillTemplate } from '@/lib/template'

/**
 * The season estimate in words: its figures as the page shows them, and the plain text it puts
 * into the contact form's message. The words are the page's (passed in); the figures go through
 * lib/format.ts, so they read the same in the panel and in the message.
 */

/** Keeps a figure and its unit on one line. */
const nb = '\u00a0'

const unitOf: Record<EstimateLine['kind'], PlannerQuantity> = {
  field: 'hectares',
  travel: 'kilometres',
  processing: 'tons',
}

/** A line's quantity with its unit: '2,5 ha', '100 km', '10 t'. */
export function shownQuantity(line: EstimateLine, units: Record<PlannerQuantity, string>): string {
  return `${formatNumber(line.quantity, line.quantityDecimals)}${nb}${units[unitOf[line.kind]]}`
}

/** A number with the decimals it has, no more: 3, 2,5. */
export function shownRate(value: number): string {
  return formatAsIs(value)
}

export type TimeWords = { hours: string; minutes: string }

/** The processing time: '3,3 hours', or '20 min' under an hour. */
export function shownTime(time: ProcessingTime, words: TimeWords): string {
  return time.unit === 'hours'
    ? fillTemplate(words.hours, { hours: formatNumber(time.value, 1) })
    : fillTemplate(words.minutes, { minutes: formatNumber(time.value) })
}

/** One line of an estimate as the page shows it: the service, its quantity × unit price, its amount. */
export type EstimateRow = { key: string; name: string; detail: string; amount: string }

/**
 * The seed's words in an estimate: its row's name ('Seed: {variety}'), the bags ('{bags} bags of
 * {bagKg}'), the amount of a price on request, and what the total says of the seed.
 */
export type SeedRowWords = BagWords & {
  name: string
  /** The message's line for a seed whose price is on request: {service} and {quantity}. */
  line: string
  onRequest: string
  included: string
  notIncluded: string
  none: string
}

/** The seed's row: the variety, its kilograms (and bags) × the price per kilogram, and its amount or "on request". */
export function seedRow(seed: SeedLine, names: Readonly<Record<string, string>>, words: SeedRowWords): EstimateRow {
  const quantity = seedQuantity(seed.order, words)
  const { priceCents, amountCents } = seed.order
  return {
    key: `seed-${seed.key}`,
    name: fillTemplate(words.name, { variety: names[seed.key] ?? seed.key }),
    detail: priceCents === null ? quantity : `${quantity} × ${formatCents(priceCents)}`,
    amount: amountCents === null ? words.onRequest : formatCents(amountCents),
  }
}

/** What the total says of the seed: included at its price, not included (on request), or none chosen. */
export function seedInTotal(
  estimate: SeasonEstimate,
  words: Pick<SeedRowWords, 'included' | 'notIncluded' | 'none'>,
): string {
  if (!estimate.seed) return words.none
  return estimate.seed.order.amountCents === null ? words.notIncluded : words.included
}

/**
 * The total as written: the sum of the amounts, or "on request" when nothing in the estimate has a
 * price (only seed whose price is on request), rather than a total of R 0.
 */
export function estimateTotal(estimate: SeasonEstimate, onRequest: string): string {
  const priced = estimate.lines.length > 0 || (estimate.seed !== null && estimate.seed.order.amountCents !== null)
  return priced ? formatCents(estimate.totalCents) : onRequest
}

/** Every line of an estimate as the panel, the printed estimate and the message write it; the seed's last. */
export function estimateRows(
  estimate: SeasonEstimate,
  names: Readonly<Record<string, string>>,
  units: Record<PlannerQuantity, string>,
  seedWords: SeedRowWords,
): EstimateRow[] {
  const rows = estimate.lines.map((line) => ({
    key: line.key,
    name: names[line.key] ?? line.key,
    detail: `${shownQuantity(line, units)} × ${formatCents(line.unitCents)}`,
    amount: formatCents(line.amountCents),
  }))
  return estimate.seed ? [...rows, seedRow(estimate.seed, names, seedWords)] : rows
}

export type EstimateMessageWords = TimeWords & {
  /** The first line; it also marks where an estimate starts in a message. */
  heading: string
  /** One line per service: {service}, {quantity}, {price} and {amount}. */
  line: string
  total: string
  /** {time} and {rate} (tons per hour). */
  processingTime: string
  /** The last line; it also marks where an estimate ends in a message. */
  closing: string
  units: Record<PlannerQuantity, string>
  seed: SeedRowWords
}

/**
 * The estimate as plain text for an enquiry: a heading, a line per service and the travelling
 * charge, the total, the processing time, and a closing line asking for the final quote.
 */
export function estimateMessage(
  estimate: SeasonEstimate,
  names: Readonly<Record<string, string>>,
  tonsPerHour: number,
  words: EstimateMessageWords,
): string {
  const lines = estimate.lines.map((line) =>
    fillTemplate(words.line, {
      service: names[line.key] ?? line.key,
      quantity: shownQuantity(line, words.units),
      price: formatCents(line.unitCents),
      amount: formatCents(line.amountCents),
    }),
  )
  if (estimate.seed) {
    const row = seedRow(estimate.seed, names, words.seed)
    const { priceCents } = estimate.seed.order
    const quantity = seedQuantity(estimate.seed.order, words.seed)
    lines.push(
      priceCents === null
        ? fillTemplate(words.seed.line, { service: row.name, quantity })
        : fillTemplate(words.line, { service: row.name, quantity, price: formatCents(priceCents), amount: row.amount }),
    )
  }
  const time = estimate.processingTime
    ? [
        fillTemplate(words.processingTime, {
          time: shownTime(estimate.processingTime, words),
          rate: shownRate(tonsPerHour),
        }),
      ]
    : []
  return [
    words.heading,
    ...lines,
    fillTemplate(words.total, { amount: estimateTotal(estimate, words.seed.onRequest) }),
    seedInTotal(estimate, words.seed),
    ...time,
    words.closing,
  ].join('\n')
}

export type MessageWithEstimate = { ok: true; message: string } | { ok: false; excess: number }

/** The first and the last line of an estimate in a message, in one language. */
export type EstimateMarkers = { heading: string; closing: string }

/** Where an estimate written with these markers stands in the message's lines, if it is there. */
function findEstimate(
  lines: readonly string[],
  { heading, closing }: EstimateMarkers,
): { start: number; end: number } | null {
  const start = lines.findIndex((line) => line.trim() === heading.trim())
  const end = start < 0 ? -1 : lines.findIndex((line, index) => index > start && line.trim() === closing.trim())
  return end < 0 ? null : { start, end }
}

/**
 * The visitor's message with the estimate in it. An estimate already there (from its heading line
 * to its closing line, as `estimate` begins and ends, or as `otherLanguages` write them: the draft
 * follows the visitor from one language's page to the other's) is replaced where it stands;
 * otherwise the estimate goes after the visitor's own words, a blank line between. The visitor's
 * words are never cut: when the whole would pass `limit` characters, nothing changes and `excess`
 * says by how many.
 */
export function messageWithEstimate(
  message: string,
  estimate: string,
  limit: number,
  otherLanguages: readonly EstimateMarkers[] = [],
): MessageWithEstimate {
  const estimateLines = estimate.split('\n')
  const own = { heading: estimateLines[0]!, closing: estimateLines.at(-1)! }
  const lines = message.split('\n')
  const found = [own, ...otherLanguages].map((markers) => findEstimate(lines, markers)).find((place) => place !== null)
  const start = found?.start ?? -1
  const end = found?.end ?? -1
  const next =
    end >= 0
      ? [...lines.slice(0, start), ...estimateLines, ...lines.slice(end + 1)].join('\n')
      : message.trim() === ''
        ? estimate
        : `${message.trimEnd()}\n\n${estimate}`
  return next.length <= limit ? { ok: true, message: next } : { ok: false, excess: next.length - limit }
}
