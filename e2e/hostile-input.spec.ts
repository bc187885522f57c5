import fc from 'fast-check'
import type { Page } from '@playwright/test'
import { contactForm, outboxFor, senderFor, toaster } from './support/contact-sink'
import { en } from './support/content'
import { expect, test } from './support/fixtures'
import { typeNumber } from './support/page-checks'

/**
 * Random and adversarial text, driven through the real form and calculator in Chromium. Each
 * property runs a bounded number of cases (a browser round trip each) with a fixed seed, so a
 * failure is reproducible; fast-check shrinks it to the smallest failing input.
 */
const adversarial = [
  '<script>window.__pwned = true</script>',
  '<img src=x onerror="window.__pwned = true">',
  '"><svg onload="window.__pwned=true">',
  "'; DROP TABLE enquiries; --",
  '\u202eevil.exe\u202c right-to-left override',
  'שלום, אני רוצה שום', // Hebrew, right to left
  'مرحبا ثوم', // Arabic
  'zero\u200bwidth\u200djoiner\ufeff',
  '🧄🐄 garlic and cattle 👩🏽‍🌾',
  '   \t  ',
  'Café Ümlaut Ñandú — “quotes” ‘single’',
  '1e309',
  '-0',
  'NaN',
  '{{from_name}} ${process.env}',
]

const hostileText = fc.oneof(
  fc.constantFrom(...adversarial),
  fc.string({ unit: 'binary-ascii', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.constant('x'.repeat(10_000)),
)

const cases = { seed: 20261123, numRuns: 12, endOnFailure: true }

/** Fails the test if any injected markup ran or rendered as elements. */
async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined()
  expect(await page.locator('main img[src="x"], main svg[onload], main script:not([src]):not([type])').count()).toBe(0)
}

test.describe('hostile input', { tag: '@desktop' }, () => {
  test('the contact form keeps, checks and sends exactly what was typed, and never runs it', async ({
    page,
    pageHealth,
  }, testInfo) => {
    test.setTimeout(240_000)
    page.on('dialog', (dialog) => {
      pageHealth.problems.push(`a dialog opened: ${dialog.message()}`)
      void dialog.dismiss()
    })
    const sender = senderFor(testInfo)
    await page.goto('/bonsmara#contact')
    const form = contactForm(page)
    let sent = 0

    await fc.assert(
      fc.asyncProperty(hostileText, hostileText, async (name, message) => {
        await form.email.fill(sender)
        await form.name.fill(name)
        await form.message.fill(message)
        await form.phone.fill('')
        // What the boxes hold after their own length limits: what the visitor actually typed.
        const typedName = await form.name.inputValue()
        const typedMessage = await form.message.inputValue()
        await form.send.click()

        const nameOk = typedName.trim() !== ''
        const messageOk = typedMessage.trim() !== ''
        if (nameOk && messageOk) {
          await expect(page.locator(toaster).getByText(en.contact.toasts.sent.title).last()).toBeVisible()
          await expect(form.name).toHaveValue('')
          sent += 1
          const last = outboxFor(sender).at(-1)!
          expect(outboxFor(sender)).toHaveLength(sent)
          // Trimmed, and otherwise exactly as typed: no escaping, no stripping, no markup lost.
          expect(last.template_params.from_name).toBe(typedName.trim())
          expect(last.template_params.message).toBe(typedMessage.trim())
          expect(last.template_params.subject).toBe(en.bonsmara.contact.subject)
        } else {
          await expect(page.locator(toaster).getByText(en.contact.toasts.invalid.description).last()).toBeVisible()
          if (!nameOk) await expect(page.getByText(en.contact.validation.nameRequired)).toBeVisible()
          if (!messageOk) await expect(page.getByText(en.contact.validation.messageRequired)).toBeVisible()
          // Nothing typed is lost on a failed check.
          await expect(form.name).toHaveValue(typedName)
          await expect(form.message).toHaveValue(typedMessage)
        }
        await expectNothingInjected(page)
      }),
      cases,
    )
    test
      .info()
      .annotations.push({ type: 'hostile inputs tried', description: `${cases.numRuns} form cases, ${sent} sent` })
  })

  test('the calculator shows a finite result or a hint for any typed text, and never crashes', async ({ page }) => {
    test.setTimeout(240_000)
    await page.goto('/garlic#calculator')
    const seeds = page.getByLabel(en.calculator.seeds.label, { exact: true })
    const results = page.getByRole('region', { name: en.calculator.results.heading })

    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        await typeNumber(seeds, '')
        await seeds.pressSequentially(text.slice(0, 40))
        const shown = await results.innerText()
        expect(shown).not.toMatch(/NaN|Infinity|\de[+-]?\d/)
        await expectNothingInjected(page)
      }),
      cases,
    )
  })

  test('a shared calculator address with hostile values falls back safely', async ({ page }) => {
    test.setTimeout(240_000)
    const results = page.getByRole('region', { name: en.calculator.results.heading })
    await fc.assert(
      fc.asyncProperty(hostileText, fc.constantFrom('seeds', 'land', 'unit', 'variety', 'mode'), async (value, key) => {
        const query = new URLSearchParams({
          mode: 'landToSeeds',
          land: '2',
          unit: 'hectare',
          [key]: value.slice(0, 300),
        })
        await page.goto(`/garlic?${query.toString()}`)
        await expect(page.getByRole('heading', { name: en.calculator.heading })).toBeVisible()
        const shown = await results.innerText()
        expect(shown).not.toMatch(/NaN|Infinity|\de[+-]?\d/)
        await expectNothingInjected(page)
      }),
      cases,
    )
  })
})
