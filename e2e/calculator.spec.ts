import type { Page } from '@playwright/test'
import { formatNumber } from '../lib/format'
import { varietyFigures } from '../lib/garlic-calculator'
import { en } from './content'
import { expect, test } from './fixtures'
import { holdScripts, typeNumber } from './page-checks'

/**
 * The varieties by key: the keys, and the spacings the figures below are worked for by hand, are
 * the specification's (section 3); names and stock labels are the content's.
 */
function variety(key: string, plantSpacingCm: number, rowSpacingCm: number) {
  const found = en.seedVarieties.find((candidate) => candidate.key === key)
  if (!found) throw new Error(`content/garlic.yaml has no seed variety ${key}, which the specification lists`)
  expect(found, `the hand-worked figures assume ${key}'s specified spacing`).toMatchObject({ plantSpacingCm, rowSpacingCm })
  return found
}
const pinkEgyptian = variety('pink-egyptian', 15, 30)
const shani = variety('shani', 12, 25)
const giantElephant = variety('giant-elephant', 20, 40)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const named = (name: string) => new RegExp(`^${escape(name)}`)
const { results } = en.calculator

// Expected figures are worked by hand in lib/garlic-calculator.test.ts; the page must show the same.
function calculator(page: Page) {
  const results = page.getByRole('region', { name: 'Results' })
  return {
    results,
    figures: results.getByRole('definition'),
    seeds: page.getByLabel('Number of seeds', { exact: true }),
    land: page.getByLabel('Land size', { exact: true }),
    unit: page.getByLabel('Unit', { exact: true }),
    mode: (name: 'Seeds to Land Size' | 'Land Size to Seeds') => page.getByRole('radio', { name }),
    variety: (name: string) => page.getByRole('radio', { name: named(name) }),
  }
}

// 1000 Pink Egyptian seeds: 1000 × 0.045 × 1.1 = 49.5 -> 50 m²; 0.00495 ha -> 0,0050; 49.5 / 4046.86 -> 0,0122;
// water 495 L a week, × 4.33 = 2 143.35 -> 2 143, × 20 = 9 900
const thousandPinkEgyptian = [
  '50 m²',
  results.seedsToLandSummary.replace('{seeds}', '1 000').replace('{variety}', pinkEgyptian.name).replace('{percent}', '10'),
  '1 000',
  '0,0050',
  '0,0122',
  '22,22',
  '15 cm',
  '30 cm',
  '495 L',
  '2 143 L',
  '9 900 L',
]

// 2 ha of Shani: 20 000 × 0.9 / 0.03 = 600 000 seeds; 20 000 / 4046.86 = 4,9421 acres;
// water 200 000 L a week, × 4.33 = 866 000, × 20 = 4 000 000
const twoHectaresShani = [
  '600 000',
  results.landToSeedsSummary.replace('{variety}', shani.name).replace('{land}', '20 000 m²').replace('{percent}', '10'),
  '20 000 m²',
  '2,0000',
  '4,9421',
  '33,33',
  '12 cm',
  '25 cm',
  '200 000 L',
  '866 000 L',
  '4 000 000 L',
]

