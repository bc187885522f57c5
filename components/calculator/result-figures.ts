import type { CalculatorWords } from '@/content/calculator'
import { formatNumber } from '@/lib/format'
import { calculatorRules, displayDecimals } from '@/lib/calculator/garlic-calculator'
import type { LandFigures, LandToSeedsResult, SeedsToLandResult } from '@/lib/calculator/garlic-calculator'
import { fillTemplate } from '@/lib/template'

/** A figure with its label, as the results panel, the printed plan and the sent plan write it. */
export type ShownFigure = { label: string; value: string }

/** One result's figures in words: the answer, the sentence under it, the land and planting, the water. */
export type ResultFigureList = {
  headline: ShownFigure
  summary: string
  figures: ShownFigure[]
  water: { heading: string; figures: ShownFigure[] }
}

// Keeps a figure and its unit on one line.
const nb = '\u00a0'
const squareMetres = (land: LandFigures) => `${formatNumber(land.squareMetres, displayDecimals.squareMetres)}${nb}m²`
const seeds = (count: number) => formatNumber(count, displayDecimals.seeds)
const litres = (amount: number) => `${formatNumber(amount, displayDecimals.litres)}${nb}L`
const { pathwayPercent, waterLitresPerSquareMetrePerWeek, weeksPerSeason } = calculatorRules

/** A result's figures, written once for the screen, the paper and the message. */
export function resultFigures(
  result: SeedsToLandResult | LandToSeedsResult,
  varietyName: string,
  words: CalculatorWords['results'],
): ResultFigureList {
  const toLand = result.mode === 'seedsToLand'
  const land = toLand ? result.landNeeded : result.landProvided
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
  }
}
