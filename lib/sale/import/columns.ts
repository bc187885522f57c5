import { ancestorKeys, type AncestorKey } from '../animal'
import { ebvKeys, type EbvKey } from '../breeding-values'
import type { FigureKey } from '../figures'
import { words, type Words } from './words'

/**
 * The columns an export of a sale's animals is read by: each field, the headings the breed
 * society's and the herd software's exports give it in English and Afrikaans, and how a heading is
 * compared with them (without case, accents, spaces, punctuation or a unit in brackets). A heading
 * that could name two fields is refused with its column, unless the columns beside it settle it.
 */

/** The animal's own columns and its pedigree's. */
export type RecordField =
  | 'id'
  | 'name'
  | 'sex'
  | 'born'
  | 'status'
  | 'lot'
  | 'price'
  | `${AncestorKey}Name`
  | `${AncestorKey}Id`
  | 'buyerName'
  | 'buyerTown'
  | 'buyerConsent'

/** A column of a breeding value: the EBV, its accuracy or its ratio against the contemporaries. */
export type EbvPart = 'ebv' | 'accuracy' | 'ratio'

export type Field = RecordField | FigureKey | `${EbvPart}:${EbvKey}` | `index:${string}` | `indexAccuracy:${string}`

/** The animal's own columns, the first heading of each the one the messages name it by. */
export const recordHeadings: Readonly<Record<RecordField, readonly string[]>> = {
  id: [
    'ID',
    'tattoo',
    'tattoo no',
    'tattoo number',
    'registration number',
    'registration no',
    'reg no',
    'identification',
    'computer number',
    'animal ID',
    'ID nommer',
    'dier ID',
    'registrasienommer',
    'reg nr',
  ],
  name: ['Name', 'animal name', 'naam', 'diernaam'],
  sex: ['Sex', 'gender', 'geslag'],
  born: ['Birth date', 'date of birth', 'dob', 'born', 'geboortedatum', 'gebore'],
  status: ['Status', 'result', 'lot status', 'uitslag'],
  lot: ['Lot', 'lot no', 'lot number', 'lotnommer', 'lot nr'],
  price: [
    'Price',
    'asking price',
    'hammer price',
    'sold for',
    'selling price',
    'prys',
    'vraprys',
    'hamerprys',
    'koopprys',
    'verkoopprys',
  ],
  sireName: ['Sire', 'sire name', 'vaar', 'vaar naam'],
  sireId: ['Sire ID', 'sire reg no', 'sire registration number', 'vaar ID', 'vaar reg nr'],
  damName: ['Dam', 'dam name', 'moer', 'moer naam'],
  damId: ['Dam ID', 'dam reg no', 'dam registration number', 'moer ID', 'moer reg nr'],
  sireSireName: ["Sire's sire", 'sire sire', 'paternal grandsire', 'vaar se vaar'],
  sireSireId: ["Sire's sire ID", 'sire sire id', 'paternal grandsire id', 'vaar se vaar ID'],
  sireDamName: ["Sire's dam", 'sire dam', 'paternal granddam', 'vaar se moer'],
  sireDamId: ["Sire's dam ID", 'sire dam id', 'paternal granddam id', 'vaar se moer ID'],
  damSireName: ["Dam's sire", 'dam sire', 'maternal grandsire', 'moer se vaar'],
  damSireId: ["Dam's sire ID", 'dam sire id', 'maternal grandsire id', 'moer se vaar ID'],
  damDamName: ["Dam's dam", 'dam dam', 'maternal granddam', 'moer se moer'],
  damDamId: ["Dam's dam ID", 'dam dam id', 'maternal granddam id', 'moer se moer ID'],
  buyerName: ['Buyer', 'buyer name', 'buyer’s name', 'purchaser', 'koper', 'koper naam', 'kopersnaam'],
  buyerTown: ['Buyer’s town', 'buyer town', 'town', 'district', 'koper dorp', 'koper se dorp', 'dorp', 'distrik'],
  buyerConsent: [
    'Consent',
    'buyer consent',
    'buyer’s consent',
    'name published',
    'publish name',
    'toestemming',
    'koper toestemming',
  ],
}

/**
 * The grandparents' short forms (SS, the sire's sire): read so only beside another of the
 * pedigree's columns, as "SS" elsewhere may be a scrotal size.
 */