test.describe('Garlic Seed Calculator', () => {
  test('Seeds to Land Size is the default and works out land and water for Pink Egyptian', { tag: '@once' }, async ({ page }) => {
    await page.goto('/garlic')
    const calc = calculator(page)
    await expect(calc.mode('Seeds to Land Size')).toBeChecked()
    await expect(calc.variety(pinkEgyptian.name)).toBeChecked()
    await expect(calc.results).toHaveAttribute('aria-live', 'polite')
    await expect(calc.results).toContainText('Enter the number of seeds')
    await expect(calc.figures).toHaveCount(0)

    await expect(calc.seeds).toHaveAttribute('min', '1')
    await expect(calc.seeds).toHaveAttribute('step', '1')
    await typeNumber(calc.seeds, '1000')
    await expect(calc.figures).toHaveText(thousandPinkEgyptian)
    await expect(page).toHaveURL(/\/garlic\?mode=seedsToLand&variety=pink-egyptian&seeds=1000$/)
  })

  test('changing the variety recomputes, and each shows its stock label', { tag: '@once' }, async ({ page }) => {
    await page.goto('/garlic')
    const calc = calculator(page)
    for (const each of en.seedVarieties) {
      await expect(page.getByRole('radio', { name: new RegExp(`^${escape(each.name)}.*${escape(each.stock)}`) })).toBeVisible()
    }
    await typeNumber(calc.seeds, '1000')
    await expect(calc.figures.first()).toHaveText('50 m²')
    // 1000 × 0.03 × 1.1 = 33 m²
    await calc.variety(shani.name).check()
    await expect(calc.figures.first()).toHaveText('33 m²')
    // 1000 × 0.08 × 1.1 = 88 m²; 880 L × 4.33 = 3 810.4 -> 3 810 L a month
    await calc.variety(giantElephant.name).check()
    await expect(calc.figures.first()).toHaveText('88 m²')
    await expect(calc.figures.nth(9)).toHaveText('3 810 L')
    await expect(page).toHaveURL(/variety=giant-elephant&seeds=1000$/)
  })

  test('Land Size to Seeds works out seeds, and changing the unit recomputes', { tag: '@once' }, async ({ page }) => {
    await page.goto('/garlic')
    const calc = calculator(page)
    await calc.mode('Land Size to Seeds').check()
    await expect(calc.seeds).toBeHidden()
    await expect(calc.land).toHaveAttribute('min', '0.1')
    await expect(calc.land).toHaveAttribute('step', '0.1')
    await expect(calc.unit).toHaveValue('sqm')
    await calc.variety(shani.name).check()
    // 2 m² × 0.9 / 0.03 = 60 seeds
    await typeNumber(calc.land, '2')
    await expect(calc.figures.first()).toHaveText('60')
    await calc.unit.selectOption({ label: 'hectare' })
    await expect(calc.figures).toHaveText(twoHectaresShani)
    await expect(page).toHaveURL(/\?mode=landToSeeds&variety=shani&land=2&unit=hectare$/)
    // 2 acres = 8 093.72 m²; × 0.9 / 0.03 = 242 811.6 -> 242 811 seeds
    await calc.unit.selectOption({ label: 'acre' })
    await expect(calc.figures.first()).toHaveText('242 811')
    await expect(calc.figures.nth(2)).toHaveText('8 094 m²')
  })

  test('switching mode recomputes and keeps what was typed in each mode', { tag: '@once' }, async ({ page }) => {
    await page.goto('/garlic')
    const calc = calculator(page)
    await typeNumber(calc.seeds, '1000')
    await calc.mode('Land Size to Seeds').check()
    await expect(calc.results).toContainText('Enter your land size')
    await typeNumber(calc.land, '0.1')
    await calc.unit.selectOption({ label: 'hectare' })
    // 1 000 m² × 0.9 / 0.045 = 20 000 seeds
    await expect(calc.figures.first()).toHaveText('20 000')
    await calc.mode('Seeds to Land Size').check()
    await expect(calc.seeds).toHaveValue('1000')
    await expect(calc.figures.first()).toHaveText('50 m²')
  })

  for (const [value, hint] of <[string, string][]>[
    ['', 'Enter the number of seeds'],
    ['0', 'Enter at least 1 seed.'],
    ['-5', 'Enter at least 1 seed.'],
    ['2.5', 'Seeds are counted whole'],
    ['10000000000000', 'enter at most 1 000 000 000 000 seeds'],
  ]) {
    test(`hides the results for ${value === '' ? 'an empty' : value} seed count, with a hint`, { tag: '@once' }, async ({ page }) => {
      await page.goto('/garlic')
      const calc = calculator(page)
      await typeNumber(calc.seeds, '1000')
      await expect(calc.figures.first()).toHaveText('50 m²')
      await typeNumber(calc.seeds, value)
      await expect(calc.figures).toHaveCount(0)
      await expect(calc.results).toContainText(hint)
      if (value !== '') await expect(calc.seeds).toHaveAttribute('aria-invalid', 'true')
      else await expect(calc.seeds).not.toHaveAttribute('aria-invalid')
    })
  }

  test('hides the results for land below 0,1 or not positive', { tag: '@once' }, async ({ page }) => {
    await page.goto('/garlic?mode=landToSeeds&land=1&unit=acre')
    const calc = calculator(page)
    await expect(calc.figures.first()).toHaveText('80 937')
    for (const value of ['0.05', '0', '-2']) {
      await typeNumber(calc.land, value)
      await expect(calc.figures).toHaveCount(0)
      await expect(calc.results).toContainText('Enter a land size of at least 0,1 acre.')
      await expect(calc.land).toHaveAccessibleDescription(/Enter a land size of at least 0,1 acre/)
    }
  })

  test('a decimal comma in the land size, which the field would drop, withholds results until fixed', { tag: '@once' }, async ({ page }) => {
    await page.goto('/garlic?mode=landToSeeds')
    const calc = calculator(page)
    await calc.land.pressSequentially('2,5')
    if ((await calc.land.inputValue()) === '2.5') {
      // Firefox reads a comma as the decimal mark of the page's language: 2,5 is 2.5, and worked out so.
      await expect(calc.figures.first()).toHaveText('50')
    } else {
      // Chromium and WebKit drop the comma: without the guard, 2,5 would be worked out as 25.
      await expect(calc.figures).toHaveCount(0)
      await expect(calc.results).toContainText('with a full stop for decimals, such as 2.5')
      await expect(calc.land).toHaveAttribute('aria-invalid', 'true')
    }
    await typeNumber(calc.land, '')
    await calc.land.pressSequentially('2.5')
    // 2.5 m² × 0.9 / 0.045 = 50 seeds
    await expect(calc.figures.first()).toHaveText('50')
  })

  test('text the number field cannot read gives a hint, not a result', { tag: '@once' }, async ({ page }) => {
    await page.goto('/garlic')
    const calc = calculator(page)
    await calc.seeds.pressSequentially('1e')
    await expect(calc.figures).toHaveCount(0)
    await expect(calc.results).toContainText('not a number the calculator can read')
    await calc.seeds.press('3')
    // 1e3 = 1 000 seeds: 49.5 -> 50 m²
    await expect(calc.figures.first()).toHaveText('50 m²')
  })

  test('a shared address opens the same result', { tag: '@once' }, async ({ page }) => {
    await page.goto('/garlic?mode=landToSeeds&variety=shani&land=2&unit=hectare')
    const calc = calculator(page)
    await expect(calc.mode('Land Size to Seeds')).toBeChecked()
    await expect(calc.variety(shani.name)).toBeChecked()
    await expect(calc.land).toHaveValue('2')
    await expect(calc.unit).toHaveValue('hectare')
    await expect(calc.figures).toHaveText(twoHectaresShani)

    await page.goto('/garlic?mode=seedsToLand&variety=pink-egyptian&seeds=1000')
    await expect(calc.figures).toHaveText(thousandPinkEgyptian)
  })

  test('a bad or unknown address value falls back to the default', { tag: '@once' }, async ({ page }) => {
    await page.goto('/garlic?mode=sideways&variety=purple&seeds=lots&unit=furlong&land=%3Cb%3E')
    const calc = calculator(page)
    await expect(calc.mode('Seeds to Land Size')).toBeChecked()
    await expect(calc.variety(pinkEgyptian.name)).toBeChecked()
    await expect(calc.seeds).toHaveValue('')
    await expect(calc.results).toContainText('Enter the number of seeds')
    await calc.mode('Land Size to Seeds').check()
    await expect(calc.land).toHaveValue('')
    await expect(calc.unit).toHaveValue('sqm')
  })

  test('results restored from a shared address do not shift the page', async ({ page }) => {
    await page.goto('/garlic?mode=landToSeeds&variety=giant-elephant&land=1&unit=acre')
    await expect(calculator(page).figures.first()).toHaveText('45 527')
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) total += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 300)
        }),
    )
    expect(shift).toBe(0)
  })

  test('works with the keyboard alone', async ({ page }) => {
    // Following a link to the section makes it the starting point of keyboard navigation.
    await page.goto('/garlic#calculator')
    const calc = calculator(page)
    await page.keyboard.press('Tab')
    await expect(calc.mode('Seeds to Land Size')).toBeFocused()
    await expect(calc.mode('Seeds to Land Size')).toHaveCSS('outline-style', 'solid')
    await page.keyboard.press('ArrowRight')
    await expect(calc.mode('Land Size to Seeds')).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(calc.variety(pinkEgyptian.name)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(calc.variety(shani.name)).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(calc.land).toBeFocused()
    await page.keyboard.type('2')
    await page.keyboard.press('Tab')
    await expect(calc.unit).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(calc.unit).toHaveValue('hectare')
    await expect(calc.figures).toHaveText(twoHectaresShani)
  })
})

