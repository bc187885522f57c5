import { animalSlug } from './animal-id'
import { ancestorKeys } from './animal'
import { ebvKeys } from './breeding-values'
import { figureKeys } from './figures'
import type { Field } from './import/columns'
import type { ImportedAnimal } from './import/steps/types'

/**
 * An animal as content/sale.yaml holds it, before the schema reads it: what the import does not know is kept as it is.
 */
export type StoredAnimal = { id: string; [field: string]: unknown }

/** One value that changes: its place ("price", "ebvs.weaning.accuracy") and what it was and becomes. */
export type Change = { path: string; before?: unknown; after?: unknown }

/**
 * What an import does to each animal: in the export's order those it has (new, updated or
 * unchanged), then those it has not (kept, or removed where the owner asked).
 */
export type AnimalChange =
  | { id: string; kind: 'new' }
  | { id: string; kind: 'updated'; changes: Change[] }
  | { id: string; kind: 'unchanged' }
  | { id: string; kind: 'kept' }
  | { id: string; kind: 'removed' }

export type ChangeKind = AnimalChange['kind']

/** Which animals not in the export to take out: none (the default), every one, or those named by ID. */
export type Removal = 'none' | 'all' | readonly string[]

/** The fields the import writes, in this order; the owner's own (test, checks, photos, video, note) follow. */
const importOrder = [
  'id',
  'name',
  'sex',
  'born',
  'status',
  'lot',
  'price',
  'buyer',
  'pedigree',
  'figures',
  'ebvs',
  'indexes',
]
const examplesKept = ['photos', 'video', 'note']

type Record = { [key: string]: unknown }
const isRecord = (value: unknown): value is Record =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The catalogue's animals after an import. An animal already listed (matched by ID, ignoring case,
 * spaces and dashes) keeps its place, takes what the export has a column for and keeps the rest:
 * its photos, video, note, growth test and checks, its name where the export has none, and any
 * figure, breeding value, accuracy, ratio, index, price, lot, status or buyer whose column the
 * export lacks. New animals follow, in the export's order. An animal the export does not have
 * stays, unless `remove` names it (or is 'all'). An example animal keeps only its photos, video
 * and note (its figures, test and checks were made up), and loses its mark.
 */
export function mergeImported(
  stored: readonly StoredAnimal[],
  imported: readonly ImportedAnimal[],
  fields: ReadonlySet<Field>,
  remove: Removal = 'none',
): { animals: StoredAnimal[]; changes: AnimalChange[] } {
  const bySlug = new Map(imported.map((entry) => [animalSlug(entry.id), entry]))
  const removed = new Set(remove === 'all' || remove === 'none' ? [] : remove.map(animalSlug))
  const changes: AnimalChange[] = []
  const missing: AnimalChange[] = []
  const animals: StoredAnimal[] = []
  for (const before of stored) {
    const entry = bySlug.get(animalSlug(before.id))
    if (!entry) {
      const gone = remove === 'all' || removed.has(animalSlug(before.id))
      missing.push({ id: before.id, kind: gone ? 'removed' : 'kept' })
      if (!gone) animals.push(before)
      continue
    }
    const merged = mergeOne(before, entry, fields)
    const found = differences(before, merged)
    changes.push(
      found.length > 0 ? { id: entry.id, kind: 'updated', changes: found } : { id: entry.id, kind: 'unchanged' },
    )
    animals.push(merged)
  }
  const listed = new Set(stored.map((entry) => animalSlug(entry.id)))
  for (const entry of imported) {
    if (listed.has(animalSlug(entry.id))) continue
    changes.push({ id: entry.id, kind: 'new' })
    animals.push(mergeOne({ id: entry.id }, entry, fields))
  }
  // The export's order for the animals it has.
  const order = new Map(imported.map((entry, at) => [animalSlug(entry.id), at]))
  changes.sort((a, b) => order.get(animalSlug(a.id))! - order.get(animalSlug(b.id))!)
  return { animals, changes: [...changes, ...missing] }
}

/** Whether the import gives a field: its column is in the file, or the animal was an example (all of which goes). */
type Has = (field: Field) => boolean

function mergeOne(before: StoredAnimal, entry: ImportedAnimal, fields: ReadonlySet<Field>): StoredAnimal {
  // An example's figures, test and checks were made up: only its pictures and words stay, for the owner to replace.
  const example = before.example === true
  const has: Has = (field) => example || fields.has(field)
  const kept = (key: string) => before[key]
  const ebvs = mergeEbvs(before, entry, has)
  const indexes = mergeIndexes(before, entry, has)
  const own = {
    id: entry.id,
    name: entry.name ?? (typeof before.name === 'string' && !example ? before.name : undefined),
    sex: entry.sex ?? kept('sex'),
    born: entry.born ?? kept('born'),
    status:
      entry.status ?? (example ? undefined : kept('status')) ?? (entry.lot !== undefined ? 'auction' : 'available'),
    lot: has('lot') ? entry.lot : kept('lot'),
    price: has('price') ? entry.price : kept('price'),
    buyer: mergeBuyer(before, entry, fields),
    pedigree: mergePedigree(before, entry),
    figures: mergeFigures(before, entry, has),
    ebvs: Object.keys(ebvs).length > 0 ? ebvs : undefined,
    indexes: indexes.length > 0 ? indexes : undefined,
  }
  const rest = Object.entries(before).filter(([key]) =>
    example ? examplesKept.includes(key) : !importOrder.includes(key) && key !== 'example',
  )
  return Object.fromEntries(
    [...Object.entries(own), ...rest].filter(([, value]) => value !== undefined),
  ) as StoredAnimal
}

