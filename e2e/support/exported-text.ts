import type { Browser } from '@playwright/test'

/**
 * What an exported page says, read as a browser reads it (its HTML parsed, no script run, nothing
 * fetched) rather than from its markup, so a change of tags or whitespace that shows the same words
 * changes nothing here: each table row as its cells' texts.
 */
export type PageText = { rows: string[][] }

const collapse = (text: string | null) => (text ?? '').replace(/[ \t\r\n]+/g, ' ').trim()

export async function pageText(browser: Browser, html: string): Promise<PageText> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.route('**/*', (route) => route.abort())
    await page.setContent(html, { waitUntil: 'domcontentloaded' })
    const rows = await page
      .locator('tr')
      .evaluateAll((elements) =>
        elements.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent)),
      )
    return { rows: rows.map((cells) => cells.map(collapse)) }
  } finally {
    await context.close()
  }
}
