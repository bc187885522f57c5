import { animalSlug } from '../../animal-id'
import { columnName, required, type Field } from '../columns'
import { words } from '../words'
import { headingOf } from './read-columns'
import type { Columns, ImportedAnimal, ImportProblem, ListedAnimal } from './types'

/**
 * Step 4: the rows together. Each animal once (by ID, ignoring case, spaces and dashes) and each lot
 * once; a row naming an animal only by its lot (a results sheet without IDs) takes the ID of the
 * catalogue's animal with that lot; and a new animal, one the catalogue does not list, has its whole
 * record: sex, birth date and pedigree.
 */

/** A row as step 3 read it: its animal, and whether a field's cell holds anything (right or wrong). */
export type ReadRow = {
  row: number
  animal: Omit<ImportedAnimal, 'id'> & { id?: string }
  filled: (field: Field) => boolean
  /** What is wrong within the row itself: such a row is checked with the others, but not imported. */
  problems: readonly ImportProblem[]
}

export function checkRows(
  rows: readonly ReadRow[],
  columns: Columns,
  listed: readonly ListedAnimal[],
): { animals: ImportedAnimal[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = []
  const where = (field: Field) =>
    columns.at.has(field) ? headingOf(columns.header, columns.at.get(field)!) : columnName(field)
  const listedSlugs = new Set(listed.map((entry) => animalSlug(entry.id)))
  const firstRowOfSlug = new Map<string, number>()
  const firstRowOfLot = new Map<number, number>()
  const animals: ImportedAnimal[] = []
  for (const { row, animal, filled, problems: own } of rows) {
    const found: ImportProblem[] = []
    let id = animal.id
    if (id === undefined && animal.lot !== undefined && !columns.at.has('id')) {
      id = listed.find((entry) => entry.lot === animal.lot)?.id
      if (id === undefined)
        found.push({
          row,
          column: where('lot'),
          message: words(
            `lot ${animal.lot} is no animal’s in the catalogue: add an ID column to bring in a new animal`,
            `lot ${animal.lot} behoort aan geen dier in die katalogus nie: ` +
              'voeg ’n ID-kolom by om ’n nuwe dier in te bring',
          ),
        })
    } else if (id === undefined)
      found.push({ row, column: where(columns.at.has('id') ? 'id' : 'lot'), message: words('is empty', 'is leeg') })
    if (id !== undefined) {
      const slug = animalSlug(id)
      const first = firstRowOfSlug.get(slug)
      if (first !== undefined)
        found.push({
          row,
          column: where('id'),
          message: words(`${id} is already on row ${first}`, `${id} is reeds op ry ${first}`),
        })
      else firstRowOfSlug.set(slug, row)
      if (!listedSlugs.has(slug)) found.push(...newAnimalGaps(row, id, filled, where))
    }
    if (animal.lot !== undefined) {
      const first = firstRowOfLot.get(animal.lot)
      if (first !== undefined)
        found.push({
          row,
          column: where('lot'),
          message: words(`lot ${animal.lot} is already on row ${first}`, `lot ${animal.lot} is reeds op ry ${first}`),
        })
      else firstRowOfLot.set(animal.lot, row)
    }
    if (found.length > 0) problems.push(...found)
    else if (own.length === 0) animals.push({ ...animal, id: id! })
  }
  return { animals, problems }
}

/** What a new animal's row leaves out of its record, each by its column. */
function newAnimalGaps(
  row: number,
  id: string,
  filled: ReadRow['filled'],
  where: (field: Field) => string,
): ImportProblem[] {
  return required
    .filter((field) => field !== 'id' && !filled(field))
    .map((field) => ({
      row,
      column: where(field),
      message: words(
        `is needed: ${id} is not in the catalogue, and a new animal needs its sex, birth date and whole pedigree`,
        `is nodig: ${id} is nie in die katalogus nie, ` +
          'en ’n nuwe dier het sy geslag, geboortedatum en hele stamboom nodig',
      ),
    }))
}
