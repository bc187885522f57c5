import { formatRand } from '../lib/format'
import { scratchSite } from '../scripts/support/scratch-site'
import { htmlFileOf } from '../lib/exported-files'
import { af, en } from './content'
import { expect, test } from './fixtures'

/**
 * The owner's ordinary changes, each made in one content file as README's "Changing the site"
 * says, in a scratch copy of the project: a price, a new testimonial, a variety sold out, a new
 * certification and a new photo. The copy is built, and each change is found on its page. The
 * rest of the suite reads content the same way, so none of these changes breaks `npm test`.
 */
test('an owner changes a price, adds a testimonial, marks a variety sold out, adds a certification and swaps a photo: one file each', async () => {
  // A full static export on two cores.
  test.setTimeout(300_000)
  const site = scratchSite('owner-site')
  const planting = en.garlic.services.field.items.find((item) => item.key === 'planting')!
  const plantingAf = af.garlic.services.field.items.find((item) => item.key === 'planting')!

  // 1. A price: planting goes up by R 250 a hectare.
  const plantingName = `      - key: planting\n        name:\n          en: ${planting.name}\n          af: ${plantingAf.name}\n`
  site.edit('content/garlic.yaml', `${plantingName}        price: ${planting.price}`, `${plantingName}        price: ${planting.price + 250}`)
  // 2. A fourth testimonial.
  site.append(
    'content/testimonials.yaml',
    `
  - name: Annelie Kruger
    role:
      en: Seed buyer, Free State
      af: Saadkoper, Vrystaat
    quote:
      language: en
      text: The Shani seed came graded, peeled and on time, and every clove we planted came up. We are ordering again for next season.
    rating: 4
`,
  )
  // 3. Shani is sold out.
  const shani = en.seedVarieties.find((variety) => variety.key === 'shani')!
  const shaniAf = af.seedVarieties.find((variety) => variety.key === 'shani')!
  site.edit(
    'content/garlic.yaml',
    `        stock:\n          en: ${shani.stock}\n          af: ${shaniAf.stock}\n        plantSpacingCm: ${shani.plantSpacingCm}`,
    `        stock:\n          en: SOLD OUT\n          af: UITVERKOOP\n        plantSpacingCm: ${shani.plantSpacingCm}`,
  )
  // 4. A new certification, shown on the garlic page.
  site.append(
    'content/certifications.yaml',
    `
  - title:
      en: Organic Transition Programme
      af: Oorskakelingsprogram na organiese boerdery
    issuer:
      en: Organic Farming South Africa
      af: Organiese Boerdery Suid-Afrika
    year: 2024
    icon: award
    pages: [garlic]
`,
  )
  // 5. A new photo in place of the first in the cattle gallery: the file dropped in, the entry pointed at it.
  const first = en.bonsmara.gallery.photos[0]!
  const firstAf = af.bonsmara.gallery.photos[0]!
  site.copyFile(`content/images/${first.src}`, 'content/images/cattle/new-herd-photo.svg')
  site.edit(
    'content/bonsmara.yaml',
    `    - src: ${first.src}\n      alt:\n        en: ${first.alt}\n        af: ${firstAf.alt}`,
    '    - src: cattle/new-herd-photo.svg\n      alt:\n        en: The whole herd on the summer pasture, photographed from the windmill\n        af: Die hele kudde op die somerweiding, van die windpomp af afgeneem',
  )

  site.build()

  const garlic = site.page('garlic.html')
  expect(garlic).toMatch(new RegExp(`Planting</th><td[^>]*>${formatRand(planting.price + 250)} per hectare`))
  expect(garlic).toContain(`"price":"${(planting.price + 250).toFixed(2)}"`)
  expect(garlic).toMatch(new RegExp(`${shani.name}</span>[\\s\\S]{0,400}?SOLD OUT`))
  expect(garlic).toContain('Organic Transition Programme')
  // One more certification card: each says its year to screen readers.
  expect(garlic.match(/<span class="sr-only">Year:(?:<!-- -->)? <\/span>/g)).toHaveLength(en.certificationsOn('garlic').length + 1)

  // The Afrikaans page follows the same entries.
  const knoffel = site.page(htmlFileOf(af.pathOf('garlic')))
  expect(knoffel).toMatch(new RegExp(`${plantingAf.name}</th><td[^>]*>${formatRand(planting.price + 250)} `))
  expect(knoffel).toMatch(new RegExp(`${shani.name}</span>[\\s\\S]{0,400}?UITVERKOOP`))
  expect(knoffel).toContain('Oorskakelingsprogram na organiese boerdery')

  const home = site.page('index.html')
  expect(home).toContain('Annelie Kruger')
  expect(home).toContain('every clove we planted came up')
  expect(home).toContain('aria-label="Rated 4 out of 5"')

  const bonsmara = site.page('bonsmara.html')
  expect(bonsmara).toMatch(/srcSet="\/img\/cattle-new-herd-photo-[0-9a-f]+-480\.avif 480w/)
  expect(bonsmara).toContain('alt="The whole herd on the summer pasture, photographed from the windmill"')
  expect(bonsmara).not.toContain(`alt="${first.alt}"`)
  expect(site.page(htmlFileOf(af.pathOf('bonsmara')))).toContain('alt="Die hele kudde op die somerweiding, van die windpomp af afgeneem"')
})
