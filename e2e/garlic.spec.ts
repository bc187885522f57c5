import { formatNumber, formatPercent, formatRand } from '../lib/format'
import { en } from './support/content'
import { expect, test } from './support/fixtures'
import { escapeRegExp, sectionHeadings } from './support/page-checks'

const { garlic, social } = en
const { services, facility, travel, saving } = garlic
const showcased = garlic.varieties.items.filter((variety) => variety.showcase)
const price = (amount: number, per: string) => `${formatRand(amount)} ${per}`
const fieldRows = services.field.items.map((item) => [item.name, price(item.price, en.words.prices.perHectare)])
const processingRows = services.processing.items.map((item) => [item.name, price(item.price, en.words.prices.perTon)])
const capacity = facility.title.replace('{tons}', formatNumber(facility.tonsPerHour))
const travelling = price(travel.price, en.words.prices.perKilometre)
const savingTitle = saving.title.replace('{percent}', formatPercent(saving.percent))
const savingText = saving.text.replace('{amount}', formatRand(saving.perHectare))
const viewLarger = new RegExp(`^${escapeRegExp(en.words.gallery.viewLarger)} `)

// The sections' order and words are the markup's, the same at every width (@once).
test.describe('/garlic, as served without JavaScript', { tag: '@once' }, () => {
  test.use({ javaScriptEnabled: false })

  test(
    'has every section in order: varieties, priced services, calculator, season ' +
      'planner, galleries, certifications, why choose',
    async ({ page, pageHealth }) => {
      pageHealth.expectScriptsBlocked()
      await page.goto('/garlic')
      expect((await sectionHeadings(page)).slice(1)).toEqual([
        garlic.varieties.heading,
        services.heading,
        en.calculator.heading,
        // In the HTML, and hidden without JavaScript (e2e/season-planner.spec.ts).
        en.planner.heading,
        garlic.growingSteps.heading,
        garlic.fields.heading,
        en.words.certifications.heading,
        social.followHeading,
        garlic.whyChoose.heading,
        en.words.navigation.contactUs,
      ])

      await expect(
        page.getByRole('list', { name: garlic.varieties.heading }).getByRole('heading', { level: 3 }),
      ).toHaveText(showcased.map((variety) => variety.name))
      const steps = page.getByRole('list', { name: garlic.growingSteps.heading })
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
        garlic.growingSteps.steps.map((step, index) => `${en.words.gallery.step} ${index + 1}${step.title}`),
      )
      await expect(steps.getByRole('link', { name: viewLarger })).toHaveCount(garlic.growingSteps.steps.length)
      await expect(
        page.getByRole('list', { name: garlic.fields.heading }).getByRole('link', { name: viewLarger }),
      ).toHaveCount(garlic.fields.photos.length)
      await expect(page.getByRole('list', { name: en.words.certifications.heading }).getByRole('listitem')).toHaveCount(
        en.certificationsOn('garlic').length,
      )
      await expect(page.getByRole('list', { name: garlic.whyChoose.heading }).getByRole('listitem')).toHaveCount(
        garlic.whyChoose.points.length,
      )
      const follow = page.getByRole('region', { name: social.followHeading, exact: true })
      await expect(follow.getByRole('link', { name: /^Instagram/ })).toBeVisible()
      await expect(follow.getByRole('link', { name: /^Facebook/ })).toBeVisible()
    },
  )

  test('lists every service with its price, written the one South African way', async ({ page, pageHealth }) => {
    pageHealth.expectScriptsBlocked()
    await page.goto('/garlic')
    const rows = async (table: string) =>
      page
        .getByRole('table', { name: table })
        .getByRole('row')
        .evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.children].map((cell) => cell.textContent)))
    expect(await rows(services.field.heading)).toEqual(fieldRows)
    expect(await rows(services.processing.heading)).toEqual(processingRows)
    const section = page.getByRole('region', { name: services.heading })
    await expect(section.getByRole('heading', { name: capacity })).toBeVisible()
    await expect(section.getByText(facility.text.replace('{place}', facility.place))).toBeVisible()
    await expect(section.getByRole('heading', { name: travelling })).toBeVisible()
    await expect(section.getByRole('heading', { name: savingTitle })).toBeVisible()
    await expect(section.getByText(savingText)).toBeVisible()
  })
})

// Every figure, price and name in the served HTML, and the one way of writing rand, are read over
// out/ (e2e/exported-html/figures.test.ts).
