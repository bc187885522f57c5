import { ancestorKeys, type Ancestor, type AncestorKey, type Status } from '../../animal'
import {
  accuracyProblem,
  breedingValueProblem,
  ebvKeys,
  ebvRules,
  indexRule,
  ratioLimits,
  type BreedingValue,
  type EbvKey,
} from '../../breeding-values'
import { figureKeys, figureProblem, figureRules, type Figures } from '../../figures'
import { parseDate, parseNumber, saysNone, sexWords, statusWords, yesNoWords } from '../values'
import { words } from '../words'
import type { RowReader } from './row-reader'
import type { ImportedAnimal, ImportedBuyer, IndexValue } from './types'

/**
 * Step 3: each row into an animal, by the parts a reader would name: the animal itself, its place
 * in the sale, its pedigree, its figures, its breeding values, and who bought it. Each reads only
 * the columns the export has, so a partial export or a results sheet reads what it holds.
 */

/** The oldest animal a sale offers: fifteen years before `today`. */
export const oldestYears = 15

export function readAnimal(read: RowReader, today: string) {
  const id = read.anId('id')
  const name = read.text('name', 60)
  const sexText = read.cell('sex')
  const sex = sexText ? sexWords[sexText.toLowerCase()] : undefined
  if (sexText && !sex)
    read.problem('sex', words(`“${sexText}” is neither bull nor heifer`, `“${sexText}” is nie bul of vers nie`))
  const bornText = read.cell('born')
  const born = parseDate(bornText)
  const oldest = `${Number(today.slice(0, 4)) - oldestYears}${today.slice(4)}`
  if (bornText && !born)
    read.problem(
      'born',
      words(
        `“${bornText}” is not a date: write it as 2024-09-14 or 14/09/2024`,
        `“${bornText}” is nie ’n datum nie: skryf dit as 2024-09-14 of 14/09/2024`,
      ),
    )
  else if (born && born > today) read.problem('born', words(`${born} is after today`, `${born} is ná vandag`))
  else if (born && born < oldest)
    read.problem(
      'born',
      words(`${born} is more than ${oldestYears} years ago`, `${born} is meer as ${oldestYears} jaar gelede`),
    )
  return { id, name, sex, born: born && born <= today && born >= oldest ? born : undefined }
}

const statusList = words(
  'available, reserved, sold, auction, withdrawn, not sold or subject to confirmation',
  'te koop, gereserveer, verkoop, op veiling, onttrek, onverkoop of onderhewig aan bevestiging',
)

/** Its lot, status and price. A status left out stays as it is; a lot makes a new animal an auction lot. */
export function readSale(read: RowReader) {
  let lot: number | undefined
  const lotText = read.cell('lot')
  if (!saysNone(lotText)) {
    lot = parseNumber(lotText)
    if (lot === undefined || !Number.isInteger(lot) || lot < 1 || lot > 999) {
      read.problem(
        'lot',
        words(`“${lotText}” is not a lot number from 1 to 999`, `“${lotText}” is nie ’n lotnommer van 1 tot 999 nie`),
      )
      lot = undefined
    }
  }
  const statusText = read.cell('status')
  const status: Status | undefined = statusText
    ? statusWords[statusText.toLowerCase().replace(/[^a-z]/g, '')]
    : undefined
  if (statusText && !status)
    read.problem(
      'status',
      words(`“${statusText}” is not one of ${statusList.en}`, `“${statusText}” is nie een van ${statusList.af} nie`),
    )
  else if (status === 'auction' && read.has('lot') && saysNone(lotText))
    read.problem(
      'lot',
      words('is needed: an animal on auction has a lot number', 'is nodig: ’n dier op veiling moet ’n lotnommer hê'),
    )
  let price: number | undefined
  const priceText = read.cell('price')
  if (!saysNone(priceText)) {
    price = parseNumber(priceText)
    if (price === undefined || price <= 0 || price > 9_999_999.99 || Math.round(price * 100) !== price * 100) {
      read.problem(
        'price',
        words(
          `“${priceText}” is not an amount in rand, such as 45000 or R 45 000,00`,
          `“${priceText}” is nie ’n bedrag in rand (soos 45000 of R 45 000,00) nie`,
        ),
      )
      price = undefined
    }
  }
  return { lot, status, price, lotGiven: !saysNone(lotText) }
}

