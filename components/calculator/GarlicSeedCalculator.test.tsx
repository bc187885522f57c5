/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import type { SeedVariety } from '@/components/calculator/labels'
import { calculatorWords } from '@/content/calculator'
import { garlic, seedVarietiesOf } from '@/content/garlic'
import { interfaceWords } from '@/content/interface'
import { languageCodes, type Language } from '@/content/languages'
import { localize } from '@/lib/localize'
import { fillTemplate } from '@/lib/template'
import { kilogramsPerHectare, seedOrder } from '@/lib/calculator/seed-order'
import { seedQuantity } from '@/lib/calculator/seed-text'
import { formatCents, formatNumber } from '@/lib/format'
import { GarlicSeedCalculatorSection } from './GarlicSeedCalculatorSection'
import { seedWordsOn } from './seed-words'

/** The calculator's section as the garlic page builds it: the content's words and its varieties with seed, in order. */
function calculatorIn(language: string) {
  const words = localize(calculatorWords, language)
  const varieties: SeedVariety[] = seedVarietiesOf(localize(garlic, language))
  const [first, ...others] = varieties
  if (!first) throw new Error('content/garlic.yaml offers no variety with seed')
  return { words, varieties: [first, ...others] as const }
}

const { orderWindow } = garlic.varieties
const en = calculatorIn('en')
const { words } = en

/**
 * A variety by its key, the specification's (section 3); the hand-worked figures below assume its
 * specified spacing, so a content change of spacing fails here by name rather than as a wrong sum.
 */
function variety(key: string, plantSpacingCm: number, rowSpacingCm: number): SeedVariety {
  const found = en.varieties.find((candidate) => candidate.key === key)
  if (!found) throw new Error(`content/garlic.yaml has no seed variety ${key}, which the specification lists`)
  expect({ key, plantSpacingCm: found.plantSpacingCm, rowSpacingCm: found.rowSpacingCm }).toEqual({
    key,
    plantSpacingCm,
    rowSpacingCm,
  })
  return found
}

/** Sending and printing the plan, with the business as the page would name it. */
function paperIn(language: Language) {
  const { share, newTab } = localize(interfaceWords, language)
  return {
    share: { ...share, newTab },
    business: { name: 'Du Toit Holdings', lines: ['A registered private company', 'info@example.com'] },
    lang: language === 'af' ? 'af-ZA' : 'en-ZA',
  }
}

const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

function calculator() {
  const results = screen.getByRole('region', { name: words.results.heading })
  return {
    results,
    /** The land, planting and water figures, in order (the seed to order is `seed`). */
    figures: () =>
      within(results)
        .queryAllByRole('definition')
        .filter((figure) => !figure.closest('[data-seed]'))
        .map((figure) => collapse(figure.textContent)),
    /** The seed to order, its working, stock and price, as read. */
    seed: () => {
      const block = results.querySelector<HTMLElement>('[data-seed]')
      if (!block) return null
      return {
        figures: within(block)
          .queryAllByRole('definition')
          .map((figure) => collapse(figure.textContent)),
        text: collapse(block.textContent),
        ask: within(block).queryByRole('link', { name: words.order.ask }),
      }
    },
    seeds: screen.getByLabelText(words.seeds.label, { selector: 'input' }),
    land: screen.getByLabelText(words.land.label, { selector: 'input' }),
    unit: screen.getByLabelText(words.unitLabel, { selector: 'select' }),
    mode: (mode: keyof typeof words.modes) => screen.getByRole('radio', { name: words.modes[mode] }),
    variety: (chosen: SeedVariety) => screen.getByRole('radio', { name: (name) => name.startsWith(chosen.name) }),
  }
}

/** What a screen reader reads after the field's name, its spaces (no-break ones too) made plain. */
const description = (box: HTMLElement) =>
  collapse(
    (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  )
/** Types into a box and lets what that sets going settle (the plan's buttons load on first use), all within act. */
const type = (box: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(box, { target: { value } })
  })
const address = () => `${window.location.pathname}${window.location.search}`

/**
 * The rules come on first use (components/calculator/working-part.ts): the visitor's first touch of
 * the form fetches them, and the figures follow once they are here.
 */
