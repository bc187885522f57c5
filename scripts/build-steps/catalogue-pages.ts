import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { animalPath, noAnimalSlug } from '../../components/catalogue/sale-view'
import { defaultLanguage, languageCodes, languages } from '../../content/languages'
import { sale, saleIsOpen } from '../../content/sale'
import { animalSlug } from '../../lib/sale/animal-id'

/**
 * Each animal's page in every language, with its other-language pages, for the sitemap: while a sale is on, none
 * otherwise.
 */
export function animalSitemapPages(): { path: string; alternates: { hreflang: string; path: string }[] }[] {
  if (!saleIsOpen) return []
  return sale.animals.flatMap((animal) => {
    const slug = animalSlug(animal.id)
    const alternates = [
      ...languageCodes.map((code) => ({ hreflang: languages[code].lang, path: animalPath(code, slug) })),
      { hreflang: 'x-default', path: animalPath(defaultLanguage, slug) },
    ]
    return languageCodes.map((code) => ({ path: animalPath(code, slug), alternates }))
  })
}

/**
 * While the sale lists no animal, the export still writes the animal route's one placeholder page
 * (Next refuses a route with no page): it is removed with its payloads, so no address answers it.
 * Returns the files removed, relative to out/.
 */
export function removeAnimalPlaceholder(outDir: string): string[] {
  if (sale.animals.length > 0) return []
  const removed: string[] = []
  for (const code of languageCodes) {
    const stem = animalPath(code, noAnimalSlug).slice(1)
    for (const file of [`${stem}.html`, `${stem}.txt`, stem]) {
      if (!existsSync(path.join(outDir, file))) continue
      rmSync(path.join(outDir, file), { recursive: true, force: true })
      removed.push(file)
    }
  }
  return removed
}