/** Each parent and grandparent whose name and ID the row both gives. */
export function readPedigree(read: RowReader): Partial<Record<AncestorKey, Ancestor>> {
  const pedigree: Partial<Record<AncestorKey, Ancestor>> = {}
  for (const key of ancestorKeys) {
    const name = read.text(`${key}Name`, 60)
    const id = read.anId(`${key}Id`)
    if (name !== undefined && id !== undefined) pedigree[key] = { name, id }
  }
  return pedigree
}

export function readFigures(read: RowReader, sex: ImportedAnimal['sex']): Figures {
  const figures: Figures = {}
  for (const key of figureKeys) {
    if (!read.has(key)) continue
    const value = read.aNumber(key, figureRules[key].unit, (given) => figureProblem(key, given))
    if (value === undefined) continue
    if (figureRules[key].bullsOnly && sex === 'heifer')
      read.problem(
        key,
        words(
          'is measured on bulls only: leave it empty for a heifer',
          'word net by bulle gemeet: laat dit leeg vir ’n vers',
        ),
      )
    else figures[key] = value
  }
  return figures
}

/** Its EBVs with their accuracies and ratios, and the sale's selection indexes; a heifer's scrotal EBV is left out. */
export function readBreedingValues(read: RowReader, sex: ImportedAnimal['sex'], indexKeys: readonly string[]) {
  const ebvs: Partial<Record<EbvKey, BreedingValue>> = {}
  let heifersScrotum = false
  for (const trait of ebvKeys) {
    if (!read.has(`ebv:${trait}`)) continue
    const rule = ebvRules[trait]
    const value = read.aNumber(`ebv:${trait}`, '', (given) => breedingValueProblem(rule, given))
    const accuracy = read.has(`accuracy:${trait}`) ? read.aPercent(`accuracy:${trait}`, accuracyProblem) : undefined
    const ratio = read.has(`ratio:${trait}`)
      ? read.aNumber(`ratio:${trait}`, '', (given) =>
          !Number.isInteger(given)
            ? 'must be a whole number'
            : given < ratioLimits.min || given > ratioLimits.max
              ? `must be from ${ratioLimits.min} to ${ratioLimits.max}`
              : undefined,
        )
      : undefined
    if (value === undefined) continue
    // The evaluation gives heifers a scrotal EBV too (their sons'): the catalogue shows it for bulls only.
    if (rule.bullsOnly && sex === 'heifer') {
      heifersScrotum = true
      continue
    }
    ebvs[trait] = { value, ...(accuracy !== undefined ? { accuracy } : {}), ...(ratio !== undefined ? { ratio } : {}) }
  }
  const indexes: IndexValue[] = []
  for (const key of indexKeys) {
    if (!read.has(`index:${key}`)) continue
    const value = read.aNumber(`index:${key}`, '', (given) => breedingValueProblem(indexRule, given))
    const accuracy = read.has(`indexAccuracy:${key}`)
      ? read.aPercent(`indexAccuracy:${key}`, accuracyProblem)
      : undefined
    if (value !== undefined) indexes.push({ key, value, ...(accuracy !== undefined ? { accuracy } : {}) })
  }
  return { ebvs, indexes, heifersScrotum }
}

/** Who bought the lot, from the auctioneer's results sheet: their name, town and consent to be named. */
export function readBuyer(read: RowReader): ImportedBuyer | undefined {
  if (!read.has('buyerName') && !read.has('buyerTown') && !read.has('buyerConsent')) return undefined
  const name = read.text('buyerName', 80)
  const town = read.text('buyerTown', 40)
  const consentText = read.cell('buyerConsent')
  const consent = saysNone(consentText) ? undefined : yesNoWords[consentText.toLowerCase().replace(/[^a-z0-9]/g, '')]
  if (!saysNone(consentText) && consent === undefined)
    read.problem(
      'buyerConsent',
      words(`“${consentText}” is neither yes nor no`, `“${consentText}” is nie ja of nee nie`),
    )
  return {
    ...(name !== undefined ? { name } : {}),
    ...(town !== undefined ? { town } : {}),
    ...(consent !== undefined ? { consent } : {}),
  }
}
