import { fillTemplate } from '../lib/template'
import { en } from './support/content'
import { expect, test } from './support/fixtures'
import { sectionHeadings } from './support/page-checks'

const { home, owner, testimonials } = en
const certifications = en.certificationsOn('home')

// The sections' order and words are the markup's, the same at every width (@once).
test.describe('Home, as served without JavaScript', { tag: '@once' }, () => {
  test.use({ javaScriptEnabled: false })

  test('has every section in order, the operation cards, the owner and the customers', async ({ page, pageHealth }) => {
    pageHealth.expectScriptsBlocked()
    await page.goto('/')
    expect((await sectionHeadings(page)).slice(1)).toEqual([
      home.operations.heading,
      owner.heading,
      en.words.certifications.heading,
      en.words.testimonials.heading,
      home.commitment.heading,
      en.words.navigation.contactUs,
    ])

    const operations = page.getByRole('list', { name: home.operations.heading })
    await expect(operations.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(
      home.operations.cards.length,
    )
    for (const card of home.operations.cards) {
      await expect(operations.getByRole('link', { name: card.linkLabel })).toHaveAttribute('href', en.pathOf(card.page))
      for (const highlight of card.highlights)
        await expect(operations.getByText(highlight, { exact: true })).toBeVisible()
    }

    const section = page.getByRole('region', { name: owner.heading })
    await expect(section.getByRole('img', { name: owner.portrait.alt })).toBeVisible()
    await expect(section.getByText(en.site.ownerTitle, { exact: true })).toBeVisible()
    for (const paragraph of owner.bio) await expect(section.getByText(paragraph)).toBeVisible()
    await expect(section.getByRole('term')).toHaveText(owner.stats.map((stat) => stat.label))
    await expect(section.getByRole('definition')).toHaveText(owner.stats.map((stat) => stat.value))

    await expect(page.getByRole('list', { name: en.words.certifications.heading }).getByRole('listitem')).toHaveCount(
      certifications.length,
    )

    const cards = page.getByRole('list', { name: en.words.testimonials.heading }).getByRole('listitem')
    await expect(cards).toHaveCount(testimonials.length)
    for (const [index, testimonial] of testimonials.entries()) {
      const card = cards.nth(index)
      await expect(
        card.getByRole('img', {
          name: fillTemplate(en.words.testimonials.rating, { rating: testimonial.rating, outOf: 5 }),
        }),
      ).toBeVisible()
      await expect(card.getByRole('blockquote')).toHaveText(`“${testimonial.quote.text}”`)
      await expect(card.getByText(testimonial.name, { exact: true })).toBeVisible()
    }

    const getInTouch = page
      .getByRole('region', { name: home.commitment.heading })
      .getByRole('link', { name: home.commitment.linkLabel })
    await expect(getInTouch).toHaveAttribute('href', '#contact')
  })
})

// Every figure, price and name in the served HTML, and the one way of writing rand, are read over
// out/ (e2e/exported-html/figures.test.ts).