async function firstUse(form: HTMLElement) {
  await act(async () => {
    fireEvent.pointerDown(form)
    await import('@/components/calculator/working-part')
  })
}

async function renderAt(path = '/garlic') {
  window.history.replaceState(null, '', path)
  render(
    <GarlicSeedCalculatorSection
      varieties={en.varieties}
      words={words}
      paper={paperIn('en')}
      orderWindow={orderWindow}
    />,
  )
  await firstUse(screen.getByRole('form', { name: words.formLabel }))
  return calculator()
}

// The figures, hand-computed from the specification's formulas (section 9): land = seeds × plant
// spacing × row spacing × 1.1; seeds = 90% of the land ÷ the area per plant, rounded down; water
// 10 L per m² a week, × 4.33 a month, × 20 a season; 1 ha = 10 000 m², 1 acre = 4 046.86 m².
describe('GarlicSeedCalculator: the figures', () => {
  const pinkEgyptian = () => variety('pink-egyptian', 15, 30)
  const shani = () => variety('shani', 12, 25)
  const giantElephant = () => variety('giant-elephant', 20, 40)

  it('Seeds to Land Size is the default: 1 000 Pink Egyptian seeds need 50 m², and the water for it', async () => {
    const calc = await renderAt()
    expect(calc.mode('seedsToLand')).toBeChecked()
    expect(calc.variety(pinkEgyptian())).toBeChecked()
    // The figures are not a live region: one sentence is said of them once typing settles (Announcement).
    expect(calc.results.querySelector('[aria-live]')).toBeNull()
    expect(screen.getAllByRole('status').filter((region) => region.classList.contains('sr-only'))).toHaveLength(1)
    expect(calc.seeds).toHaveAttribute('min', '1')
    expect(calc.seeds).toHaveAttribute('step', '1')
    await type(calc.seeds, '1000')
    // 1000 × 0.045 × 1.1 = 49.5 -> 50 m²; 0.00495 ha -> 0,0050; 49.5 / 4046.86 = 0.01223 -> 0,0122;
    // 1 / 0.045 = 22,22 plants per m²; water 495 L a week, × 4.33 = 2 143.35 -> 2 143, × 20 = 9 900
    expect(calc.figures()).toEqual([
      '50 m²',
      fillTemplate(words.results.seedsToLandSummary, { seeds: '1 000', variety: pinkEgyptian().name, percent: 10 }),
      '1 000',
      '0,0050',
      '0,0122',
      '22,22',
      '15 cm',
      '30 cm',
      '495 L',
      '2 143 L',
      '9 900 L',
    ])
    expect(address()).toBe('/garlic?mode=seedsToLand&variety=pink-egyptian&seeds=1000')
  })

  it('every variety is offered with its stock label, and changing it recomputes', async () => {
    const calc = await renderAt()
    for (const each of en.varieties)
      expect(calc.variety(each)).toHaveAccessibleName(expect.stringContaining(each.stock))
    await type(calc.seeds, '1000')
    expect(calc.figures()[0]).toBe('50 m²')
    // 1000 × 0.12 × 0.25 × 1.1 = 33 m²
    fireEvent.click(calc.variety(shani()))
    expect(calc.figures()[0]).toBe('33 m²')
    // 1000 × 0.2 × 0.4 × 1.1 = 88 m²; 880 L a week × 4.33 = 3 810.4 -> 3 810 L a month
    fireEvent.click(calc.variety(giantElephant()))
    expect(calc.figures()[0]).toBe('88 m²')
    expect(calc.figures()[9]).toBe('3 810 L')
    expect(address()).toBe('/garlic?mode=seedsToLand&variety=giant-elephant&seeds=1000')
  })

  it('Land Size to Seeds: 2 ha of Shani take 600 000 seeds, and changing the unit recomputes', async () => {
    const calc = await renderAt()
    fireEvent.click(calc.mode('landToSeeds'))
    expect(calc.land).toHaveAttribute('min', '0.1')
    expect(calc.land).toHaveAttribute('step', '0.1')
    expect(calc.unit).toHaveValue('sqm')
    fireEvent.click(calc.variety(shani()))
    // 2 m² × 0.9 / 0.03 = 60 seeds
    await type(calc.land, '2')
    expect(calc.figures()[0]).toBe('60')
    fireEvent.change(calc.unit, { target: { value: 'hectare' } })
    // 20 000 m² × 0.9 / 0.03 = 600 000; 20 000 / 4 046.86 = 4,9421 acres; 1 / 0.03 = 33,33 plants per m²;
    // water 200 000 L a week, × 4.33 = 866 000, × 20 = 4 000 000
    expect(calc.figures()).toEqual([
      '600 000',
      fillTemplate(words.results.landToSeedsSummary, { variety: shani().name, land: '20 000 m²', percent: 10 }),
      '20 000 m²',
      '2,0000',
      '4,9421',
      '33,33',
      '12 cm',
      '25 cm',
      '200 000 L',
      '866 000 L',
      '4 000 000 L',
    ])
    expect(address()).toBe('/garlic?mode=landToSeeds&variety=shani&land=2&unit=hectare')
    // 2 acres = 8 093.72 m²; × 0.9 / 0.03 = 242 811.6 -> 242 811 seeds
    fireEvent.change(calc.unit, { target: { value: 'acre' } })
    expect(calc.figures()[0]).toBe('242 811')
    expect(calc.figures()[2]).toBe('8 094 m²')
  })

  it('switching mode recomputes and keeps what was typed in each mode', async () => {
    const calc = await renderAt()
    await type(calc.seeds, '1000')
    fireEvent.click(calc.mode('landToSeeds'))
    expect(calc.results).toHaveTextContent(words.hints.emptyLand)
    await type(calc.land, '0.1')
    fireEvent.change(calc.unit, { target: { value: 'hectare' } })
    // 1 000 m² × 0.9 / 0.045 = 20 000 seeds
    expect(calc.figures()[0]).toBe('20 000')
    fireEvent.click(calc.mode('seedsToLand'))
    expect(calc.seeds).toHaveValue(1000)
    expect(calc.figures()[0]).toBe('50 m²')
  })

  it('in Afrikaans the same figures, in the same South African writing, with the Afrikaans words', async () => {
    const af = calculatorIn('af')
    window.history.replaceState(null, '', '/af/knoffel?mode=landToSeeds&variety=shani&land=2&unit=hectare')
    render(
      <GarlicSeedCalculatorSection
        varieties={af.varieties}
        words={af.words}
        paper={paperIn('af')}
        orderWindow={orderWindow}
      />,
    )
    await firstUse(screen.getByRole('form', { name: af.words.formLabel }))
    const results = screen.getByRole('region', { name: af.words.results.heading })
    expect(screen.getByRole('radio', { name: af.words.modes.landToSeeds })).toBeChecked()
    const figures = within(results)
      .getAllByRole('definition')
      .map((figure) => collapse(figure.textContent))
    expect(figures[0]).toBe('600 000')
    // The seed to order in Afrikaans words: 600 000 cloves of Shani.
    const shaniAf = af.varieties.find((each) => each.key === 'shani')!
    expect(collapse(results.querySelector('[data-seed] dd')!.textContent)).toBe(
      collapse(seedQuantity(seedOrder(600_000, shaniAf), af.words.order)),
    )
    expect(figures[1]).toBe(
      fillTemplate(af.words.results.landToSeedsSummary, {
        variety: af.varieties.find((each) => each.key === 'shani')!.name,
        land: '20 000 m²',
        percent: 10,
      }),
    )
    expect(figures[4]).toBe('4,9421')
  })
})

