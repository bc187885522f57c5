import { expect, routes, test } from './fixtures'
import { gridColumns, layoutShifts, scrollThrough, watchLayoutShifts } from './page-checks'

for (const route of routes) {
  test(`${route.path}: every image has alt text, width and height; only the hero loads eagerly`, async ({ page }) => {
    await page.goto(route.path)
    const images = await page.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        alt: img.getAttribute('alt')?.trim() ?? '',
        width: Number(img.getAttribute('width')),
        height: Number(img.getAttribute('height')),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        inHero: img.closest('section')?.querySelector('h1') !== null,
        avif: img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '',
      })),
    )
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) {
      expect(image.alt.length, JSON.stringify(image)).toBeGreaterThan(9)
      expect(image.width).toBeGreaterThan(0)
      expect(image.height).toBeGreaterThan(0)
      expect(image.avif).toMatch(/\.avif 480w, .*\.avif 1600w$/)
      if (image.inHero) expect([image.loading, image.fetchPriority]).toEqual(['eager', 'high'])
      else expect(image.loading).toBe('lazy')
    }
    expect(images.filter((image) => image.inHero)).toHaveLength(1)
  })

  test(`${route.path}: nothing shifts while the page loads and the reader scrolls to the end`, async ({ page }) => {
    await watchLayoutShifts(page)
    await page.goto(route.path)
    await scrollThrough(page)
    await page.waitForTimeout(300)
    expect(await layoutShifts(page)).toEqual([])
  })
}

// Columns each grid lays out at a phone (375 px), a tablet (768 px) and a desktop (1280 px) width.
const grids = [
  { path: '/', list: 'Our Operations', columns: [1, 2, 2] },
  { path: '/', list: 'Certifications & Awards', columns: [1, 2, 3] },
  { path: '/', list: 'What Our Customers Say', columns: [1, 3, 3] },
  { path: '/bonsmara', list: 'Our Services', columns: [1, 3, 3] },
  { path: '/bonsmara', list: 'Life on the Farm', columns: [2, 3, 4] },
  { path: '/bonsmara', list: 'Certifications & Awards', columns: [1, 2, 3] },
  { path: '/garlic', list: 'Our Garlic Varieties', columns: [1, 3, 3] },
  { path: '/garlic', list: 'From Clove to Bulb', columns: [1, 2, 4] },
  { path: '/garlic', list: 'Our Fields', columns: [2, 2, 4] },
  { path: '/garlic', list: 'Certifications & Awards', columns: [1, 2, 3] },
  { path: '/garlic', list: 'Why Choose Du Toit Holdings', columns: [1, 2, 4] },
]

for (const path of ['/', '/bonsmara', '/garlic']) {
  test(`${path}: the grids have their columns at 375, 768 and 1280 px @desktop`, async ({ page }) => {
    for (const [index, width] of [375, 768, 1280].entries()) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      for (const grid of grids.filter((g) => g.path === path)) {
        const list = page.getByRole('list', { name: grid.list, exact: true })
        expect(await gridColumns(list), `${grid.list} at ${width} px`).toBe(grid.columns[index])
      }
    }
  })
}

test('phones get a text-only hero and never download its picture; wider screens fetch it first', async ({ page, isMobile }) => {
  const heroFiles: string[] = []
  page.on('request', (request) => {
    if (/\/img\/home-hero-/.test(request.url())) heroFiles.push(request.url())
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  const heroPicture = page.locator('section[aria-labelledby="page-title"] img')
  if (isMobile) {
    await expect(heroPicture).toBeHidden()
    expect(heroFiles).toEqual([])
  } else {
    await expect(heroPicture).toBeVisible()
    expect(heroFiles).toHaveLength(1)
    expect(heroFiles[0]).toMatch(/\.avif$/)
  }
})
