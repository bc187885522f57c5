import { z } from 'zod'
import { key, textLimits, uniqueBy, wordLimits, words } from '@/content/schema'
import {
  accuracyLimits,
  accuracyProblem,
  bandPercents,
  bandsProblem,
  breedingValueProblem,
  ebvKeys,
  ebvRules,
  indexRule,
  ratioLimits,
  type Bands,
  type EbvKey,
  type EbvRule,
} from '@/lib/sale/breeding-values'
import { temperamentScores, testDays, testKinds, testResultKeys, testResultProblem } from '@/lib/sale/performance-test'

/**
 * The parts of the sale's file (content/sale.yaml) that speak the breed society's language: each
 * animal's breeding values, its growth test and what a buyer checks before bidding; the sale's
 * evaluation (its name and date, the breed's averages and bands) and its conditions. The rules
 * (units, decimals, ranges, which way is better) are lib/sale/'s; the words content/catalogue.yaml's.
 */

const isoDate = z.iso.date('must be a date written 2026-11-25 (year, month, day)')

/** A value checked by one of lib/sale's rules, with its problem in the owner's words. */
const checked = (problem: (value: number) => string | undefined) =>
  z.number().superRefine((value, context) => {
    const message = problem(value)
    if (message) context.addIssue({ code: 'custom', message })
  })

const ebvHints: Record<EbvKey, string> = {
  birth: 'Birth, direct (BW): kg',
  weaning: 'Weaning, direct (WW): kg',
  milk: 'Weaning, maternal: milk, kg',
  yearling: 'Yearling, 400 days (YW): kg',
  final: '18 months, final weight (FW): kg',
  matureCow: 'Mature cow weight (MCW): kg',
  firstCalving: 'Age at first calving (AFC): days',
  calvingInterval: 'Inter-calving period (ICP): days',
  scrotum: 'Scrotal circumference (SC): cm, bulls only',
}

/** One trait's breeding value: the EBV, its accuracy and the ratio against its contemporaries where given. */
function breedingValue(rule: EbvRule, hint: string) {
  return z
    .strictObject({
      value: checked((value) => breedingValueProblem(rule, value)).describe(
        `The EBV, as the evaluation gives it, from ${rule.min} to ${rule.max} (+1.2 is written 1.2).`,
      ),
      accuracy: checked(accuracyProblem)
        .optional()
        .describe(`Its accuracy in per cent, ${accuracyLimits.min} to ${accuracyLimits.max}.`),
      ratio: z
        .int()
        .min(ratioLimits.min)
        .max(ratioLimits.max)
        .optional()
        .describe('The ratio (index) against the contemporaries, 100 their average, where given.'),
    })
    .optional()
    .describe(hint)
}

export const ebvsSchema = z
  .strictObject(
    Object.fromEntries(ebvKeys.map((trait) => [trait, breedingValue(ebvRules[trait], ebvHints[trait])])) as Record<
      EbvKey,
      ReturnType<typeof breedingValue>
    >,
  )
  .describe(
    'The breeding values (EBVs) of the sale’s evaluation, each with its accuracy. Leave out what was not given.',
  )

export const animalIndexesSchema = z
  .array(
    z.strictObject({
      key: key.describe('Which of the sale’s indexes (evaluation, indexes): its key.'),
      value: checked((value) => breedingValueProblem(indexRule, value)),
      accuracy: checked(accuracyProblem).optional(),
    }),
  )
  .max(6)
  .describe('The selection indexes the evaluation gives this animal, sorted and compared like a trait.')

const resultHints: Record<(typeof testResultKeys)[number], string> = {
  adg: 'Average daily gain on the test, in grams a day (1850).',
  fcr: 'Feed conversion ratio: kg of feed for each kg of gain (5.85).',
  rfi: 'Residual feed intake, kg a day: below 0 ate less than expected (-0.32).',
  kleiber: 'Kleiber ratio (gain for its metabolic weight).',
  shoulderHeight: 'Shoulder height, cm.',
  bodyLength: 'Body length, cm.',
  skinThickness: 'Skin thickness, mm.',
  scrotal: 'Scrotal circumference at the end of the test, cm.',
  index: 'The bull’s index in its test group, 100 the group’s average.',
}

export const performanceTestSchema = z
  .strictObject({
    kind: z.enum(testKinds).describe('phaseC (a central test at a station), phaseD (on the farm) or veld.'),
    station: words({ min: 2, max: 80, word: wordLimits.tableWord }).describe(
      'Where it was tested: the test station, or the herd for an on-farm test, in every language.',
    ),
    start: isoDate.describe('The day the test started, written 2025-06-02.'),
    days: z.int().min(testDays.min).max(testDays.max).describe('How long the test ran, in days.'),
    results: z
      .strictObject(
        Object.fromEntries(
          testResultKeys.map((result) => [
            result,
            checked((value) => testResultProblem(result, value))
              .optional()
              .describe(resultHints[result]),
          ]),
        ) as Record<(typeof testResultKeys)[number], z.ZodOptional<ReturnType<typeof checked>>>,
      )
      .describe('The test’s results. Leave out what the test did not measure.'),
  })
  .describe('The bull’s growth test, where he was tested.')

