import type { CalculatorWords } from '@/content/calculator'
import { formatNumber } from '@/lib/format'
import { calculatorRules, displayDecimals } from '@/lib/garlic-calculator'
import type { LandFigures, LandToSeedsResult, SeedsToLandResult } from '@/lib/garlic-calculator'
import { fillTemplate } from '@/lib/template'

export type ResultFiguresProps = {
  result: SeedsToLandResult | LandToSeedsResult
  varietyName: string
  words: CalculatorWords['results']
}

// Keeps a figure and its unit on one line.
const nb = '\u00a0'
const squareMetres = (land: LandFigures) => `${formatNumber(land.squareMetres, displayDecimals.squareMetres)}${nb}m²`
const seeds = (count: number) => formatNumber(count, displayDecimals.seeds)
const litres = (amount: number) => `${formatNumber(amount, displayDecimals.litres)}${nb}L`
const { pathwayPercent, waterLitresPerSquareMetrePerWeek, weeksPerSeason } = calculatorRules

// A row of label and figure on a phone; a tile from 640 px up.
const list = 'grid divide-y divide-cream-50/15 sm:grid-cols-3 sm:gap-2 sm:divide-y-0'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5 sm:block sm:rounded-xl sm:bg-cream-50/8 sm:px-4 sm:py-3">
      <dt className="min-w-0 text-sm text-cream-100">{label}</dt>
      <dd className="max-w-[65%] shrink-0 text-right text-lg font-semibold tabular-nums [overflow-wrap:anywhere] sm:mt-0.5 sm:max-w-none sm:text-left">{value}</dd>
    </div>
  )
}

/** The figures for one result: the headline answer first, then the land, planting and water. */
export function ResultFigures({ result, varietyName, words }: ResultFiguresProps) {
  const toLand = result.mode === 'seedsToLand'
  const land = toLand ? result.landNeeded : result.landProvided
  return (
    <div className="flex flex-col gap-5">
      <dl>
        <dt className="text-sm font-semibold tracking-[0.12em] text-wheat-300 uppercase">{toLand ? words.landNeeded : words.seedsNeeded}</dt>
        <dd className="mt-1 font-display text-4xl font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-5xl">
          {toLand ? squareMetres(land) : seeds(result.seedsNeeded)}
        </dd>
        <dd className="mt-2 text-cream-100">
          {toLand
            ? fillTemplate(words.seedsToLandSummary, { seeds: seeds(result.seedsUsed), variety: varietyName, percent: pathwayPercent })
            : fillTemplate(words.landToSeedsSummary, { variety: varietyName, land: squareMetres(land), percent: pathwayPercent })}
        </dd>
      </dl>
      <dl className={list}>
        {toLand ? <Figure label={words.seedsUsed} value={seeds(result.seedsUsed)} /> : <Figure label={words.landProvided} value={squareMetres(land)} />}
        <Figure label={words.hectares} value={formatNumber(land.hectares, displayDecimals.hectares)} />
        <Figure label={words.acres} value={formatNumber(land.acres, displayDecimals.acres)} />
        <Figure label={words.plantsPerSquareMetre} value={formatNumber(result.plantsPerSquareMetre, displayDecimals.plantsPerSquareMetre)} />
        <Figure label={words.plantSpacing} value={`${result.plantSpacingCm}${nb}cm`} />
        <Figure label={words.rowSpacing} value={`${result.rowSpacingCm}${nb}cm`} />
      </dl>
      <div>
        <h4 className="font-semibold">{fillTemplate(words.water, { amount: `${waterLitresPerSquareMetrePerWeek}${nb}L` })}</h4>
        <dl className={`mt-1 sm:mt-2 ${list}`}>
          <Figure label={words.perWeek} value={litres(result.water.perWeek)} />
          <Figure label={words.perMonth} value={litres(result.water.perMonth)} />
          <Figure label={fillTemplate(words.perSeason, { weeks: weeksPerSeason })} value={litres(result.water.perSeason)} />
        </dl>
      </div>
    </div>
  )
}
