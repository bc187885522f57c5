import type { Page } from '@playwright/test'
import { fillTemplate } from '../lib/template'
import { en } from './support/content'
import { expect, test } from './support/fixtures'
import { escapeRegExp, holdScripts, typeNumber } from './support/page-checks'

/**
 * The varieties by key: the keys, and the spacings the figures below are worked for by hand, are
 * the specification's (section 3); names and stock labels are the content's.
 */
function variety(key: string, plantSpacingCm: number, rowSpacingCm: number) {
  const found = en.seedVarieties.find((candidate) => candidate.key === key)
  if (!found) throw new Error(`content/garlic.yaml has no seed variety ${key}, which the specification lists`)
  expect(found, `the hand-worked figures assume ${key}'s specified spacing`).toMatchObject({
    plantSpacingCm,
    rowSpacingCm,
  })
  return found
}
const pinkEgyptian = variety('pink-egyptian', 15, 30)
const shani = variety('shani', 12, 25)
const named = (name: string) => new RegExp(`^${escapeRegExp(name)}`)
const { results, hints, units } = en.calculator

// The sums, hints, limits and address of every mode, variety and unit are component tests
// (components/calculator/GarlicSeedCalculator.test.tsx); here, what only a browser shows: the
// island taking over from the static HTML, the number box's own reading of what is typed, the
// keyboard, the layout. Expected figures are worked by hand in lib/calculator/garlic-calculator.test.ts.
function calculator(page: Page) {
  const results = page.getByRole('region', { name: en.calculator.results.heading })
  return {
    results,
    // The land, planting and water figures (the seed to order, after them, is e2e/seed-order.spec.ts's).
    figures: results.locator('dd:not([data-seed] dd)'),
    seeds: page.getByLabel(en.calculator.seeds.label, { exact: true }),
    land: page.getByLabel(en.calculator.land.label, { exact: true }),
    unit: page.getByLabel(en.calculator.unitLabel, { exact: true }),
    mode: (mode: keyof typeof en.calculator.modes) => page.getByRole('radio', { name: en.calculator.modes[mode] }),
    variety: (name: string) => page.getByRole('radio', { name: named(name) }),
  }
}

