import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { transformSync } from 'esbuild'
import postcss from 'postcss'

/**
 * The print style sheet beside a screen style sheet without cascade layers.
 *
 * `public/print.css` wins over the screen's style sheet on paper: it was written when Tailwind's
 * rules sat in cascade layers, over which any rule outside them wins. The screen's sheet now has
 * no layers (for the engines of the browser policy that drop them, docs/browsers.md), so the print
 * sheet in out/ takes the same precedence by specificity: every selector gets one ID's weight more
 * than the weightiest selector of the screen's sheet (`:not(#\#)`, which matches every element),
 * and then meets the screen's rules as it met them before, winning.
 */

const specificityStep = ':not(#\\#)'

/** The most IDs in one selector of the screen's style sheet (its own `:not(#\#)` steps included). */
export function mostIds(screenCss: string): number {
  let most = 0
  postcss.parse(screenCss).walkRules((rule) => {
    for (const selector of rule.selectors) {
      // IDs outside attribute values and strings: `#` then a name.
      const bare = selector.replace(/\[[^\]]*\]|"[^"]*"|'[^']*'/g, '')
      most = Math.max(most, (bare.match(/#(?:\\.|[\w-])/g) ?? []).length)
    }
  })
  return most
}

/** One selector with `steps` of `:not(#\#)` on its last compound, before any pseudo-element. */
export function raiseSelector(selector: string, steps: number): string {
  const raise = specificityStep.repeat(steps)
  const pseudoElement =
    /(::?(?:before|after|marker|placeholder|selection|first-line|first-letter|backdrop)|::[a-z-]+)$/i.exec(selector)
  return pseudoElement ? `${selector.slice(0, pseudoElement.index)}${raise}${pseudoElement[0]}` : `${selector}${raise}`
}

/** The print sheet with every selector raised by `steps` (rules inside `@page` and keyframes left alone). */
export function raisePrintSheet(css: string, steps: number): string {
  if (steps === 0) return css
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    const parent = rule.parent
    if (parent?.type === 'atrule' && /keyframes$|^page$/.test((parent as postcss.AtRule).name)) return
    rule.selectors = rule.selectors.map((selector) => raiseSelector(selector, steps))
  })
  return root.toString()
}

/**
 * The print sheet as it travels: without its comments and spaces (every visitor's browser fetches it, on a screen
 * too). Written for the engines of the browser policy (package.json's browserslist, docs/browsers.md), so nothing is
 * rewritten into a syntax one of them cannot read.
 */
export function minifyPrintSheet(css: string): string {
  return transformSync(css, {
    loader: 'css',
    minify: true,
    target: ['chrome87', 'edge87', 'firefox78', 'opera73', 'safari14.1', 'ios14.5'],
    logLevel: 'warning',
  }).code
}

/**
 * Rewrites out/print.css to win over the screen's style sheets in out/, minified; returns the IDs' weight it was
 * given.
 */
export function writePrintSheet(outDir: string, screenSheets: readonly string[]): number {
  const steps = 1 + Math.max(0, ...screenSheets.map((file) => mostIds(readFileSync(path.join(outDir, file), 'utf8'))))
  const printFile = path.join(outDir, 'print.css')
  writeFileSync(printFile, minifyPrintSheet(raisePrintSheet(readFileSync(printFile, 'utf8'), steps)))
  return steps
}
