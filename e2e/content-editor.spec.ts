import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { parse } from 'yaml'
import { contentYamlText } from '../scripts/content-files/yaml-format'
import { formatRand } from '../lib/format'
import { fillTemplate } from '../lib/template'
import { htmlFileOf } from '../scripts/site/exported-files'
import { scratchSite } from '../scripts/support/scratch-site'
import { textLimits, wordLimits } from '../content/schema'
import { af, en } from './support/content'
import { pageText } from './support/exported-text'
import { routes } from '../content/pages'
import { editorWords } from '../content/files'
import { site as siteFacts } from '../content/site'
import { siteIcon } from '../lib/site-icon'
import { fillPrivateFolder, pickPrivateFolder, readPrivateFolder } from './support/local-repository'
import { makeOwnersChanges } from './support/owner-changes'
import { buildSync } from 'esbuild'
import { importCases, runImportCase } from '../lib/sale/import/test-support/cases'
import type * as CaseModule from '../lib/sale/import/test-support/cases'
import { testWorkbook } from '../lib/sale/import/test-support/workbook'
import { parseContentFile } from '../lib/content-file'
import { saleSchema } from '../content/sale'

/**
 * The owner's editor at /admin/, driven as the owner drives it, in Chromium on the built site: it
 * edits a copy of the project's content/ (handed over as a private folder: e2e/support/local-repository.ts),
 * and what it saves is written back over a scratch copy of the project, which is then built.
 */

/** How the editor names a field's group for screen readers: “Price” Field. */
const fieldName = (label: string) => `“\u2068${label}\u2069” Field`

/**
 * A field of the entry being edited, by the labels on the way to it; each is scrolled to, as the editor draws fields as
 * they come into view.
 */
async function field(scope: Page | Locator, ...labels: string[]): Promise<Locator> {
  let current: Page | Locator = scope
  for (const label of labels) {
    const next: Locator = current.getByRole('group', { name: fieldName(label), exact: true }).first()
    // Not drawn yet (an entry opened at the screen's edge shows its first fields alone): the last field
    // drawn so far is brought into view, and the editor draws those after it, until this one is there.
    for (let step = 0; step < 40 && (await next.count()) === 0; step++) {
      await current.getByRole('group').last().scrollIntoViewIfNeeded()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await next.scrollIntoViewIfNeeded()
    current = next
  }
  return current as Locator
}

/** The entries of a list field, each with its own controls. */
function entries(list: Locator): Locator {
  const page = list.page()
  return list
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: 'Reorder Item' }) })
    .filter({ hasNot: page.getByRole('button', { name: 'Expand All' }) })
}

/** Opens the entry at `index` of a list whose entries are shown one line each. */
async function openEntry(list: Locator, index: number): Promise<Locator> {
  const entry = entries(list).nth(index)
  await entry.scrollIntoViewIfNeeded()
  const expand = entry.getByRole('button', { name: 'Expand', exact: true })
  if (await expand.count()) await expand.first().click()
  return entry
}

/** A text in both languages: its English and Afrikaans boxes. */
async function bothLanguages(scope: Locator, label?: string) {
  const group = label ? await field(scope, label) : scope
  return {
    en: group.getByRole('textbox', { name: 'English', exact: true }),
    af: group.getByRole('textbox', { name: 'Afrikaans', exact: true }),
  }
}

const folder = 'site'

/**
 * README's pictures of the owner's edits: with EDITOR_SCREENSHOTS set to a folder (npm run
 * screenshots:editor), the owner's test saves the editor as the owner sees it at each step.
 */
async function picture(page: Page, name: string, focus?: Locator): Promise<void> {
  const dir = process.env.EDITOR_SCREENSHOTS
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  if (focus) await focus.scrollIntoViewIfNeeded()
  // The caret's blink would make every run's picture differ.
  await page.screenshot({ path: path.join(dir, `${name}.png`), caret: 'hide', animations: 'disabled' })
}