describe('GarlicSeedCalculatorSection: the table of every variety, for readers without JavaScript', () => {
  it('shows each variety with its stock label and its figures', async () => {
    await renderAt()
    const table = within(screen.getByRole('region', { name: words.table.heading })).getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => collapse(cell.textContent)),
    ).toEqual([
      words.table.variety,
      words.table.spacing,
      words.table.plantsPerSquareMetre,
      words.table.seedsPerHectare,
      fillTemplate(words.table.landPerSeeds, { seeds: '1 000' }),
      words.table.clovesPerKg,
      words.table.seedPerHectare,
    ])
    // By hand for the specified spacings: 15 × 30: 1 / 0.045 = 22,22; 10 000 × 0.9 / 0.045 = 200 000;
    // 1 000 × 0.045 × 1.1 = 49.5 -> 50 m². 12 × 25: 33,33; 300 000; 33 m². 20 × 40: 12,50; 112 500; 88 m².
    const bySpacing: Record<string, string[]> = {
      '15 × 30 cm': ['22,22', '200 000', '50 m²'],
      '12 × 25 cm': ['33,33', '300 000', '33 m²'],
      '20 × 40 cm': ['12,50', '112 500', '88 m²'],
    }
    const rows = within(table).getAllByRole('rowheader')
    expect(rows).toHaveLength(en.varieties.length)
    for (const [index, each] of en.varieties.entries()) {
      const spacing = `${each.plantSpacingCm} × ${each.rowSpacingCm} cm`
      const expected = bySpacing[spacing]
      if (!expected)
        throw new Error(
          `${each.key} has a spacing (${spacing}) no figure here was worked out for: work it out by hand and add it`,
        )
      expect(collapse(rows[index]!.textContent)).toBe(`${each.name}, ${each.stock}`)
      const cells = within(rows[index]!.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => collapse(cell.textContent))
      // The seed per hectare: the cloves a hectare takes ÷ the content's cloves per kilogram, rounded up
      // (lib/calculator/seed-order.ts, tested by hand there).
      const perHectare = Number(expected[1]!.replace(/\s/g, ''))
      expect(cells).toEqual([
        spacing,
        ...expected,
        formatNumber(each.clovesPerKg),
        collapse(`${formatNumber(kilogramsPerHectare(perHectare, each.clovesPerKg))} kg`),
      ])
    }
    // When seed is ordered, under the table, the months named in the page's language.
    const monthOf = (month: number) =>
      new Intl.DateTimeFormat('en-ZA', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 15))
    expect(document.body).toHaveTextContent(
      fillTemplate(words.table.orderWindow, { from: monthOf(orderWindow.from), to: monthOf(orderWindow.to) }),
    )
  })
})