test.describe('Garlic Seed Calculator before its script arrives (a slow link)', () => {
  const waiting = 'Working out your figures…'

  test('a seed count typed early is kept, the panel says the figures are coming, and they appear when the script runs', { tag: '@once' }, async ({ page }) => {
    const { release } = await holdScripts(page)
    await page.goto('/garlic', { waitUntil: 'commit' })
    const calc = calculator(page)
    await expect(calc.results).toContainText('Enter the number of seeds', { useInnerText: true })
    await expect(calc.results).not.toContainText(waiting, { useInnerText: true })
    await typeNumber(calc.seeds, '1000')
    // Never the empty prompt once something is entered: the figures are on their way.
    await expect(calc.results).toContainText(waiting, { useInnerText: true })
    await expect(calc.results).not.toContainText('Enter the number of seeds', { useInnerText: true })
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive')
    // Enter in the box goes nowhere: the page neither reloads nor puts the figures in the address.
    await calc.seeds.press('Enter')
    await expect(page).toHaveURL(/\/garlic$/)

    release()
    await expect(calc.figures).toHaveText(thousandPinkEgyptian)
    await expect(calc.seeds).toHaveValue('1000')
    await expect(page).toHaveURL(/\/garlic\?mode=seedsToLand&variety=pink-egyptian&seeds=1000$/)
  })

  test('before the script, the mode switch shows the land field and its unit, and the panel its prompt', async ({ page }) => {
    const { release } = await holdScripts(page)
    await page.goto('/garlic', { waitUntil: 'commit' })
    const calc = calculator(page)
    await expect(calc.seeds).toBeVisible()
    await expect(calc.land).toBeHidden()
    await calc.mode('Land Size to Seeds').check()
    await expect(calc.land).toBeVisible()
    await expect(calc.unit).toBeVisible()
    await expect(calc.seeds).toBeHidden()
    await expect(calc.results).toContainText('Enter your land size to see how many seeds it takes.', { useInnerText: true })
    await expect(calc.results).not.toContainText('Enter the number of seeds', { useInnerText: true })
    await expect(calc.land).toHaveAccessibleDescription('At least 0,1 m².')
    await calc.unit.selectOption({ label: 'acre' })
    await expect(calc.land).toHaveAccessibleDescription('At least 0,1 acre.')
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive')
    release()
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
    await expect(calc.mode('Land Size to Seeds')).toBeChecked()
    await expect(calc.unit).toHaveValue('acre')
    await expect(calc.results).toContainText('Enter your land size to see how many seeds it takes.', { useInnerText: true })
    await expect(page).toHaveURL(/\?mode=landToSeeds&variety=pink-egyptian&unit=acre$/)
  })

  test('a mode, variety, unit and land size chosen early are the ones computed and written to the address, over its query', { tag: '@once' }, async ({ page }) => {
    const { release } = await holdScripts(page)
    // A shared address the visitor does not wait for: what they do wins over it.
    await page.goto('/garlic?mode=seedsToLand&variety=giant-elephant&seeds=5000', { waitUntil: 'commit' })
    const calc = calculator(page)
    await calc.mode('Land Size to Seeds').check()
    await calc.variety(shani.name).check()
    await typeNumber(calc.land, '2')
    await calc.unit.selectOption({ label: 'hectare' })
    await expect(calc.results).toContainText(waiting, { useInnerText: true })

    release()
    await expect(calc.figures).toHaveText(twoHectaresShani)
    await expect(calc.mode('Land Size to Seeds')).toBeChecked()
    await expect(calc.variety(shani.name)).toBeChecked()
    await expect(calc.unit).toHaveValue('hectare')
    await expect(page).toHaveURL(/\/garlic\?mode=landToSeeds&variety=shani&land=2&unit=hectare$/)
  })

  test('when the visitor did nothing before the script, the address decides', { tag: '@once' }, async ({ page }) => {
    const { release } = await holdScripts(page)
    await page.goto('/garlic?mode=landToSeeds&variety=shani&land=2&unit=hectare', { waitUntil: 'commit' })
    const calc = calculator(page)
    await expect(calc.mode('Seeds to Land Size')).toBeChecked()
    release()
    await expect(calc.figures).toHaveText(twoHectaresShani)
    await expect(calc.mode('Land Size to Seeds')).toBeChecked()
    await expect(page).toHaveURL(/\?mode=landToSeeds&variety=shani&land=2&unit=hectare$/)
  })

  test('text the box cannot read, typed early, gets its hint once the script runs', { tag: '@once' }, async ({ page }) => {
    const { release } = await holdScripts(page)
    await page.goto('/garlic', { waitUntil: 'commit' })
    const calc = calculator(page)
    await calc.seeds.pressSequentially('1e')
    await expect(calc.results).toContainText(waiting, { useInnerText: true })
    release()
    await expect(calc.results).toContainText('not a number the calculator can read')
    await expect(calc.seeds).toHaveAttribute('aria-invalid', 'true')
    await expect(calc.figures).toHaveCount(0)
  })
})