/** Opens the editor at /admin/ on a private folder holding `projectDir`'s content/, and signs in to it. */
async function openEditor(page: Page, projectDir: string): Promise<{ problems: string[] }> {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text()))
      problems.push(`content security policy: ${message.text()}`)
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    // The git host's status page is the one address the editor asks elsewhere, for the live site's backend.
    if (
      !['http:', 'https:'].includes(url.protocol) ||
      url.hostname === '127.0.0.1' ||
      url.hostname === 'www.githubstatus.com'
    )
      return
    problems.push(`a request to another origin: ${request.url()}`)
  })
  await page.route(/^https:\/\/www\.githubstatus\.com\//, (route) =>
    route.fulfill({ json: { status: { indicator: 'none' } } }),
  )
  await pickPrivateFolder(page, folder)
  await page.goto('/admin/')
  await fillPrivateFolder(page, folder, projectDir)
  // The owner's own site on the sign-in screen: its name and its mark, not the editor's.
  await expect(
    page.getByRole('heading', { name: fillTemplate(editorWords.title, { site: siteFacts.name }) }),
  ).toBeVisible()
  await expect(page.locator(`img[src="${siteIcon.url}"]`).first()).toBeVisible()
  await picture(page, '0-sign-in')
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
  // And in the header once signed in, beside the content files.
  await expect(page.getByText('Shared parts of the site').first()).toBeVisible()
  await picture(page, '0-header')
  await expect(page.getByRole('toolbar', { name: 'Global' }).locator(`img[src="${siteIcon.url}"]`)).toBeVisible()
  return { problems }
}

async function openFile(page: Page, collection: string, file: string): Promise<void> {
  await page
    .getByRole('option', { name: new RegExp(collection) })
    .or(page.getByRole('link', { name: new RegExp(collection) }))
    .or(page.getByText(collection, { exact: true }))
    .first()
    .click()
  await page.getByText(file, { exact: true }).click()
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  // Saved, the editor says so and goes back to the list of files.
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
}

const garlicFile = `${en.routes.find((route) => route.key === 'garlic')!.navLabel} page`

/**
 * Where a list entry sits in its file: the tests find entries by their keys in content, never by their place on the
 * page.
 */
const indexOf = <T>(items: readonly T[], find: (item: T) => boolean) => {
  const index = items.findIndex(find)
  if (index < 0) throw new Error('no such entry in content')
  return index
}

