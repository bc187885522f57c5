import { expect, test } from './fixtures'
import { sectionHeadings, servedText } from './page-checks'

test.describe('/bonsmara, as served without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('has every section in order with the services, programme figures, gallery and social links', async ({ page, pageHealth }) => {
    pageHealth.expectScriptsBlocked()
    await page.goto('/bonsmara')
    expect((await sectionHeadings(page)).slice(1)).toEqual([
      'Our Services',
      'Our Backgrounding Programme',
      'High Intensity Rotational Grazing',
      'Life on the Farm',
      'Certifications & Awards',
      'Follow Us',
      'Latest from the Farm',
      'Contact Us',
    ])

    const services = page.getByRole('list', { name: 'Our Services' })
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(['Premium Breeding', 'Backgrounding Services', 'Feedlot Finishing'])

    const backgrounding = page.getByRole('region', { name: 'Our Backgrounding Programme' })
    await expect(backgrounding.getByRole('definition')).toHaveText(['5 months', '8–12%'])
    await expect(backgrounding.getByText('Smuts finger grass')).toBeVisible()
    await expect(backgrounding.getByText('Weeping love grass')).toBeVisible()

    const grazing = page.getByRole('region', { name: 'High Intensity Rotational Grazing' })
    await expect(grazing.getByRole('definition')).toHaveText(['About30–40%', 'Up to50%'])
    await expect(grazing.getByRole('term')).toHaveText(['fewer grazing units needed', 'more biomass from the same pasture'])

    const gallery = page.getByRole('list', { name: 'Life on the Farm' })
    await expect(gallery.getByRole('listitem')).toHaveCount(12)
    await expect(gallery.getByRole('link', { name: /^View larger: / })).toHaveCount(12)

    await expect(page.getByRole('list', { name: 'Certifications & Awards' }).getByRole('listitem')).toHaveCount(4)

    for (const region of ['Follow Us', 'Latest from the Farm']) {
      const links = page.getByRole('region', { name: region, exact: true })
      await expect(links.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//)
      await expect(links.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\//)
    }
  })

  test('a gallery photo opens larger, steps to the next and closes, all without JavaScript', async ({ page, pageHealth }) => {
    pageHealth.expectScriptsBlocked()
    await page.goto('/bonsmara')
    const first = page.getByRole('group', { name: /^Bonsmara cows grazing.*larger view$/ })
    const second = page.getByRole('group', { name: /^A Bonsmara cow standing over her young calf.*larger view$/ })
    await expect(first).toBeHidden()

    await page.getByRole('link', { name: /^View larger: Bonsmara cows grazing/ }).click()
    await expect(first).toBeVisible()
    await expect(first.getByText('(photo 1 of 12)')).toBeVisible()
    await expect(first.getByRole('link', { name: 'Previous' })).toHaveCount(0)

    await first.getByRole('link', { name: 'Next' }).click()
    await expect(second).toBeVisible()
    await expect(first).toBeHidden()
    const large = second.getByRole('img')
    await expect(large).toBeVisible()
    expect(await large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

    await second.getByRole('link', { name: 'Close' }).click()
    await expect(second).toBeHidden()
    await expect(page).toHaveURL(/#gallery-photo-2$/)
    await expect(page.getByRole('link', { name: /^View larger: A Bonsmara cow standing over her young calf/ })).toBeInViewport()
  })
})

test('a keyboard user opens a photo larger, moves into its controls with Tab and closes it', async ({ page }) => {
  await page.goto('/bonsmara')
  const thumbnail = page.getByRole('link', { name: /^View larger: Bonsmara cows grazing/ })
  await thumbnail.focus()
  await page.keyboard.press('Enter')
  const view = page.getByRole('group', { name: /^Bonsmara cows grazing.*larger view$/ })
  await expect(view).toBeVisible()
  // Following the link moves the focus starting point into the larger view: Tab reaches its controls.
  await page.keyboard.press('Tab')
  await expect(view.getByRole('link', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(view).toBeHidden()
  // Closing returns to the thumbnail: the next Tab lands on the photo just viewed.
  await page.keyboard.press('Tab')
  await expect(thumbnail).toBeFocused()
})

test('/bonsmara requests nothing from another site while loading and scrolling (the feed waits to be asked)', async ({ page, baseURL }) => {
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) elsewhere.push(request.url())
  })
  await page.goto('/bonsmara')
  await page.getByRole('region', { name: 'Latest from the Farm' }).scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  expect(elsewhere).toEqual([])
  // Unconfigured (the default build), the feed block is the profile links: no button, no widget.
  await expect(page.getByRole('region', { name: 'Latest from the Farm' }).getByRole('button')).toHaveCount(0)
})

test("/bonsmara's served HTML holds every programme figure, for crawlers", async ({ request }) => {
  const text = await servedText(request, '/bonsmara')
  for (const words of [
    'Premium Breeding',
    'Backgrounding Services',
    'Feedlot Finishing',
    'of backgrounding on planted pasture 5 months',
    'Smuts finger grass',
    'Weeping love grass',
    'crude protein in the grass 8–12%',
    'fewer grazing units needed About 30–40%',
    'more biomass from the same pasture Up to 50%',
  ]) {
    expect(text).toContain(words)
  }
})
