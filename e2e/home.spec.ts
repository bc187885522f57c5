import { expect, test } from './fixtures'
import { sectionHeadings, servedText } from './page-checks'

test.describe('Home, as served without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('has every section in order, the operation cards, the owner and the customers', async ({ page, pageHealth }) => {
    pageHealth.expectScriptsBlocked()
    await page.goto('/')
    expect((await sectionHeadings(page)).slice(1)).toEqual([
      'Our Operations',
      'Meet the Owner',
      'Certifications & Awards',
      'What Our Customers Say',
      'Our Commitment',
      'Contact Us',
    ])

    const operations = page.getByRole('list', { name: 'Our Operations' })
    await expect(operations.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(2)
    await expect(operations.getByRole('link', { name: 'Visit JLDT Bonsmara' })).toHaveAttribute('href', '/bonsmara')
    await expect(operations.getByRole('link', { name: 'Visit Du Toit Holdings' })).toHaveAttribute('href', '/garlic')
    for (const service of ['Premium breeding', 'Feedlot services', 'Backgrounding and finishing', 'Pink Egyptian', 'White Argentinian', 'Shani']) {
      await expect(operations.getByText(service, { exact: true })).toBeVisible()
    }

    const owner = page.getByRole('region', { name: 'Meet the Owner' })
    await expect(owner.getByRole('img', { name: /Portrait of the owner/ })).toBeVisible()
    await expect(owner.getByText('Owner & Founder', { exact: true })).toBeVisible()
    await expect(owner.locator('p').filter({ hasText: /.{80,}/ })).toHaveCount(3)
    await expect(owner.getByRole('term')).toHaveText(['Years of experience', 'Agricultural operations'])
    await expect(owner.getByRole('definition')).toHaveText(['15+', '2'])

    await expect(page.getByRole('list', { name: 'Certifications & Awards' }).getByRole('listitem')).toHaveCount(3)

    const testimonials = page.getByRole('list', { name: 'What Our Customers Say' }).getByRole('listitem')
    await expect(testimonials).toHaveCount(3)
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
      await expect(testimonial.getByRole('blockquote')).toHaveText(/.{40,}/)
    }

    const getInTouch = page.getByRole('region', { name: 'Our Commitment' }).getByRole('link', { name: 'Get in Touch' })
    await expect(getInTouch).toHaveAttribute('href', '#contact')
  })
})

test("Home's served HTML holds every figure and name, for crawlers", async ({ request }) => {
  const text = await servedText(request, '/')
  for (const words of ['Owner & Founder', 'Years of experience 15+', 'Agricultural operations 2', 'Certifications & Awards', 'What Our Customers Say', 'Get in Touch']) {
    expect(text).toContain(words)
  }
})
