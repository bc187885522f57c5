/**
 * The import as the editor loads it when the owner opens "Import from a spreadsheet": the same
 * module the command line runs (lib/sale/import), bundled with its workbook reader into one file
 * served beside the editor (out/admin/), fetched only then.
 */
export { describeProblem, planImport, readSpreadsheet } from '../../../lib/sale/import'
export { changeWords } from '../../../lib/sale/import/change-words'
export type { AnimalChange, ImportPlan, SpreadsheetRead, StoredSale } from '../../../lib/sale/import'
export type { Change } from '../../../lib/sale/merge'
