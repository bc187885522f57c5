import { animalSlug } from './animal-id'
import type { AnimalRecord } from './animal'

/**
 * An animal as content/sale.yaml holds it, before the schema reads it: what the import does not know is kept as it is.
 */
export type StoredAnimal = { id: string; [field: string]: unknown }

export type MergeReport = { added: string[]; updated: string[]; removed: string[] }

/** What only the owner adds, never the spreadsheet: kept for an animal the export still lists. */
const ownersFields = ['photos', 'video', 'note'] as const

/**
 * The catalogue's animals after an import: the export's animals in its order, each keeping the
 * photos, video and note the owner gave it before (matched by ID, ignoring case, spaces and
 * dashes) and its name where the export has none. An example animal is replaced; an animal the
 * export no longer lists leaves the catalogue.
 */
export function mergeImported(
  stored: readonly StoredAnimal[],
  imported: readonly AnimalRecord[],
): { animals: StoredAnimal[]; report: MergeReport } {
  const bySlug = new Map(stored.map((entry) => [animalSlug(entry.id), entry]))
  const report: MergeReport = { added: [], updated: [], removed: [] }
  const animals = imported.map((entry): StoredAnimal => {
    const before = bySlug.get(animalSlug(entry.id))
    bySlug.delete(animalSlug(entry.id))
    if (!before) {
      report.added.push(entry.id)
      return { ...entry }
    }
    report.updated.push(entry.id)
    const kept = Object.fromEntries(
      ownersFields.filter((field) => before[field] !== undefined).map((field) => [field, before[field]]),
    )
    const name = entry.name ?? (typeof before.name === 'string' ? before.name : undefined)
    return { ...entry, ...(name ? { name } : {}), ...kept }
  })
  report.removed = [...bySlug.values()].map((entry) => entry.id)
  return { animals, report }
}