export const pedigreeShortForms: Readonly<Partial<Record<RecordField, readonly string[]>>> = {
  sireSireName: ['SS'],
  sireSireId: ['SS ID', 'SS reg no'],
  sireDamName: ['SD'],
  sireDamId: ['SD ID', 'SD reg no'],
  damSireName: ['DS'],
  damSireId: ['DS ID', 'DS reg no'],
  damDamName: ['DD'],
  damDamId: ['DD ID', 'DD reg no'],
}

/** The measured figures' columns (the weights, the growth test, the dam's calving interval). */
export const figureHeadings: Readonly<Record<FigureKey, readonly string[]>> = {
  birthWeight: ['Birth weight', 'BW', 'birth wt', 'geboortegewig', 'geboortemassa'],
  weaning205: [
    '205-day weight',
    '205 day weight',
    '205d weight',
    '205',
    '205d',
    'weaning weight',
    'WW',
    'ww 205',
    '205-dae-gewig',
    'speengewig',
    'speenmassa',
  ],
  weight365: [
    '365-day weight',
    '365 day weight',
    '365d weight',
    '365',
    '365d',
    'yearling weight',
    'YW',
    '365-dae-gewig',
    'jaaroudgewig',
    'jaaroudmassa',
  ],
  weight540: [
    '540-day weight',
    '540 day weight',
    '540d weight',
    '540',
    '540d',
    'final weight',
    'FW',
    '18MW',
    '18-month weight',
    '540-dae-gewig',
    'finale gewig',
    'finale massa',
  ],
  adg: ['ADG', 'average daily gain', 'adg on test', 'GDT', 'gemiddelde daaglikse toename'],
  fcr: ['FCR', 'feed conversion', 'feed conversion ratio', 'VOV', 'voeromsetverhouding', 'voeromset'],
  scrotal: ['Scrotal circumference', 'scrotal', 'SC', 'SCR', 'skrotumomtrek'],
  damIcp: [
    'Dam ICP',
    'ICP',
    'CI',
    'inter-calving period',
    'dam inter-calving period',
    'dam intercalving period',
    'moer TKP',
    'TKP',
    'tussenkalfperiode',
    'moer se tussenkalfperiode',
  ],
}

/**
 * Each breeding value's names. `names` head its EBV alone ("BW", "200", "Wean direct"); `withWord`
 * only with one of the words below ("Birth weight EBV", "BW Acc"), as alone they name a measured
 * figure. Any name is the EBV's beside an accuracy column.
 */
export const ebvNames: Readonly<Record<EbvKey, { names: readonly string[]; withWord: readonly string[] }>> = {
  birth: {
    names: ['BW', 'birth', 'birth direct', 'geboorte', 'geboorte direk'],
    withWord: ['birth weight', 'geboortegewig', 'geboortemassa'],
  },
  weaning: {
    names: ['WW', '200', '200d', '200 day', 'weaning direct', 'wean direct', 'speen direk'],
    withWord: ['weaning', 'wean', 'weaning weight', '205', 'speen', 'speengewig', 'speenmassa'],
  },
  milk: {
    names: ['Milk', 'WM', 'weaning maternal', 'wean maternal', 'wean mat', 'maternal', 'melk', 'speen moederlik'],
    withWord: [],
  },
  yearling: {
    names: ['YW', '400', '400d', '400 day', 'yearling', 'jaaroud', 'jaarling'],
    withWord: ['yearling weight', '365', 'jaaroudgewig', 'jaaroudmassa'],
  },
  final: {
    names: ['FW', '600', '600d', '600 day', '18MW', '18 month', '18 months', 'final', 'finaal', '18 maande'],
    withWord: ['final weight', '18-month weight', '540', 'finale gewig', 'finale massa'],
  },
  matureCow: {
    names: ['MCW', 'mature cow weight', 'mature cow', 'mature weight', 'VKM', 'volwasse koeimassa'],
    withWord: [],
  },
  firstCalving: {
    names: ['AFC', 'age at first calving', 'age first calving', 'OEK', 'ouderdom by eerste kalwing', 'eerste kalwing'],
    withWord: [],
  },
  calvingInterval: {
    names: ['ICP', 'CI', 'inter-calving period', 'calving interval', 'TKP', 'tussenkalfperiode'],
    withWord: [],
  },
  scrotum: {
    names: ['SC', 'SCR', 'scrotum', 'skrotum'],
    withWord: ['scrotal', 'scrotal circumference', 'skrotumomtrek'],
  },
}

/** The words that make a column a breeding value's part, before or after its name ("BW EBV", "Acc BW"). */
export const partWords: Readonly<Record<EbvPart, readonly string[]>> = {
  ebv: ['EBV', 'GEBV', 'TW', 'teelwaarde', 'breeding value'],
  accuracy: ['Acc', 'accuracy', '%', 'Akk', 'akkuraatheid', 'betroubaarheid'],
  ratio: ['ratio', 'verhouding'],
}

