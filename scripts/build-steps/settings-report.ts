import type * as Settings from '../../content/settings'
import type * as SettingsRules from '../../lib/settings'

/**
 * Prints which withheld settings still hold their example values, so nobody deploys the example
 * e-mail address by accident. Loading the settings also validates them: a bad value stops the build
 * here with a message naming the setting and the variable behind it.
 */
export async function reportSettings(): Promise<void> {
  let loaded: typeof Settings
  let lib: typeof SettingsRules
  try {
    loaded = await import('../../content/settings')
    lib = await import('../../lib/settings')
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  const examples = lib.exampleSettingsInUse(loaded.settings, loaded.exampleSettings)
  if (examples.length === 0) {
    console.log('Site settings: every withheld value is set.')
    return
  }
  console.warn(
    'Site settings still using example values (set these before going live; see README, "Configuration"):\n' +
      examples.map((name) => `  - ${name}`).join('\n'),
  )
}

/** What a sale still holds of the sample content, as the build says it: the example animals and auctioneer. */
export type SaleExamples = {
  published: boolean
  animals: readonly { id: string; example?: boolean }[]
  auction?: { auctioneer?: { example?: boolean; name: string } }
}

/** The lines the build prints for a sale's sample content still in place: none once it is the sale's own. */
export function exampleSaleLines(sale: SaleExamples): string[] {
  const lines: string[] = []
  const examples = sale.animals.filter((animal) => animal.example).map((animal) => animal.id)
  if (examples.length > 0)
    lines.push(
      `The sale catalogue still lists ${examples.length} example ` +
        `${examples.length === 1 ? 'animal' : 'animals'} (content/sale.yaml; replace ` +
        `${examples.length === 1 ? 'it' : 'them'} with the sale's own, README "The ` +
        `sale catalogue"${sale.published ? '' : ', or leave the sale unpublished'}): ` +
        `${examples.join(', ')}`,
    )
  if (sale.auction?.auctioneer?.example)
    lines.push(
      `The auction still names the example auctioneer, ${sale.auction.auctioneer.name} (content/sale.yaml, ` +
        'auction, auctioneer: set the auctioneer, the rules and the reserve the auctioneer confirms, ' +
        'docs/sale-catalogue.md "The auction and the law")',
    )
  return lines
}

/**
 * Prints the sample animals content/sale.yaml still lists (marked `example: true`) and the sample
 * auctioneer, so the example catalogue is not published by accident; loading the sale also checks
 * it against its schema.
 */
export async function reportExampleSale(): Promise<void> {
  let sale: SaleExamples
  try {
    sale = (await import('../../content/sale')).sale
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  for (const line of exampleSaleLines(sale)) console.warn(line)
}

/** The varieties as the build reads them for sample seed figures: their keys and the example mark. */
export type SeedExamples = readonly { key: string; seed?: { example?: boolean | undefined } | undefined }[]

/** The line the build prints while any variety's seed figures are the sample ones; none once all are confirmed. */
export function exampleSeedLines(varieties: SeedExamples): string[] {
  const examples = varieties.filter((variety) => variety.seed?.example).map((variety) => variety.key)
  if (examples.length === 0) return []
  return [
    `The garlic seed figures (cloves per kg, bags, price, stock, minimum order) are still examples for ` +
      `${examples.length === 1 ? 'one variety' : `${examples.length} varieties`} (content/garlic.yaml, ` +
      `each variety's seed: confirm them, then remove its "example: true"): ${examples.join(', ')}`,
  ]
}

/** Prints the varieties whose seed figures are still the samples, so sample prices are not published unseen. */
export async function reportExampleSeed(): Promise<void> {
  let varieties: SeedExamples
  try {
    varieties = (await import('../../content/garlic')).garlic.varieties.items
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  for (const line of exampleSeedLines(varieties)) console.warn(line)
}