describe('GarlicSeedCalculator: no result, with a hint', () => {
  it.each<[string, string]>([
    ['', words.hints.emptySeeds],
    ['0', fillTemplate(words.hints.tooFewSeeds, { min: '1' })],
    ['-5', fillTemplate(words.hints.tooFewSeeds, { min: '1' })],
    ['2.5', words.hints.notWhole],
    ['10000000000000', fillTemplate(words.hints.tooManySeeds, { max: '1 000 000 000 000' })],
  ])('a seed count of "%s" hides the figures and says why', async (value, hint) => {
    const calc = await renderAt()
    await type(calc.seeds, '1000')
    expect(calc.figures()).toHaveLength(11)
    await type(calc.seeds, value)
    expect(calc.figures()).toEqual([])
    expect(collapse(calc.results.textContent)).toContain(collapse(hint))
    if (value === '') {
      expect(calc.seeds).not.toHaveAttribute('aria-invalid')
    } else {
      expect(calc.seeds).toHaveAttribute('aria-invalid', 'true')
      expect(description(calc.seeds)).toContain(collapse(hint))
    }
  })

  it.each(['0.05', '0', '-2'])(
    'a land size of %s acre hides the figures and names the minimum in the unit',
    async (value) => {
      const calc = await renderAt('/garlic?mode=landToSeeds&land=1&unit=acre')
      // 4 046.86 m² × 0.9 / 0.045 = 80 937.2 -> 80 937 seeds
      expect(calc.figures()[0]).toBe('80 937')
      await type(calc.land, value)
      expect(calc.figures()).toEqual([])
      const hint = fillTemplate(words.hints.tooLittleLand, { min: '0,1', unit: words.units.acre })
      expect(calc.results).toHaveTextContent(hint)
      expect(calc.land).toHaveAttribute('aria-invalid', 'true')
      expect(description(calc.land)).toContain(collapse(hint))
    },
  )

  it('more land than it works with hides the figures and names the maximum in the unit', async () => {
    const calc = await renderAt('/garlic?mode=landToSeeds&unit=hectare')
    await type(calc.land, '2000000000')
    expect(calc.figures()).toEqual([])
    expect(collapse(calc.results.textContent)).toContain(
      collapse(fillTemplate(words.hints.tooMuchLand, { max: '1 000 000 000', unit: words.units.hectare })),
    )
  })
})

