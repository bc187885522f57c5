import type { AncestorKey, Ancestor, Sex, Status } from '../../animal'
import type { BreedingValue, EbvKey } from '../../breeding-values'
import type { Figures } from '../../figures'
import type { Field, IndexNames } from '../columns'
import type { Words } from '../words'

/** The shapes the import's steps hand on, from a file's rows to the catalogue's animals. */

/** A row of the export: its number in the spreadsheet and its cells as text. */
export type ExportRow = { row: number; cells: string[] }

/** What is wrong, where: the row as the spreadsheet numbers it, the column by its letter and heading. */
export type ImportProblem = { row: number; column?: string; message: Words }

/** A selection index's value as the sale's file keeps it. */
export type IndexValue = { key: string; value: number; accuracy?: number }

/** A lot's buyer as the auctioneer's results sheet gives them: only the parts it has columns for. */
export type ImportedBuyer = { name?: string; town?: string; consent?: boolean }

/**
 * An animal as the export gives it: whatever its row has. An animal already listed needs no more
 * than its ID (or its lot); a new one has its whole record (sex, birth date, pedigree), which a
 * later step checks.
 */
export type ImportedAnimal = {
  id: string
  name?: string
  sex?: Sex
  born?: string
  status?: Status
  lot?: number
  price?: number
  pedigree: Partial<Record<AncestorKey, Ancestor>>
  figures: Figures
  ebvs?: Partial<Record<EbvKey, BreedingValue>>
  indexes?: IndexValue[]
  buyer?: ImportedBuyer
}

/** An animal the catalogue lists already: its ID and its lot, by which a results sheet may name it. */
export type ListedAnimal = { id: string; lot?: number }

export type ImportOptions = {
  /** yyyy-mm-dd: the latest birth date allowed. */
  today: string
  /** The selection indexes of the sale's evaluation, by the headings that name them. */
  indexes?: readonly IndexNames[]
  /** The animals already in the catalogue: a row of one of these needs only the columns it changes. */
  listed?: readonly ListedAnimal[]
}

/** The export's columns: each field read and the column it is in, and the headings not read. */
export type Columns = {
  header: ExportRow
  at: ReadonlyMap<Field, number>
  ignored: string[]
  indexes: readonly IndexNames[]
}

export type ImportResult =
  | {
      ok: true
      animals: ImportedAnimal[]
      /** The fields the export has a column for: the rest an animal already listed keeps. */
      fields: ReadonlySet<Field>
      ignoredColumns: string[]
      /** What was read but left out, and why. */
      notes: Words[]
      /** The row the headings were found on (rows above it, a title say, are not read). */
      headingRow: number
    }
  | { ok: false; problems: ImportProblem[] }