// The owner's whole round trip first: it ends in a build, the longest test here, and the short ones
// then fill the time of the other worker (playwright.config.ts).
test.describe('the content editor', () => {
  test(
    'the owner changes the planting price, marks a variety sold out, adds a ' +
      'testimonial, replaces a photo and fixes an Afrikaans sentence; the files ' +
      'hold exactly that; with the rest of a season’s changes made by hand, one ' +
      'build shows all of it, within the byte rules and valid',
    async ({ page, browser }) => {
      // The editor, then a full static export on two cores.
      test.setTimeout(420_000)
      const site = scratchSite(`owner-site-${test.info().parallelIndex}`)
      const { problems } = await openEditor(page, site.dir)
      const original = (file: string) => parse(readFileSync(path.join(site.dir, 'content', file), 'utf8'))
      const garlic = original('garlic.yaml')
      const testimonials = original('testimonials.yaml')

      // 1. The planting price: 2 750 a hectare (or 2 800, should it be 2 750 already).
      const plantingIndex = indexOf(en.garlic.services.field.items, (item) => item.key === 'planting')
      const newPrice = en.garlic.services.field.items[plantingIndex]!.price === 2750 ? 2800 : 2750
      await openFile(page, 'Pages', garlicFile)
      const planting = await openEntry(await field(page, 'Services', 'Field', 'Items'), plantingIndex)
      await (await field(planting, 'Price')).getByRole('spinbutton').fill(String(newPrice))
      await picture(page, '1-price', planting)
      garlic.services.field.items[plantingIndex].price = newPrice

      // 2. The calculator's first variety sold out, in both languages.
      const variety = en.seedVarieties[0]!
      const varietyIndex = indexOf(en.garlic.varieties.items, (item) => item.key === variety.key)
      const varietyEntry = await openEntry(await field(page, 'Varieties', 'Items'), varietyIndex)
      const stock = await bothLanguages(await field(varietyEntry, 'Seed'), 'Stock')
      await stock.en.fill('SOLD OUT')
      await stock.af.fill('UITVERKOOP')
      await picture(page, '2-sold-out', varietyEntry)
      garlic.varieties.items[varietyIndex].seed.stock = { en: 'SOLD OUT', af: 'UITVERKOOP' }

      // 3. A photo of the fields replaced by a JPEG from the owner's computer, with what it shows.
      const jpeg = path.join(site.dir, 'new-field-photo.jpg')
      await sharp({ create: { width: 1600, height: 1067, channels: 3, background: { r: 96, g: 128, b: 64 } } })
        .jpeg({ quality: 80 })
        .toFile(jpeg)
      const photo = entries(await field(page, 'Fields', 'Photos')).first()
      await photo.getByRole('button', { name: 'Replace Image' }).click()
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click()
      await (await chooser).setFiles(jpeg)
      await picture(page, '3-photo-upload')
      const dialog = page.getByRole('dialog')
      if (await dialog.getByRole('button', { name: 'Insert' }).isVisible())
        await dialog.getByRole('button', { name: 'Insert' }).click()
      const photoAlt = await bothLanguages(photo, 'What the picture shows (alt text)')
      const newAlt = {
        en: 'Young garlic in long green rows after the first spring rain',
        af: 'Jong knoffel in lang groen rye ná die eerste lentereën',
      }
      await photoAlt.en.fill(newAlt.en)
      await photoAlt.af.fill(newAlt.af)
      await picture(page, '4-photo-alt', photo)
      garlic.fields.photos[0] = { src: 'garlic/new-field-photo.jpg', alt: newAlt }

      // 4. An Afrikaans sentence put right: the varieties' introduction.
      const fixed = `${af.garlic.varieties.intro} Elke kultivar is op ons eie lande getoets.`
      await (await bothLanguages(await field(page, 'Varieties'), 'Intro')).af.fill(fixed)
      garlic.varieties.intro.af = fixed
      await save(page)

      // 5. A fourth testimonial.
      const added = {
        name: 'Sample Customer',
        role: { en: 'Seed buyer, Free State', af: 'Saadkoper, Vrystaat' },
        quote: {
          language: 'en',
          text:
            'The seed came graded, peeled and on time, and every clove we planted came ' +
            'up. We are ordering again for next season.',
        },
        rating: 4,
      }
      await openFile(page, 'Shared parts of the site', 'Testimonials')
      const list = await field(page, 'Testimonials')
      await list.getByRole('button', { name: /^Add/ }).last().click()
      const entry = await openEntry(list, en.testimonials.length)
      await (await field(entry, 'Name')).getByRole('textbox').fill(added.name)
      const role = await bothLanguages(entry, 'Role')
      await role.en.fill(added.role.en)
      await role.af.fill(added.role.af)
      await (await field(entry, 'Quote', 'Language')).getByRole('textbox').fill(added.quote.language)
      await (await field(entry, 'Quote', 'Text')).getByRole('textbox').fill(added.quote.text)
      await (await field(entry, 'Rating')).getByRole('spinbutton').fill(String(added.rating))
      await picture(page, '5-testimonial', entry)
      testimonials.testimonials.push(added)
      await save(page)

      // The files hold exactly those changes, written as every content file is.
      const saved = await readPrivateFolder(page, folder)
      expect(saved.get('content/garlic.yaml')!.toString('utf8')).toBe(contentYamlText(garlic))
      expect(saved.get('content/testimonials.yaml')!.toString('utf8')).toBe(contentYamlText(testimonials))
      expect(saved.get('content/images/garlic/new-field-photo.jpg')!.equals(readFileSync(jpeg))).toBe(true)
      for (const [file, bytes] of saved) {
        if (
          ['content/garlic.yaml', 'content/testimonials.yaml', 'content/images/garlic/new-field-photo.jpg'].includes(
            file,
          )
        )
          continue
        expect(bytes.equals(readFileSync(path.join(site.dir, file))), `${file} is unchanged`).toBe(true)
      }
      expect(problems).toEqual([])

      // Written where the browser would have written them; the owner's other changes made by hand in
      // the files beside them (e2e/support/owner-changes.ts: one build shows both, a full export being the
      // slowest step of the suite); then built as the host builds.
      for (const [file, bytes] of saved) writeFileSync(path.join(site.dir, file), bytes)
      expect(existsSync(path.join(site.dir, 'content/images/garlic/new-field-photo.jpg'))).toBe(true)
      const byHand = await makeOwnersChanges(site, { serviceKey: 'planting', varietyKey: variety.key })
      site.build()

      const garlicPage = site.page('garlic.html')
      const plantingName = en.garlic.services.field.items[plantingIndex]!.name
      // Read as a browser reads the page, not as markup: the price row, and the variety's row of the figures table (its
      // name, then its stock).
      const garlicText = await pageText(browser, garlicPage)
      expect(garlicText.rows).toContainEqual([plantingName, `${formatRand(newPrice)} ${en.words.prices.perHectare}`])
      expect(garlicText.rows.map(([first]) => first)).toContain(`${variety.name}, SOLD OUT`)
      expect(garlicPage).toMatch(/srcSet="\/img\/garlic-new-field-photo-[0-9a-f]+-480\.avif 480w/)
      expect(garlicPage).toContain(`alt="${newAlt.en}"`)
      const knoffel = site.page(htmlFileOf(af.pathOf('garlic')))
      expect(knoffel).toContain(fixed)
      expect((await pageText(browser, knoffel)).rows.map(([first]) => first)).toContain(`${variety.name}, UITVERKOOP`)
      expect(knoffel).toContain(`alt="${newAlt.af}"`)
      expect(site.page('index.html')).toContain(added.name)
      await byHand.expectShown(browser)
    },
  )

  test(
    'the sale’s animals, a line each with lot, ID, name and status: a lot marked sold with its price and ' +
      'its buyer, and the file holds exactly that',
    async ({ page }) => {
      const sale = parse(readFileSync('content/sale.yaml', 'utf8')) as {
        kind: string
        animals: { id: string; name?: string; lot?: number; status: string; price?: number; buyer?: unknown }[]
      }
      const at = sale.animals.findIndex((animal) => animal.lot !== undefined && animal.status === 'auction')
      test.skip(sale.kind !== 'auction' || at < 0, 'content/sale.yaml has no lot on offer')
      test.slow()
      const { problems } = await openEditor(page, process.cwd())
      await openFile(page, 'Shared parts of the site', 'Sale catalogue: the sale and its animals')
      // The import's field drawn first: the fields above it still work (a custom field of this
      // editor's version keeps the ones after it from drawing, so it stands last).
      await expect(
        (await field(page, 'Import from a spreadsheet / Voer in uit ’n sigblad')).getByRole('button', {
          name: 'Import from a spreadsheet',
        }),
      ).toBeVisible()
      const list = await field(page, 'Animals')
      // Thirty lots marked from a phone: each found by its line.
      for (const [index, animal] of sale.animals.entries())
        await expect(entries(list).nth(index)).toContainText(
          `Lot ${animal.lot ?? '–'} · ${animal.id} · ${animal.name ?? ''}`.trim(),
        )
      const lot = sale.animals[at]!
      const entry = await openEntry(list, at)
      const status = await field(entry, 'Status')
      await status.getByRole('combobox').click()
      await page.getByRole('option', { name: 'sold', exact: true }).click()
      await (await field(entry, 'Price')).getByRole('spinbutton').fill('85000')
      const buyer = await field(entry, 'Buyer')
      // An optional group the owner adds by its box.
      const add = buyer.getByRole('checkbox', { name: /^Add/ })
      await add.click()
      await expect(add).toBeChecked()
      await (await field(buyer, 'Name')).getByRole('textbox').fill('Mooiplaas Boerdery')
      await (await field(buyer, 'Town')).getByRole('textbox').fill('Bethlehem')
      await (await field(buyer, 'Consent')).getByRole('switch').click()
      await save(page)

      Object.assign(lot, {
        status: 'sold',
        price: 85000,
        buyer: { name: 'Mooiplaas Boerdery', town: 'Bethlehem', consent: true },
      })
      const saved = await readPrivateFolder(page, folder)
      expect(parse(saved.get('content/sale.yaml')!.toString('utf8'))).toEqual(sale)
      expect(problems).toEqual([])
    },
  )

  test(
    'refuses what the build would refuse, with a message in the field: a price ' +
      'typed as "R2500", an empty alt text and a heading word too long for a phone',
    async ({ page }) => {
      const { problems } = await openEditor(page, process.cwd())
      await openFile(page, 'Pages', garlicFile)

      // The limits the layout sets are said where the owner types (content/schema.ts), and enforced.
      const heroTitle = await field(page, 'Hero', 'Title')
      await expect(heroTitle).toContainText(`Up to ${textLimits.pageTitle} characters`)
      await expect(heroTitle).toContainText(`Words of up to ${wordLimits.pageTitle} letters`)
      await (await bothLanguages(heroTitle)).af.fill('Voedselveiligheidsouditsertifikaat')

      const planting = await openEntry(
        await field(page, 'Services', 'Field', 'Items'),
        indexOf(en.garlic.services.field.items, (item) => item.key === 'planting'),
      )
      const price = await field(planting, 'Price')
      await price.getByRole('spinbutton').fill('R2500')
      const photo = entries(await field(page, 'Fields', 'Photos')).first()
      const alt = await bothLanguages(photo, 'What the picture shows (alt text)')
      await alt.af.fill('')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      // The editor takes the box's words as no amount at all: the price is still needed, and the box says so.
      await expect(price.getByRole('alert')).toContainText('This field is required.')
      await expect(price.getByRole('spinbutton')).toHaveAttribute('aria-invalid', 'true')
      await expect(
        (await field(photo, 'What the picture shows (alt text)', 'Afrikaans')).getByRole('alert'),
      ).toContainText('This field is required.')
      await expect(heroTitle.getByRole('alert')).toContainText('hyphen where its parts join')

      // Nothing was written.
      const saved = await readPrivateFolder(page, folder)
      expect(saved.get('content/garlic.yaml')!.toString('utf8')).toBe(readFileSync('content/garlic.yaml', 'utf8'))
      expect(problems).toEqual([])
    },
  )

  test('refuses a rating of 6, with a message in the field', async ({ page }) => {
    const { problems } = await openEditor(page, process.cwd())
    await openFile(page, 'Shared parts of the site', 'Testimonials')
    const first = await openEntry(await field(page, 'Testimonials'), 0)
    const rating = await field(first, 'Rating')
    await rating.getByRole('spinbutton').fill('6')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(rating.getByRole('alert')).toContainText('The value must be less than or equal to 5.')
    const saved = await readPrivateFolder(page, folder)
    expect(saved.get('content/testimonials.yaml')!.toString('utf8')).toBe(
      readFileSync('content/testimonials.yaml', 'utf8'),
    )
    expect(problems).toEqual([])
  })
})

/** The sale's animals as content/sale.yaml holds them. */
type SaleFile = { animals: { id: string; ebvs?: Record<string, { value: number }>; photos?: unknown[] }[] }
const saleFile = () => parse(readFileSync('content/sale.yaml', 'utf8')) as SaleFile

test.describe('the sale’s import from a spreadsheet', () => {
  test('the import’s cases come to the same in a browser build of the same module as in Node', async ({ page }) => {
    const bundle = buildSync({
      entryPoints: ['lib/sale/import/test-support/cases.ts'],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'importCases',
      platform: 'browser',
      target: 'es2020',
      logLevel: 'warning',
    }).outputFiles[0]!.text
    await page.goto('about:blank')
    await page.addScriptTag({ content: bundle })
    for (const importCase of importCases) {
      const inBrowser = await page.evaluate(async (name) => {
        const { importCases: cases, runImportCase: run } = (globalThis as unknown as { importCases: typeof CaseModule })
          .importCases
        return run(cases.find((one) => one.name === name)!)
      }, importCase.name)
      expect(inBrowser, importCase.name).toEqual(await runImportCase(importCase))
    }
  })

  test(
    'the owner picks a workbook, reads the preview, applies and saves: listed animals updated, a new one added, ' +
      'none lost; the import is fetched only when opened',
    async ({ page }) => {
      const { problems } = await openEditor(page, process.cwd())
      const fetched: string[] = []
      page.on('request', (request) => {
        if (/\/admin\/sale-import-[0-9a-f]+\.js$/.test(request.url())) fetched.push(request.url())
      })
      await openFile(page, 'Shared parts of the site', 'Sale catalogue: the sale and its animals')
      const before = saleFile()
      const [first, second] = before.animals
      const importField = await field(page, 'Import from a spreadsheet / Voer in uit ’n sigblad')
      const open = importField.getByRole('button', { name: 'Import from a spreadsheet' })
      await expect(open).toBeVisible()
      expect(fetched).toEqual([])
      await open.click()
      const input = importField.getByLabel('Spreadsheet (CSV or .xlsx)')
      await expect(input).toBeVisible()
      expect(fetched).toHaveLength(1)

      // A new evaluation for the first animal, and a whole record for a new one, on the workbook's second sheet.
      const pedigree = ['Kaptein', 'JLDT 17-012', 'Bella', 'JLDT 18-101', 'Generaal', 'BON 12-044']
      pedigree.push('Roos', 'JLDT 14-020', 'Hercules', 'BON 11-310', 'Daisy', 'JLDT 13-077')
      const headings = ['ID', 'Sex', 'Birth date', 'Sire', 'Sire ID', 'Dam', 'Dam ID', 'SS', 'SS ID', 'SD', 'SD ID']
      headings.push('DS', 'DS ID', 'DD', 'DD ID', 'WW EBV', 'WW Acc')
      const weaning = (first!.ebvs?.weaning?.value ?? 10) + 1
      const workbook = testWorkbook([
        { name: 'Notes', rows: [['Made for the sale']] },
        {
          name: 'Sale',
          rows: [
            ['Evaluation of March'],
            [],
            headings,
            [first!.id, null, null, ...pedigree.map(() => null), weaning, { percent: 0.7 }],
            ['IMPORT 9', 'Bull', { date: '2025-08-01' }, ...pedigree, 12, 55],
          ],
        },
      ])
      await input.setInputFiles({
        name: 'evaluation.xlsx',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(workbook),
      })
      // Two sheets: the first is read, and the owner chooses the other.
      const sheet = importField.getByLabel('Sheet', { exact: true })
      await expect(sheet).toHaveValue('Notes')
      await expect(importField.getByRole('alert')).toContainText('no heading row found')
      await sheet.selectOption('Sale')
      const table = importField.getByRole('table')
      await expect(table.getByRole('row', { name: new RegExp(`^${first!.id} Updated`) })).toContainText(
        `WW EBV: ${first!.ebvs?.weaning?.value ?? '(none)'} → ${weaning}`,
      )
      await expect(table.getByRole('row', { name: /^IMPORT 9 New/ })).toBeVisible()
      await expect(table.getByRole('row', { name: new RegExp(`^${second!.id} Not in the file: kept`) })).toBeVisible()
      await expect(importField.getByRole('status')).toContainText('Headings read from row 3.')
      await picture(page, 'import-preview-en', importField)
      await importField.getByRole('button', { name: 'Afrikaans' }).click()
      await expect(table.getByRole('row', { name: /^IMPORT 9 Nuut/ })).toBeVisible()
      await picture(page, 'import-preview-af', importField)
      await importField.getByRole('button', { name: 'English' }).click()
      await importField.getByRole('button', { name: 'Apply' }).click()
      await expect(importField.getByRole('status')).toContainText('Press Save')
      await save(page)

      const savedText = (await readPrivateFolder(page, folder)).get('content/sale.yaml')!.toString('utf8')
      // The file the build reads: the schema takes it whole.
      expect(() => parseContentFile('content/sale.yaml', savedText, saleSchema)).not.toThrow()
      const saved = parse(savedText) as SaleFile
      expect(saved.animals.map((animal) => animal.id)).toEqual([
        ...before.animals.map((animal) => animal.id),
        'IMPORT 9',
      ])
      const updated = saved.animals[0]!
      expect(updated.ebvs?.weaning).toEqual({ value: weaning, accuracy: 70 })
      expect(updated.photos).toEqual(first!.photos)
      expect(saved).not.toHaveProperty('spreadsheetImport')
      expect(problems).toEqual([])
    },
  )

  test('a refused file shows each row, column and reason, cannot be applied, and changes nothing', async ({ page }) => {
    const { problems } = await openEditor(page, process.cwd())
    await openFile(page, 'Shared parts of the site', 'Sale catalogue: the sale and its animals')
    const importField = await field(page, 'Import from a spreadsheet / Voer in uit ’n sigblad')
    await importField.getByRole('button', { name: 'Import from a spreadsheet' }).click()
    await importField.getByLabel('Spreadsheet (CSV or .xlsx)').setInputFiles({
      name: 'results.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('ID,WW EBV\nNEW 1,12\n'),
    })
    const refused = importField.getByRole('alert')
    await expect(refused.getByRole('row', { name: /^2 Sex is needed: NEW 1 is not in the catalogue/ })).toBeVisible()
    await expect(importField.getByRole('button', { name: 'Apply' })).toBeDisabled()
    const saved = await readPrivateFolder(page, folder)
    expect(saved.get('content/sale.yaml')!.toString('utf8')).toBe(readFileSync('content/sale.yaml', 'utf8'))
    expect(problems).toEqual([])
  })
})

test.describe('the content editor is the owner’s alone', () => {
  // That no visitor page loads a byte of it is watched where every page is read to its end in each
  // engine (e2e/images-and-layout.spec.ts).
  test('the sitemap and the offline store leave it out; search engines are told to leave it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>')
    expect(sitemap).not.toContain('/admin')
    const worker = await (await request.get('/sw.js')).text()
    // The worker's list names every page it stores, and nothing of the editor: it knows the editor's
    // address only as one of the site's, to say offline that it is not kept on this device.
    for (const route of routes) expect(worker).toContain(`url:"${route.path}"`)
    expect(worker).not.toMatch(/url:"\/admin/)
    expect(worker.match(/\/admin[^"]*/g)).toEqual(['/admin'])
    const robots = await (await request.get('/admin')).headers()
    expect(robots['x-robots-tag']).toBe('noindex, nofollow')
    expect(await (await request.get('/admin')).text()).toContain('<meta name="robots" content="noindex, nofollow">')
  })
})