/** Each parent and grandparent the row gives; the rest as they were. */
function mergePedigree(before: StoredAnimal, entry: ImportedAnimal): Record {
  const was = isRecord(before.pedigree) ? before.pedigree : {}
  return Object.fromEntries(
    ancestorKeys.flatMap((key) => {
      const ancestor = entry.pedigree[key] ?? was[key]
      return ancestor === undefined ? [] : [[key, ancestor]]
    }),
  )
}

/** The buyer's name, town and consent where the results sheet has their columns; none without a name or town. */
function mergeBuyer(before: StoredAnimal, entry: ImportedAnimal, fields: ReadonlySet<Field>): Record | undefined {
  const was = isRecord(before.buyer) ? before.buyer : {}
  const now: Record = entry.buyer ?? {}
  const part = (name: 'name' | 'town' | 'consent', field: Field) => (fields.has(field) ? now[name] : was[name])
  const parts = {
    name: part('name', 'buyerName'),
    town: part('town', 'buyerTown'),
    consent: part('consent', 'buyerConsent'),
  }
  if (parts.name === undefined && parts.town === undefined) return undefined
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined))
}

function mergeFigures(before: StoredAnimal, entry: ImportedAnimal, has: Has): Record {
  const was = isRecord(before.figures) ? before.figures : {}
  const figures: Record = {}
  for (const key of figureKeys) {
    const value = has(key) ? entry.figures[key] : was[key]
    if (value !== undefined) figures[key] = value
  }
  return figures
}

/** Each EBV, accuracy and ratio the file has a column for; the others as they were. */
function mergeEbvs(before: StoredAnimal, entry: ImportedAnimal, has: Has): Record {
  const ebvsBefore = isRecord(before.ebvs) ? before.ebvs : {}
  const ebvs: Record = {}
  for (const trait of ebvKeys) {
    const was = isRecord(ebvsBefore[trait]) ? ebvsBefore[trait] : {}
    const now: Record = entry.ebvs?.[trait] ?? {}
    const part = (name: 'value' | 'accuracy' | 'ratio', field: Field) => (has(field) ? now[name] : was[name])
    const value = part('value', `ebv:${trait}`)
    if (value === undefined) continue
    const accuracy = part('accuracy', `accuracy:${trait}`)
    const ratio = part('ratio', `ratio:${trait}`)
    ebvs[trait] = { value, ...(accuracy !== undefined ? { accuracy } : {}), ...(ratio !== undefined ? { ratio } : {}) }
  }
  return ebvs
}

/** The sale's selection indexes, stored ones first, each value and accuracy from the file where it has them. */
function mergeIndexes(before: StoredAnimal, entry: ImportedAnimal, has: Has): Record[] {
  const stored = Array.isArray(before.indexes) ? (before.indexes as Record[]) : []
  const keys = [
    ...new Set([...stored.map((index) => String(index.key)), ...(entry.indexes ?? []).map(({ key }) => key)]),
  ]
  return keys.flatMap((key) => {
    const was = stored.find((index) => index.key === key) ?? {}
    const now: Record = entry.indexes?.find((index) => index.key === key) ?? {}
    const value = has(`index:${key}`) ? now.value : was.value
    const accuracy = has(`indexAccuracy:${key}`) ? now.accuracy : was.accuracy
    return value === undefined ? [] : [{ key, value, ...(accuracy !== undefined ? { accuracy } : {}) }]
  })
}

/** Every value that differs between two animals, by its place, objects compared key by key. */
export function differences(before: unknown, after: unknown, path = ''): Change[] {
  // The editor gives an empty field as null: it is no value, as a missing one is.
  if (before === null) return differences(undefined, after, path)
  if (after === null) return differences(before, undefined, path)
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return keys.flatMap((key) => differences(before[key], after[key], path ? `${path}.${key}` : key))
  }
  if (Array.isArray(before) && Array.isArray(after) && path.endsWith('indexes')) {
    const byKey = (list: unknown[]) =>
      Object.fromEntries(list.filter(isRecord).map((index) => [String(index.key), index]))
    return differences(byKey(before), byKey(after), path)
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return []
  return [{ path, ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) }]
}