test.describe('Garlic Seed Calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the served HTML carries every variety with its figures', { tag: '@once' }, async ({ page, pageHealth, request }) => {
    pageHealth.expectScriptsBlocked()
    const html = await (await request.get('/garlic')).text()
    for (const text of ['Seed and land per variety', 'Seeds per hectare', ...en.seedVarieties.map((each) => each.stock), '112\u00a0500']) {
      expect(html).toContain(text)
    }

    await page.goto('/garlic')
    await expect(page.getByRole('form', { name: 'Calculator inputs' })).toBeHidden()
    const table = page.getByRole('region', { name: 'Seed and land per variety' }).getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText(['Variety', 'Plant × row spacing', 'Plants per m²', 'Seeds per hectare', 'Land per 1 000 seeds'])
    // Worked by hand for the specified spacings:
    // 15 × 30: 1 / 0.045 = 22,22; 10 000 × 0.9 / 0.045 = 200 000; 1 000 × 0.045 × 1.1 = 49.5 -> 50 m²
    // 12 × 25: 1 / 0.03 = 33,33; 9 000 / 0.03 = 300 000; 33 m². 20 × 40: 1 / 0.08 = 12,50; 9 000 / 0.08 = 112 500; 88 m²
    const byHand: Record<string, string[]> = {
      '15 × 30 cm': ['22,22', '200 000', '50 m²'],
      '12 × 25 cm': ['33,33', '300 000', '33 m²'],
      '20 × 40 cm': ['12,50', '112 500', '88 m²'],
    }
    await expect(table.getByRole('rowheader')).toHaveCount(en.seedVarieties.length)
    for (const each of en.seedVarieties) {
      const spacing = `${each.plantSpacingCm} × ${each.rowSpacingCm} cm`
      // A variety added with another spacing is held to the calculator's own rules instead.
      const figures = varietyFigures(each)
      const expected = byHand[spacing] ?? [formatNumber(figures.plantsPerSquareMetre, 2), formatNumber(figures.seedsPerHectare), `${formatNumber(figures.squareMetresPer1000Seeds)} m²`]
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: named(each.name) }) })
      await expect(row.getByRole('rowheader')).toContainText(each.stock)
      await expect(row.getByRole('cell')).toHaveText([spacing, ...expected])
    }
  })
})