describe('GarlicSeedCalculator: the largest land', () => {
  // A billion hectares of any variety: the seed to order and its price per kilogram always; the cost
  // where it can be written to the cent (past R 90 trillion it cannot, lib/calculator/seed-order.ts).
  it.each(en.varieties.map((each) => [each.name, each] as const))('%s', async (_, chosen) => {
    const calc = await renderAt(`/garlic?mode=landToSeeds&variety=${chosen.key}&land=1000000000&unit=hectare`)
    const cloves = Number(calc.figures()[0]!.replace(/\D/g, ''))
    const order = seedOrder(cloves, chosen)
    // After the kilograms and their working: the price per kilogram, and the cost where it is written.
    expect(calc.seed()!.figures.slice(2)).toEqual([
      order.priceCents === null ? words.order.priceOnRequest : collapse(formatCents(order.priceCents)),
      ...(order.amountCents === null ? [] : [collapse(formatCents(order.amountCents))]),
    ])
  })
})

describe('GarlicSeedCalculator: its address', () => {
  it('a shared address opens the same result', async () => {
    const calc = await renderAt('/garlic?mode=landToSeeds&variety=shani&land=2&unit=hectare')
    expect(calc.mode('landToSeeds')).toBeChecked()
    expect(calc.variety(variety('shani', 12, 25))).toBeChecked()
    expect(calc.land).toHaveValue(2)
    expect(calc.unit).toHaveValue('hectare')
    expect(calc.figures()[0]).toBe('600 000')
  })

  it('a bad or unknown address value falls back to the default', async () => {
    const calc = await renderAt('/garlic?mode=sideways&variety=purple&seeds=lots&unit=furlong&land=%3Cb%3E')
    expect(calc.mode('seedsToLand')).toBeChecked()
    expect(calc.variety(en.varieties[0])).toBeChecked()
    expect(calc.seeds).toHaveValue(null)
    expect(calc.results).toHaveTextContent(words.hints.emptySeeds)
    fireEvent.click(calc.mode('landToSeeds'))
    expect(calc.land).toHaveValue(null)
    expect(calc.unit).toHaveValue('sqm')
  })

  it("writes its part of the address in place and keeps the season planner's part and the fragment", async () => {
    const calc = await renderAt('/garlic?hectares=3#calculator')
    const before = window.history.length
    await type(calc.seeds, '1000')
    expect(window.location.search).toContain('hectares=3')
    expect(window.location.search).toContain('mode=seedsToLand&variety=pink-egyptian&seeds=1000')
    expect(window.location.hash).toBe('#calculator')
    expect(window.history.length).toBe(before)
  })

  it('Back or Forward to an address with other settings restores them', async () => {
    const calc = await renderAt('/garlic?mode=seedsToLand&variety=pink-egyptian&seeds=1000')
    expect(calc.figures()[0]).toBe('50 m²')
    window.history.replaceState(null, '', '/garlic?mode=landToSeeds&variety=shani&land=2&unit=hectare')
    fireEvent.popState(window)
    expect(calc.mode('landToSeeds')).toBeChecked()
    expect(calc.figures()[0]).toBe('600 000')
  })
})

it.each(languageCodes)('every word it shows comes from content/calculator.yaml (%s)', (language) => {
  // An address with an amount (an earlier test's) would fetch the rules at once, and their arrival
  // would come after this test: a page address of its own.
  window.history.replaceState(null, '', '/garlic')
  const { words: shown, varieties } = calculatorIn(language)
  render(
    <GarlicSeedCalculatorSection varieties={varieties} words={shown} paper={paperIn('en')} orderWindow={orderWindow} />,
  )
  expect(screen.getByRole('form', { name: shown.formLabel })).toBeInTheDocument()
  expect(screen.getByRole('group', { name: shown.modeQuestion })).toBeInTheDocument()
  expect(screen.getByRole('group', { name: shown.varietyQuestion })).toBeInTheDocument()
})

