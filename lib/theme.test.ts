import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pageBackground } from './theme'

test("pageBackground is the style sheet's cream-50, the colour every page is drawn on", () => {
  const css = readFileSync(path.join(__dirname, '..', 'app', 'globals.css'), 'utf8')
  expect(/--color-cream-50:\s*(#[0-9a-f]{6})\s*;/i.exec(css)?.[1]?.toLowerCase()).toBe(pageBackground)
})