// 1000 Pink Egyptian seeds: 1000 × 0.045 × 1.1 = 49.5 -> 50 m²; 0.00495 ha -> 0,0050; 49.5 / 4046.86 -> 0,0122;
// water 495 L a week, × 4.33 = 2 143.35 -> 2 143, × 20 = 9 900
const thousandPinkEgyptian = [
  '50 m²',
  results.seedsToLandSummary
    .replace('{seeds}', '1 000')
    .replace('{variety}', pinkEgyptian.name)
    .replace('{percent}', '10'),
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

/** The page's layout shift so far, not counting shifts just after an input. */
/** The page's layout shift so far, not counting shifts just after an input. */
const layoutShift = (page: Page) =>
  page.evaluate(
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

test.describe('Garlic Seed Calculator', () => {
  test(
    'a decimal comma in the land size, which the field would drop, withholds results until fixed',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/garlic?mode=landToSeeds')
      const calc = calculator(page)
      await calc.land.pressSequentially('2,5')
      if ((await calc.land.inputValue()) === '2.5') {
        // Firefox reads a comma as the decimal mark of the page's language: 2,5 is 2.5, and worked out so.
        await expect(calc.figures.first()).toHaveText('50')
      } else {
        // Chromium and WebKit drop the comma: without the guard, 2,5 would be worked out as 25.
        await expect(calc.figures).toHaveCount(0)
        await expect(calc.results).toContainText(hints.decimalComma)
        await expect(calc.land).toHaveAttribute('aria-invalid', 'true')
      }
      await typeNumber(calc.land, '')
      await calc.land.pressSequentially('2.5')
      // 2.5 m² × 0.9 / 0.045 = 50 seeds
      await expect(calc.figures.first()).toHaveText('50')
    },
  )

  test('text the number field cannot read gives a hint, not a result', { tag: '@once' }, async ({ page }) => {
    await page.goto('/garlic')
    const calc = calculator(page)
    await calc.seeds.pressSequentially('1e')
    await expect(calc.figures).toHaveCount(0)
    await expect(calc.results).toContainText(hints.notANumber)
    await calc.seeds.press('3')
    // 1e3 = 1 000 seeds: 49.5 -> 50 m²
    await expect(calc.figures.first()).toHaveText('50 m²')
  })

  test('results restored from a shared address do not shift the page, opened at its top or at the calculator', async ({
    page,
  }) => {
    for (const fragment of ['', '#calculator']) {
      await page.goto(`/garlic?mode=landToSeeds&variety=giant-elephant&land=1&unit=acre${fragment}`)
      await expect(calculator(page).figures.first()).toHaveText('45 527')
      await expect(page.locator('[data-seed]')).toBeVisible()
      expect(await layoutShift(page), fragment || 'the top').toBe(0)
    }
  })

  test('works with the keyboard alone', async ({ page }) => {
    // Following a link to the section makes it the starting point of keyboard navigation.
    await page.goto('/garlic#calculator')
    const calc = calculator(page)
    await page.keyboard.press('Tab')
    await expect(calc.mode('seedsToLand')).toBeFocused()
    await expect(calc.mode('seedsToLand')).toHaveCSS('outline-style', 'solid')
    await page.keyboard.press('ArrowRight')
    await expect(calc.mode('landToSeeds')).toBeChecked()
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
  const waiting = results.waitingTitle

  test(
    'a seed count typed early is kept, the panel says the figures are coming, and they appear when the script runs',
    { tag: '@once' },
    async ({ page }) => {
      const { release } = await holdScripts(page)
      await page.goto('/garlic', { waitUntil: 'commit' })
      const calc = calculator(page)
      await expect(calc.results).toContainText(hints.emptySeeds, { useInnerText: true })
      await expect(calc.results).not.toContainText(waiting, { useInnerText: true })
      await typeNumber(calc.seeds, '1000')
      // Never the empty prompt once something is entered: the figures are on their way.
      await expect(calc.results).toContainText(waiting, { useInnerText: true })
      await expect(calc.results).not.toContainText(hints.emptySeeds, { useInnerText: true })
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive')
      // Enter in the box goes nowhere: the page neither reloads nor puts the figures in the address.
      await calc.seeds.press('Enter')
      await expect(page).toHaveURL(/\/garlic$/)

      release()
      await expect(calc.figures).toHaveText(thousandPinkEgyptian)
      await expect(calc.seeds).toHaveValue('1000')
      await expect(page).toHaveURL(/\/garlic\?mode=seedsToLand&variety=pink-egyptian&seeds=1000$/)
    },
  )

  test('before the script, the mode switch shows the land field and its unit, and the panel its prompt', async ({
    page,
  }) => {
    const { release } = await holdScripts(page)
    await page.goto('/garlic', { waitUntil: 'commit' })
    const calc = calculator(page)
    await expect(calc.seeds).toBeVisible()
    await expect(calc.land).toBeHidden()
    await calc.mode('landToSeeds').check()
    await expect(calc.land).toBeVisible()
    await expect(calc.unit).toBeVisible()
    await expect(calc.seeds).toBeHidden()
    await expect(calc.results).toContainText(hints.emptyLand, { useInnerText: true })
    await expect(calc.results).not.toContainText(hints.emptySeeds, { useInnerText: true })
    await expect(calc.land).toHaveAccessibleDescription(
      fillTemplate(en.calculator.land.help, { min: '0,1', unit: units.sqm }),
    )
    await calc.unit.selectOption({ label: units.acre })
    await expect(calc.land).toHaveAccessibleDescription(
      fillTemplate(en.calculator.land.help, { min: '0,1', unit: units.acre }),
    )
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive')
    release()
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
    await expect(calc.mode('landToSeeds')).toBeChecked()
    await expect(calc.unit).toHaveValue('acre')
    await expect(calc.results).toContainText(hints.emptyLand, { useInnerText: true })
    await expect(page).toHaveURL(/\?mode=landToSeeds&variety=pink-egyptian&unit=acre$/)
  })

  test(
    'a mode, variety, unit and land size chosen early are the ones computed and written to the address, over its query',
    { tag: '@once' },
    async ({ page }) => {
      const { release } = await holdScripts(page)
      // A shared address the visitor does not wait for: what they do wins over it.
      await page.goto('/garlic?mode=seedsToLand&variety=giant-elephant&seeds=5000', { waitUntil: 'commit' })
      const calc = calculator(page)
      await calc.mode('landToSeeds').check()
      await calc.variety(shani.name).check()
      await typeNumber(calc.land, '2')
      await calc.unit.selectOption({ label: units.hectare })
      await expect(calc.results).toContainText(waiting, { useInnerText: true })

      release()
      await expect(calc.figures).toHaveText(twoHectaresShani)
      await expect(calc.mode('landToSeeds')).toBeChecked()
      await expect(calc.variety(shani.name)).toBeChecked()
      await expect(calc.unit).toHaveValue('hectare')
      await expect(page).toHaveURL(/\/garlic\?mode=landToSeeds&variety=shani&land=2&unit=hectare$/)
    },
  )

  test(
    'when the visitor did nothing before the script, the address decides',
    { tag: ['@once', '@logic'] },
    async ({ page }) => {
      const { release } = await holdScripts(page)
      await page.goto('/garlic?mode=landToSeeds&variety=shani&land=2&unit=hectare', { waitUntil: 'commit' })
      const calc = calculator(page)
      await expect(calc.mode('seedsToLand')).toBeChecked()
      release()
      await expect(calc.figures).toHaveText(twoHectaresShani)
      await expect(calc.mode('landToSeeds')).toBeChecked()
      await expect(page).toHaveURL(/\?mode=landToSeeds&variety=shani&land=2&unit=hectare$/)
    },
  )

  test(
    'text the box cannot read, typed early, gets its hint once the script runs',
    { tag: '@once' },
    async ({ page }) => {
      const { release } = await holdScripts(page)
      await page.goto('/garlic', { waitUntil: 'commit' })
      const calc = calculator(page)
      await calc.seeds.pressSequentially('1e')
      await expect(calc.results).toContainText(waiting, { useInnerText: true })
      release()
      await expect(calc.results).toContainText(hints.notANumber)
      await expect(calc.seeds).toHaveAttribute('aria-invalid', 'true')
      await expect(calc.figures).toHaveCount(0)
    },
  )
})

test.describe('Garlic Seed Calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // The table's words and figures in the served HTML are checked over out/ (e2e/exported-html/) and in
  // the component test; here, that the style sheet hides the tool that cannot work and keeps the table.
  test('the form is hidden and the table of every variety is shown', { tag: '@once' }, async ({ page, pageHealth }) => {
    pageHealth.expectScriptsBlocked()
    await page.goto('/garlic')
    await expect(page.getByRole('form', { name: en.calculator.formLabel })).toBeHidden()
    const table = page.getByRole('region', { name: en.calculator.table.heading }).getByRole('table')
    await expect(table).toBeVisible()
    await expect(table.getByRole('rowheader')).toHaveCount(en.seedVarieties.length)
  })
})
