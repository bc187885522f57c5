import type { AncestorKey } from '../animal'
import { ebvKeys, type EbvKey } from '../breeding-values'
import { figureKeys, type FigureKey } from '../figures'
import type { Change } from '../merge'
import { ebvNames } from './columns'
import type { ImportLanguage } from './words'

/**
 * A change of the dry run in the owner's words: its place as a field's name ("WW EBV accuracy",
 * "Sire's dam") rather than the file's path ("ebvs.weaning.accuracy", "pedigree.sireDam"), and a
 * status or a sex as the catalogue says it. The editor's preview shows these; the command line too.
 */

type Pair = readonly [en: string, af: string]

const record: Record<string, Pair> = {
  id: ['ID', 'ID'],
  name: ['Name', 'Naam'],
  sex: ['Sex', 'Geslag'],
  born: ['Birth date', 'Geboortedatum'],
  status: ['Status', 'Status'],
  lot: ['Lot', 'Lot'],
  price: ['Price', 'Prys'],
  buyer: ['Buyer', 'Koper'],
  'buyer.name': ['Buyer', 'Koper'],
  'buyer.town': ['Buyer’s town', 'Koper se dorp'],
  'buyer.consent': ['Buyer’s consent to be named', 'Koper se toestemming om genoem te word'],
  pedigree: ['Pedigree', 'Stamboom'],
  figures: ['Figures', 'Syfers'],
  ebvs: ['Breeding values', 'Teelwaardes'],
  indexes: ['Selection indexes', 'Seleksie-indekse'],
  photos: ['Photos', 'Foto’s'],
  video: ['Video', 'Video'],
  note: ['Note', 'Nota'],
  test: ['Growth test', 'Groeitoets'],
  checks: ['Checks', 'Kontroles'],
  example: ['Example mark', 'Voorbeeldinskrywing'],
  publish: ['Published for this lot', 'Gepubliseer vir hierdie lot'],
  reserve: ['Reserve for this lot', 'Reserwe vir hierdie lot'],
}

const ancestors: Record<AncestorKey, Pair> = {
  sire: ['Sire', 'Vaar'],
  dam: ['Dam', 'Moer'],
  sireSire: ['Sire’s sire', 'Vaar se vaar'],
  sireDam: ['Sire’s dam', 'Vaar se moer'],
  damSire: ['Dam’s sire', 'Moer se vaar'],
  damDam: ['Dam’s dam', 'Moer se moer'],
}

const figures: Record<FigureKey, Pair> = {
  birthWeight: ['Birth weight', 'Geboortegewig'],
  weaning205: ['205-day weight', '205-dae-gewig'],
  weight365: ['365-day weight', '365-dae-gewig'],
  weight540: ['540-day weight', '540-dae-gewig'],
  adg: ['ADG', 'GDT'],
  fcr: ['FCR', 'VOV'],
  scrotal: ['Scrotal circumference', 'Skrotumomtrek'],
  damIcp: ['Dam ICP', 'Moer se TKP'],
}

const ebvParts: Record<string, Pair> = {
  value: ['EBV', 'teelwaarde'],
  accuracy: ['EBV accuracy', 'teelwaarde se akkuraatheid'],
  ratio: ['ratio', 'verhouding'],
}

const statusWords: Record<string, Pair> = {
  available: ['available', 'te koop'],
  reserved: ['reserved', 'gereserveer'],
  sold: ['sold', 'verkoop'],
  auction: ['on auction', 'op veiling'],
  withdrawn: ['withdrawn', 'onttrek'],
  notSold: ['not sold', 'onverkoop'],
  subjectToConfirmation: ['subject to confirmation', 'onderhewig aan bevestiging'],
}
const sexWords: Record<string, Pair> = { bull: ['bull', 'bul'], heifer: ['heifer', 'vers'] }

const inLanguage = (pair: Pair, language: ImportLanguage) => pair[language === 'en' ? 0 : 1]

/** A change's place as the owner names the field. */
export function fieldWords(path: string, language: ImportLanguage): string {
  const [head, second, third] = path.split('.') as [string, string | undefined, string | undefined]
  if (head === 'pedigree' && second && second in ancestors) {
    const name = inLanguage(ancestors[second as AncestorKey], language)
    return third === 'id'
      ? `${name}${language === 'en' ? ' ' : '-'}ID`
      : third === 'name'
        ? `${name}: ${language === 'en' ? 'name' : 'naam'}`
        : name
  }
  if (head === 'figures' && second && (figureKeys as readonly string[]).includes(second))
    return inLanguage(figures[second as FigureKey], language)
  if (head === 'ebvs' && second && (ebvKeys as readonly string[]).includes(second)) {
    const trait = ebvNames[second as EbvKey].names[0]!
    const part = inLanguage(ebvParts[third ?? 'value'] ?? ebvParts.value!, language)
    // Afrikaans joins an abbreviation to its word: WW-teelwaarde.
    return `${trait}${language === 'en' ? ' ' : '-'}${part}`
  }
  if (head === 'indexes' && second) {
    const part = third === 'accuracy' ? (language === 'en' ? ' accuracy' : ' se akkuraatheid') : ''
    return `${language === 'en' ? 'Index' : 'Indeks'} ${second}${part}`
  }
  const known = record[path] ?? record[head]
  return known ? inLanguage(known, language) : path
}

/** A changed value as the owner reads it: a status or sex in words, yes or no, none; the rest as written. */
export function valueWords(path: string, value: unknown, language: ImportLanguage): string {
  if (value === undefined || value === null) return language === 'en' ? '(none)' : '(geen)'
  if (path === 'status' && typeof value === 'string' && statusWords[value])
    return inLanguage(statusWords[value], language)
  if (path === 'sex' && typeof value === 'string' && sexWords[value]) return inLanguage(sexWords[value], language)
  if (typeof value === 'boolean') return value ? (language === 'en' ? 'yes' : 'ja') : language === 'en' ? 'no' : 'nee'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** One change as a line of the dry run: "WW EBV: 10 → 12". */
export function changeWords(change: Change, language: ImportLanguage): string {
  return `${fieldWords(change.path, language)}: ${valueWords(change.path, change.before, language)} → ${valueWords(
    change.path,
    change.after,
    language,
  )}`
}
