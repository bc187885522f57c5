import { ancestorKeys, type AncestorKey } from '../animal'
import type { FigureKey } from '../figures'

/**
 * The columns an export of a sale's animals is read by: each field, the headings exports give it,
 * and how a heading is compared with them (without case, spaces, punctuation or a unit in brackets).
 */

export type Field =
  'id' | 'name' | 'sex' | 'born' | 'status' | 'lot' | 'price' | `${AncestorKey}Name` | `${AncestorKey}Id` | FigureKey

/**
 * The columns read, each by the headings exports give it (compared without case, spaces, punctuation or a unit in
 * brackets).
 */
export const headings: Record<Field, readonly string[]> = {
  id: [
    'ID',
    'tattoo',
    'tattoo no',
    'tattoo number',
    'registration number',
    'registration no',
    'reg no',
    'identification',
  ],
  name: ['Name', 'animal name'],
  sex: ['Sex', 'gender'],
  born: ['Birth date', 'date of birth', 'dob', 'born'],
  status: ['Status'],
  lot: ['Lot', 'lot no', 'lot number'],
  price: ['Price', 'asking price'],
  sireName: ['Sire', 'sire name'],
  sireId: ['Sire ID', 'sire reg no', 'sire registration number'],
  damName: ['Dam', 'dam name'],
  damId: ['Dam ID', 'dam reg no', 'dam registration number'],
  sireSireName: ["Sire's sire", 'sire sire', 'paternal grandsire'],
  sireSireId: ["Sire's sire ID", 'sire sire id', 'paternal grandsire id'],
  sireDamName: ["Sire's dam", 'sire dam', 'paternal granddam'],
  sireDamId: ["Sire's dam ID", 'sire dam id', 'paternal granddam id'],
  damSireName: ["Dam's sire", 'dam sire', 'maternal grandsire'],
  damSireId: ["Dam's sire ID", 'dam sire id', 'maternal grandsire id'],
  damDamName: ["Dam's dam", 'dam dam', 'maternal granddam'],
  damDamId: ["Dam's dam ID", 'dam dam id', 'maternal granddam id'],
  birthWeight: ['Birth weight', 'bw'],
  weaning205: ['205-day weight', '205 day weight', '205d weight', 'weaning weight', 'ww 205'],
  weight365: ['365-day weight', '365 day weight', '365d weight', 'yearling weight'],
  weight540: ['540-day weight', '540 day weight', '540d weight', 'final weight'],
  adg: ['ADG', 'average daily gain', 'adg on test'],
  fcr: ['FCR', 'feed conversion', 'feed conversion ratio'],
  scrotal: ['Scrotal circumference', 'scrotal', 'sc'],
  damIcp: ['Dam ICP', 'icp', 'inter-calving period', 'dam inter-calving period', 'dam intercalving period'],
}

/** The columns every export must have: the animal, its sex and birth date, and its pedigree. */
export const required: readonly Field[] = [
  'id',
  'sex',
  'born',
  ...ancestorKeys.flatMap((key) => [`${key}Name`, `${key}Id`] as const),
]

/** The heading the messages name a column by: the first of its headings, as the sample export writes it. */
export const columnName = (field: Field) => headings[field][0]!

export const normalise = (heading: string) =>
  heading
    .replace(/\([^)]*\)/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

export const fieldOfHeading = new Map<string, Field>(
  Object.entries(headings).flatMap(([field, names]) => names.map((name) => [normalise(name), field as Field])),
)

/** The spreadsheet's letter for a column: A, B, … Z, AA. */
export function columnLetter(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}
