import type { CalculatorWords } from '@/content/calculator'
import { formatNumber } from '@/lib/format'
import { calculatorRules, displayDecimals } from '@/lib/calculator/garlic-calculator'
import type { LandFigures, LandToSeedsResult, SeedsToLandResult } from '@/lib/calculator/garlic-calculator'
import { fillTemplate } from '@/lib/template'
import type { ShownFigure } from '@/components/calculator/labels'
import { landText, seedAsk, seedFigures } from '@/components/calculator/seed-words'
import type { SaleVariety, SeedAsk, SeedFigures, SeedWords } from '@/components/calculator/seed-words'
import { serialiseCalculatorQuery, type CalculatorState } from '@/lib/calculator/query'
import { varietiesInStock, type OrderWindow } from '@/lib/calculator/seed-order'

export type { ShownFigure } from '@/components/calculator/labels'

/** One result's figures in words: the answer, the sentence under it, the land and planting, the water. */
export type ResultFigureList = {
  headline: ShownFigure
  summary: string
  figures: ShownFigure[]
  water: { heading: string; figures: ShownFigure[] }
  /** The seed to order for the cloves: kilograms, bags, price, stock and the request. */
  seed: SeedFigures
}

/** The variety's seed as sold, the words for it, and every variety offered (a sold-out one names the rest). */
export type SeedContext = { variety: SaleVariety; words: SeedWords; varieties: readonly SaleVariety[] }

// Keeps a figure and its unit on one line.
const nb = '\u00a0'
const squareMetres = (land: LandFigures) => `${formatNumber(land.squareMetres, displayDecimals.squareMetres)}${nb}m²`
const seeds = (count: number) => formatNumber(count, displayDecimals.seeds)
const litres = (amount: number) => `${formatNumber(amount, displayDecimals.litres)}${nb}L`
const { pathwayPercent, waterLitresPerSquareMetrePerWeek, weeksPerSeason } = calculatorRules

/** A result's figures, written once for the screen, the paper and the message. */
export function resultFigures(
  result: SeedsToLandResult | LandToSeedsResult,
  words: CalculatorWords['results'],
  seed: SeedContext,
): ResultFigureList {
  const toLand = result.mode === 'seedsToLand'
  const land = toLand ? result.landNeeded : result.landProvided
  const varietyName = seed.variety.name
  const cloves = toLand ? result.seedsUsed : result.seedsNeeded
  return {
    headline: toLand
      ? { label: words.landNeeded, value: squareMetres(land) }
      : { label: words.seedsNeeded, value: seeds(result.seedsNeeded) },
    summary: toLand
      ? fillTemplate(words.seedsToLandSummary, {
          seeds: seeds(result.seedsUsed),
          variety: varietyName,
          percent: pathwayPercent,
        })
      : fillTemplate(words.landToSeedsSummary, {
          variety: varietyName,
          land: squareMetres(land),
          percent: pathwayPercent,
        }),
    figures: [
      toLand
        ? { label: words.seedsUsed, value: seeds(result.seedsUsed) }
        : { label: words.landProvided, value: squareMetres(land) },
      { label: words.hectares, value: formatNumber(land.hectares, displayDecimals.hectares) },
      { label: words.acres, value: formatNumber(land.acres, displayDecimals.acres) },
      {
        label: words.plantsPerSquareMetre,
        value: formatNumber(result.plantsPerSquareMetre, displayDecimals.plantsPerSquareMetre),
      },
      { label: words.plantSpacing, value: `${result.plantSpacingCm}${nb}cm` },
      { label: words.rowSpacing, value: `${result.rowSpacingCm}${nb}cm` },
    ],
    water: {
      heading: fillTemplate(words.water, { amount: `${waterLitresPerSquareMetrePerWeek}${nb}L` }),
      figures: [
        { label: words.perWeek, value: litres(result.water.perWeek) },
        { label: words.perMonth, value: litres(result.water.perMonth) },
        { label: fillTemplate(words.perSeason, { weeks: weeksPerSeason }), value: litres(result.water.perSeason) },
      ],
    },
    seed: seedFigures(
      seed.variety,
      cloves,
      landText(land.squareMetres, land.hectares),
      seed.words,
      varietiesInStock(seed.varieties).map((each) => each.name),
    ),
  }
}

/** What a screen reader hears once typing settles: the answer with its unit, then the seed to order and its stock. */
export function spokenAnswer(shown: ResultFigureList): string {
  const { seed } = shown
  return (
    `${shown.headline.label}: ${shown.headline.value}, ${shown.summary}. ` +
    `${seed.headline.label}: ${seed.headline.value}. ${seed.stock}`
  )
}

/** "Ask for this seed" for the calculator's state on a day (seedAsk, with the calculator's part of the address). */
export function calculatorSeedAsk(
  state: CalculatorState,
  window: OrderWindow,
  words: SeedWords,
  day: Date = new Date(),
): SeedAsk {
  return seedAsk(serialiseCalculatorQuery(state), window, words, day)
}
