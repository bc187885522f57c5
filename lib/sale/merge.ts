import { animalSlug } from './animal-id'
import { ebvKeys } from './breeding-values'
import { figureKeys } from './figures'
import type { Field } from './import/columns'
import type { ImportedAnimal } from './import/rows'

/**
 * An animal as content/sale.yaml holds it, before the schema reads it: what the import does not know is kept as it is.
 */
export type StoredAnimal = { id: string; [field: string]: unknown }

/** One value that changes: its place ("price", "ebvs.weaning.accuracy") and what it was and becomes. */
export type Change = { path: string; before?: unknown; after?: unknown }

/** What an import does to each animal, in the export's order, then the animals it takes out. */
export type AnimalChange =
  | { id: string; kind: 'new' }
  | { id: string; kind: 'updated'; changes: Change[] }
  | { id: string; kind: 'unchanged' }
  | { id: string; kind: 'removed' }

/** The fields the import writes, in this order; the owner's own (test, checks, photos, video, note) follow. */
const importOrder = ['id', 'name', 'sex', 'born', 'status', 'lot', 'price', 'pedigree', 'figures', 'ebvs', 'indexes']
const examplesKept = ['photos', 'video', 'note']

type Record = { [key: string]: unknown }
const isRecord = (value: unknown): value is Record =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The catalogue's animals after an import: the export's animals in its order. An animal already
 * listed (matched by ID, ignoring case, spaces and dashes) takes what the export has a column for
 * and keeps the rest: its photos, video, note, growth test and checks, its name where the export
 * has none, and any figure, breeding value, accuracy, ratio, index, price, lot or status whose
 * column the export lacks. An example animal's mark goes; an animal the export no longer lists
 * leaves the catalogue. An example animal keeps only its photos, video and note: its figures, test
 * and checks were made up.
 */
export function mergeImported(
  stored: readonly StoredAnimal[],
  imported: readonly ImportedAnimal[],
  fields: ReadonlySet<Field>,
): { animals: StoredAnimal[]; changes: AnimalChange[] } {
  const bySlug = new Map(stored.map((entry) => [animalSlug(entry.id), entry]))
  const changes: AnimalChange[] = []
  const animals = imported.map((entry): StoredAnimal => {
    const before = bySlug.get(animalSlug(entry.id))
    bySlug.delete(animalSlug(entry.id))
    const merged = mergeOne(before ?? { id: entry.id }, entry, fields)
    if (!before) changes.push({ id: entry.id, kind: 'new' })
    else {
      const found = differences(before, merged)
      changes.push(
        found.length > 0 ? { id: entry.id, kind: 'updated', changes: found } : { id: entry.id, kind: 'unchanged' },
      )
    }
    return merged
  })
  for (const entry of bySlug.values()) changes.push({ id: entry.id, kind: 'removed' })
  return { animals, changes }
}

function mergeOne(before: StoredAnimal, entry: ImportedAnimal, fields: ReadonlySet<Field>): StoredAnimal {
  // An example's figures, test and checks were made up: only its pictures and words stay, for the owner to replace.
  const example = before.example === true
  const has = (field: Field) => example || fields.has(field)
  const kept = (key: string) => before[key]
  const name = entry.name ?? (typeof before.name === 'string' && !example ? before.name : undefined)
  const lot = has('lot') ? entry.lot : kept('lot')
  const price = has('price') ? entry.price : kept('price')
  const status = entry.status ?? (example ? undefined : kept('status')) ?? 'available'

  const figuresBefore = isRecord(before.figures) ? before.figures : {}
  const figures: Record = {}
  for (const key of figureKeys) {
    const value = has(key) ? entry.figures[key] : figuresBefore[key]
    if (value !== undefined) figures[key] = value
  }

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

  const indexesBefore = Array.isArray(before.indexes) ? (before.indexes as Record[]) : []
  const keys = [
    ...new Set([
      ...indexesBefore.map((index) => String(index.key)),
      ...(entry.indexes ?? []).map((index) => index.key),
    ]),
  ]
  const indexes = keys.flatMap((key) => {
    const was = indexesBefore.find((index) => index.key === key) ?? {}
    const now: Record = entry.indexes?.find((index) => index.key === key) ?? {}
    const value = has(`index:${key}`) ? now.value : was.value
    const accuracy = has(`indexAccuracy:${key}`) ? now.accuracy : was.accuracy
    return value === undefined ? [] : [{ key, value, ...(accuracy !== undefined ? { accuracy } : {}) }]
  })

  const own = {
    id: entry.id,
    name,
    sex: entry.sex,
    born: entry.born,
    status,
    lot,
    price,
    pedigree: entry.pedigree,
    figures,
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

/** Every value that differs between two animals, by its place, objects compared key by key. */
export function differences(before: unknown, after: unknown, path = ''): Change[] {
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