/** A selection index of the sale's evaluation, as content/sale.yaml names it. */
export type IndexNames = { key: string; names: readonly string[] }

/** A unit or a date's pattern in brackets, which the comparison leaves out: "(kg)", "(%)", "(dd/mm/yyyy)". */
const units = ['kg', 'g', 'g/d', 'g/day', 'g/dag', 'gpd', 'kg/d', 'kg/day', 'kg/dag', 'days?', 'dae', 'dag', 'd']
units.push(
  'cm',
  'mm',
  '%',
  'kg/kg',
  'points?',
  'punte',
  'pts',
  'r',
  'zar',
  'rand',
  '[dmy]{1,4}(?:[/\\-. ][dmy]{1,4}){2}',
)
const unitInBrackets = new RegExp(`\\(\\s*(?:${units.join('|')})\\s*\\)`, 'gi')

/** A heading as it is compared: "Birth weight (kg)" and "BIRTH-WEIGHT" alike are "birthweight"; "BW %" is "bwpct". */
export function normalise(heading: string): string {
  return heading
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(unitInBrackets, ' ')
    .replace(/%/g, ' pct ')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

const tables = new Map<string, ReturnType<typeof buildHeadingTable>>()

/** Every heading a field is read from, in the comparison's form, with the fields each names (once per index list). */
function headingTable(indexes: readonly IndexNames[]) {
  const key = JSON.stringify(indexes)
  if (!tables.has(key)) tables.set(key, buildHeadingTable(indexes))
  return tables.get(key)!
}

function buildHeadingTable(indexes: readonly IndexNames[]) {
  const alone = new Map<string, { heading: string; fields: Set<Field> }>()
  const add = (heading: string, field: Field) => {
    const key = normalise(heading)
    if (!alone.has(key)) alone.set(key, { heading, fields: new Set() })
    alone.get(key)!.fields.add(field)
  }
  for (const [field, names] of Object.entries(recordHeadings)) for (const name of names) add(name, field as Field)
  for (const [field, names] of Object.entries(figureHeadings)) for (const name of names) add(name, field as Field)
  const withPart = (name: string, word: string) => [`${name} ${word}`, `${word} ${name}`]
  for (const trait of ebvKeys) {
    const { names, withWord } = ebvNames[trait]
    for (const name of names) add(name, `ebv:${trait}`)
    for (const name of [...names, ...withWord]) {
      for (const part of ['ebv', 'accuracy', 'ratio'] as const) {
        for (const word of partWords[part]) for (const heading of withPart(name, word)) add(heading, `${part}:${trait}`)
      }
    }
  }
  for (const { key, names } of indexes) {
    for (const name of names) {
      add(name, `index:${key}`)
      for (const word of partWords.ebv) for (const heading of withPart(name, word)) add(heading, `index:${key}`)
      for (const word of partWords.accuracy) {
        for (const heading of withPart(name, word)) add(heading, `indexAccuracy:${key}`)
      }
    }
  }
  return alone
}

/**
 * The headings that name two fields (a measured figure and its breeding value: "BW", "ICP"), as
 * the table first spells them, with the fields: refused alone, read beside an accuracy column.
 */
export function ambiguousHeadings(indexes: readonly IndexNames[] = []): { heading: string; fields: Field[] }[] {
  return [...headingTable(indexes).values()]
    .filter(({ fields }) => fields.size > 1)
    .map(({ heading, fields }) => ({ heading, fields: [...fields] }))
}

/** The headings that name only an accuracy or a ratio: they belong to the breeding value before them. */
const partAlone = new Map<string, EbvPart>(
  (['accuracy', 'ratio'] as const).flatMap((part) => partWords[part].map((word) => [normalise(word), part] as const)),
)

/** The pedigree's short forms, compared. */
const shortForms = new Map<string, RecordField>(
  Object.entries(pedigreeShortForms).flatMap(([field, names]) =>
    names.map((name) => [normalise(name), field as RecordField] as const),
  ),
)

const pedigreeFields = new Set<Field>(ancestorKeys.flatMap((key) => [`${key}Name`, `${key}Id`] as const))

/** What a column was read as: a field, nothing (listed as not read), or a problem with the reason. */
export type ColumnReading = { field: Field } | { unknown: true } | { problem: Words }

/** The heading the messages name a field by. */
export function columnName(field: Field, indexes: readonly IndexNames[] = []): string {
  if (field in recordHeadings) return recordHeadings[field as RecordField][0]!
  if (field in figureHeadings) return figureHeadings[field as FigureKey][0]!
  const [part, trait] = field.split(':') as [string, string]
  const index = indexes.find((entry) => entry.key === trait)
  if (part === 'index') return index?.names[0] ?? trait
  if (part === 'indexAccuracy') return `${index?.names[0] ?? trait} Acc`
  const name = ebvNames[trait as EbvKey].names[0]!
  return part === 'ebv' ? `${name} EBV` : part === 'accuracy' ? `${name} Acc` : `${name} Ratio`
}

/**
 * Reads an export's heading row: each column's field, or why it is not read. An "Acc" or "%"
 * column (or "Ratio") belongs to the breeding value before it, and makes that column one; "SS"
 * is the sire's sire beside another of the pedigree's columns. A heading still matching two fields
 * is refused, naming the headings that would say which.
 */
export function readHeadings(headings: readonly string[], indexes: readonly IndexNames[] = []): ColumnReading[] {
  const table = headingTable(indexes)
  const keys = headings.map(normalise)
  const matched = keys.map((key): Field[] => [...(table.get(key)?.fields ?? [])])
  const isPedigree = (at: number) => matched[at]?.some((field) => pedigreeFields.has(field)) ?? false
  const readings: ColumnReading[] = keys.map(() => ({ unknown: true }))
  // The breeding value the column before belongs to, which an accuracy or a ratio alone is of.
  let lastTrait: EbvKey | `index:${string}` | undefined
  keys.forEach((key, at) => {
    const part = partAlone.get(key)
    if (part) {
      if (!lastTrait) {
        readings[at] = {
          problem: words(
            'stands before any breeding value’s column: put it right after its trait’s',
            'staan voor enige teelwaarde se kolom: sit dit direk ná die kolom van sy eienskap',
          ),
        }
        return
      }
      const trait = lastTrait
      if (trait.startsWith('index:')) {
        readings[at] =
          part === 'accuracy'
            ? { field: `indexAccuracy:${trait.slice('index:'.length)}` }
            : {
                problem: words(
                  'is a ratio, which an index has none of',
                  'is ’n verhouding, maar ’n indeks het nie ’n verhouding nie',
                ),
              }
      } else readings[at] = { field: `${part}:${trait as EbvKey}` }
      return
    }
    let fields = matched[at]!
    const short = shortForms.get(key)
    const besidePedigree = [at - 1, at + 1].some((next) => isPedigree(next) || shortForms.has(keys[next] ?? ''))
    if (short && besidePedigree) fields = [short]
    // Followed by an accuracy or a ratio of its own: a breeding value, by any of its names.
    if (partAlone.has(keys[at + 1] ?? '')) {
      const asEbv = fields.filter((field) => field.startsWith('ebv:') || field.startsWith('index:'))
      const named = ebvKeys.filter((trait) =>
        [...ebvNames[trait].names, ...ebvNames[trait].withWord].some((name) => normalise(name) === key),
      )
      fields = asEbv.length > 0 ? asEbv : named.map((trait) => `ebv:${trait}` as const)
    }
    lastTrait = undefined
    if (fields.length === 0) return
    if (fields.length > 1) {
      const which = (or: string) => fields.map((field) => `“${columnName(field, indexes)}”`).join(or)
      readings[at] = {
        problem: words(
          `could be ${which(' or ')}: head it as one of these ` +
            '(a breeding value may instead be followed by its accuracy column, Acc)',
          `kan ${which(' of ')} wees: gee dit een van hierdie opskrifte ` +
            '(of sit die teelwaarde se akkuraatheidskolom, Acc, direk daarna)',
        ),
      }
      return
    }
    const field = fields[0]!
    readings[at] = { field }
    const [kind, trait] = field.split(':') as [string, string | undefined]
    if (trait === undefined) return
    lastTrait = kind === 'index' || kind === 'indexAccuracy' ? `index:${trait}` : (trait as EbvKey)
  })
  return readings
}

/** The spreadsheet's letter for a column: A, B, … Z, AA. */
export function columnLetter(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/**
 * The columns a new animal's row must fill: the animal, its sex and birth date, and its pedigree.
 * A row of an animal already listed needs only its ID (or its lot), and changes what it has.
 */
export const required: readonly Field[] = [
  'id',
  'sex',
  'born',
  ...ancestorKeys.flatMap((key) => [`${key}Name`, `${key}Id`] as const),
]
