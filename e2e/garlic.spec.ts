import { expect, test } from './fixtures'
import { rand, sectionHeadings, servedText } from './page-checks'

test.describe('/garlic, as served without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('has every section in order: varieties, priced services, calculator, galleries, certifications, why choose', async ({ page, pageHealth }) => {
    pageHealth.expectScriptsBlocked()
    await page.goto('/garlic')
    expect((await sectionHeadings(page)).slice(1)).toEqual([
      'Our Garlic Varieties',
      'Services and Prices',
      'Garlic Seed Calculator',
      'From Clove to Bulb',
      'Our Fields',
      'Certifications & Awards',
      'Follow Us',
      'Why Choose Du Toit Holdings',
      'Contact Us',
    ])

    await expect(page.getByRole('list', { name: 'Our Garlic Varieties' }).getByRole('heading', { level: 3 })).toHaveText([
      'Pink Egyptian',
      'White Argentinian',
      'Shani',
    ])
    const steps = page.getByRole('list', { name: 'From Clove to Bulb' })
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Step 1Planting', 'Step 2Growing', 'Step 3Harvesting', 'Step 4Curing'])
    await expect(steps.getByRole('link', { name: /^View larger: / })).toHaveCount(4)
    await expect(page.getByRole('list', { name: 'Our Fields' }).getByRole('link', { name: /^View larger: / })).toHaveCount(4)
    await expect(page.getByRole('list', { name: 'Certifications & Awards' }).getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('list', { name: 'Why Choose Du Toit Holdings' }).getByRole('listitem')).toHaveCount(4)
    const follow = page.getByRole('region', { name: 'Follow Us', exact: true })
    await expect(follow.getByRole('link', { name: /^Instagram/ })).toBeVisible()
    await expect(follow.getByRole('link', { name: /^Facebook/ })).toBeVisible()
  })

  test('lists every service with its price, written the one South African way', async ({ page, pageHealth }) => {
    pageHealth.expectScriptsBlocked()
    await page.goto('/garlic')
    const rows = async (table: string) =>
      page.getByRole('table', { name: table }).getByRole('row').evaluateAll((trs) =>
        trs.slice(1).map((tr) => [...tr.children].map((cell) => cell.textContent)),
      )
    expect(await rows('Field services')).toEqual([
      ['Bed shaping', `${rand('1 000')} per hectare`],
      ['Planting', `${rand('2 500')} per hectare`],
      ['Harvesting', `${rand('3 500')} per hectare`],
    ])
    expect(await rows('Processing services')).toEqual([
      ['Bulb cleaning', `${rand('600')} per ton`],
      ['Bulb grading', `${rand('600')} per ton`],
      ['Bulb breaking/splitting', `${rand('500')} per ton`],
      ['Seed grading', `${rand('450')} per ton`],
      ['Seed peeling', `${rand('400')} per ton`],
    ])
    const services = page.getByRole('region', { name: 'Services and Prices' })
    await expect(services.getByRole('heading', { name: '3 tons per hour' })).toBeVisible()
    await expect(services.getByText(/central facility in Settlers\. Farmers supply cured product\./)).toBeVisible()
    await expect(services.getByRole('heading', { name: `${rand('5,50')} per kilometre` })).toBeVisible()
    await expect(services.getByRole('heading', { name: '65% average saving' })).toBeVisible()
    await expect(services.getByText(`About ${rand('100 000')} per hectare.`)).toBeVisible()
  })
})

test("/garlic's served HTML holds every price and figure, with no other way of writing rand", async ({ request }) => {
  const text = await servedText(request, '/garlic')
  for (const words of [
    `Bed shaping ${rand('1 000')} per hectare`,
    `Planting ${rand('2 500')} per hectare`,
    `Harvesting ${rand('3 500')} per hectare`,
    `Bulb cleaning ${rand('600')} per ton`,
    `Bulb grading ${rand('600')} per ton`,
    `Bulb breaking/splitting ${rand('500')} per ton`,
    `Seed grading ${rand('450')} per ton`,
    `Seed peeling ${rand('400')} per ton`,
    '3 tons per hour',
    'Settlers',
    'Farmers supply cured product',
    `${rand('5,50')} per kilometre`,
    '65% average saving',
    `About ${rand('100 000')} per hectare`,
  ]) {
    expect(text).toContain(words)
  }
  // Every rand amount on the page uses the one format: "R", a no-break space, grouped digits.
  const amounts = text.match(/R\s?[\d\s.,]*\d/g) ?? []
  // Eight service prices, the travelling charge and the saving per hectare: 8 + 1 + 1 = 10.
  expect(amounts.length).toBeGreaterThanOrEqual(10)
  for (const amount of amounts) expect(amount).toMatch(/^R\u00a0\d{1,3}(\u00a0\d{3})*(,\d{2})?$/)
})