// The seed to order follows the content's figures for each variety (cloves per kg, bags, price, stock,
// minimum), worked by lib/calculator/seed-order.ts, whose sums are tested by hand in its own tests.
describe('GarlicSeedCalculator: the seed to order', () => {
  // This month in South Africa (UTC+2), as the order window is read.
  const month = new Date(Date.now() + 2 * 60 * 60 * 1000).getUTCMonth() + 1
  /** A window open this month, and one that is not: it opens in two months. */
  const openNow = { from: month, to: month }
  const later = ((month + 1) % 12) + 1
  const closedNow = { from: later, to: later }

  async function renderWith(
    varieties: readonly [SeedVariety, ...SeedVariety[]],
    window: typeof orderWindow,
    path: string,
  ) {
    globalThis.history.replaceState(null, '', path)
    render(
      <GarlicSeedCalculatorSection
        varieties={varieties}
        words={{ ...words, order: seedWordsOn(words.order, window, 'en-ZA') }}
        paper={paperIn('en')}
        orderWindow={window}
      />,
    )
    await firstUse(screen.getByRole('form', { name: words.formLabel }))
    return calculator()
  }

  it.each(en.varieties.map((each) => [each.name, each] as const))(
    '%s: the kilograms (and bags) for 1 ha, how they were worked out, the price or "on request", and the request',
    async (_, chosen) => {
      const calc = await renderWith(
        en.varieties,
        openNow,
        `/garlic?mode=landToSeeds&variety=${chosen.key}&land=1&unit=hectare`,
      )
      const cloves = Number(calc.figures()[0]!.replace(/\s/g, ''))
      const order = seedOrder(cloves, chosen)
      const seed = calc.seed()!
      expect(seed.figures[0]).toBe(collapse(seedQuantity(order, words.order)))
      expect(seed.text).toContain(
        collapse(
          fillTemplate(words.order.working, { cloves: formatNumber(cloves), perKg: formatNumber(chosen.clovesPerKg) }),
        ),
      )
      if (chosen.pricePerKg === undefined) expect(seed.figures).toContain(words.order.priceOnRequest)
      else expect(seed.figures).toEqual(expect.arrayContaining([collapse(formatCents(order.amountCents!))]))
      if (chosen.availability === 'sold-out') expect(seed.ask).toBeNull()
      else {
        expect(seed.ask).toHaveAttribute(
          'href',
          `?mode=landToSeeds&variety=${chosen.key}&land=1&unit=hectare&ask=seed#contact`,
        )
        const message = seed.ask!.getAttribute('data-ask-message')!
        expect(message).toContain(chosen.name)
        expect(message).toContain(seedQuantity(order, words.order))
        expect(seed.text).toContain(collapse(words.order.askNote))
      }
    },
  )

  it('a sold-out variety says so where its figures are, names those still to be had, offers no request', async () => {
    const [first, ...others] = en.varieties
    const soldOut: SeedVariety = { ...first, availability: 'sold-out', kgLeft: undefined }
    const calc = await renderWith([soldOut, ...others], openNow, '/garlic?seeds=1000')
    const seed = calc.seed()!
    const stillToBeHad = others.filter((each) => each.availability !== 'sold-out').map((each) => each.name)
    expect(seed.text).toContain(words.order.availability.soldOut)
    expect(seed.text).toContain(
      fillTemplate(words.order.availability.stillToBeHad, { varieties: stillToBeHad.join(', ') }),
    )
    expect(seed.ask).toBeNull()
  })

  it('a limited variety says how much is left, and when the order is more than that', async () => {
    const [first, ...others] = en.varieties
    // 1 ha of the first variety is far more than 5 kg.
    const limited: SeedVariety = { ...first, availability: 'limited', kgLeft: 5, minimumKg: undefined }
    const calc = await renderWith([limited, ...others], openNow, '/garlic?mode=landToSeeds&land=1&unit=hectare')
    const { text } = calc.seed()!
    expect(text).toContain(
      collapse(`${words.order.availability.limited}: ${fillTemplate(words.order.availability.left, { kg: '5 kg' })}`),
    )
    expect(text).toContain(collapse(fillTemplate(words.order.availability.moreThanLeft, { kg: '5 kg' })))
  })

  it('outside the order window it says when ordering opens instead of offering the request', async () => {
    const calc = await renderWith(en.varieties, closedNow, '/garlic?seeds=1000')
    const seed = calc.seed()!
    const opens = new Intl.DateTimeFormat('en-ZA', { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2000, later - 1, 15),
    )
    expect(seed.ask).toBeNull()
    expect(seed.text).toContain(fillTemplate(words.order.closed, { month: opens }))
  })
})