export const checksSchema = z
  .strictObject({
    registered: z
      .string()
      .trim()
      .min(1)
      .max(12)
      .optional()
      .describe('Registered with the breed society: the register section, such as SP or A.'),
    inspected: z.boolean().optional().describe('true once the breed’s inspector has inspected and passed it.'),
    parentage: z
      .strictObject({
        sire: z.boolean().describe('The sire verified by DNA.'),
        dam: z.boolean().describe('The dam verified by DNA.'),
      })
      .optional()
      .describe('Parentage verified by DNA.'),
    genomic: z.boolean().optional().describe('true when the animal was genomically tested.'),
    breedingSoundness: isoDate
      .optional()
      .describe('The day a vet examined its breeding soundness, written 2027-04-20.'),
    temperament: z
      .int()
      .min(temperamentScores.calmest)
      .max(temperamentScores.wildest)
      .optional()
      .describe('Its temperament score: 1 (calm) to 5 (wild).'),
    weight: z
      .strictObject({
        kg: z.number().min(50).max(1500).multipleOf(0.5).describe('In kg.'),
        date: isoDate.describe('The day it was weighed.'),
      })
      .optional()
      .describe('Its weight now, with the day it was weighed.'),
  })
  .describe('What a buyer checks before bidding. Leave out what does not apply.')

/**
 * A trait's bands across the breed: for "the best N %", the value that marks them, each under
 * `topN` (a key of digits alone the content editor would take for a list's place, and write the
 * bands back as a list). The site reads them by their percentage.
 */
const bands = (rule: EbvRule) =>
  z
    .strictObject(
      Object.fromEntries(
        bandPercents.map((percent) => [
          `top${percent}`,
          checked((value) => breedingValueProblem(rule, value))
            .optional()
            .describe(`The value that marks the breed’s best ${percent} %.`),
        ]),
      ) as Record<string, z.ZodOptional<ReturnType<typeof checked>>>,
    )
    .transform((given): Bands =>
      Object.fromEntries(
        Object.entries(given)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [Number(key.slice(3)), value]),
      ),
    )
    .superRefine((given, context) => {
      const problem = bandsProblem(rule.better, given)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
    .optional()

export const evaluationSchema = z
  .strictObject({
    name: words({ min: 5, max: textLimits.label }).describe(
      'Whose evaluation, as it names itself: SA Stud Book, Logix Beef, genomic.',
    ),
    date: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written 2027-03 (year, month)')
      .describe('The month it was run, written 2027-03.'),
    averages: z
      .strictObject(
        Object.fromEntries(
          ebvKeys.map((trait) => [
            trait,
            checked((value) => breedingValueProblem(ebvRules[trait], value))
              .optional()
              .describe(`The breed’s average ${ebvHints[trait]}.`),
          ]),
        ) as Record<EbvKey, z.ZodOptional<ReturnType<typeof checked>>>,
      )
      .describe('The breed’s average breeding value of each trait: each animal is set against it.'),
    bands: z
      .strictObject(
        Object.fromEntries(ebvKeys.map((trait) => [trait, bands(ebvRules[trait])])) as Record<
          EbvKey,
          ReturnType<typeof bands>
        >,
      )
      .optional()
      .describe('Where the owner has them: the breed’s percentile bands, so a page can say “top 10 %”.'),
    indexes: uniqueBy(
      z
        .array(
          z.strictObject({
            key,
            name: words({ max: textLimits.label, word: wordLimits.tableWord }).describe('The index’s name.'),
            abbreviation: words({ max: 8, word: 8 }).describe('As catalogues shorten it, such as WCI.'),
            average: checked((value) => breedingValueProblem(indexRule, value))
              .optional()
              .describe('The breed’s average.'),
            bands: bands(indexRule),
          }),
        )
        .max(6),
      'key',
    )
      .default([])
      .describe('The selection indexes the society publishes, each with its name and the breed’s average.'),
  })
  .describe('The genetic evaluation the breeding values come from: its name, month and the breed’s averages.')

export const conditionsSchema = z
  .array(words({ min: 10, max: 300 }))
  .max(12)
  .default([])
  .describe(
    'The conditions of sale, a sentence or two each, in every language: VAT, commission, insurance, ' +
      'delivery, and that the sale is subject to confirmation. Shown on the catalogue and printed with it.',
  )
