/**
 * The style sheet's last PostCSS step (postcss.config.mjs), for the engines of the browser policy
 * before 2021-22 (docs/browsers.md), which drop whatever they do not read, whole:
 *
 * - A cascade layer that only gives custom properties their starting values (Tailwind writes one,
 *   `properties`, at the top of the sheet, whatever layers the rest uses) is opened: first in the
 *   sheet and at the lowest weight (`*`), it loses to every later rule as it did as a layer. Any
 *   other layer is left as it is, for the checks over out/ to refuse.
 * - The rules that use `:where()` or an `:is()` around a complex selector are written again without
 *   them, for the engines that read neither (Chromium before 88, so Chrome and Android WebView 87,
 *   Samsung Internet 14). Tailwind writes its spacing, dividers, preflight and `group-*` variants so.
 *
 * Each copy is wrapped in `@supports not selector(:where(*))`, so an engine that reads `:where()`
 * never sees it and today's cascade is untouched; the engines that do see it (every one that lacks
 * `:where()` knows `@supports selector()`, from Chromium 83) get each alternative as a rule of its
 * own, so one selector an old engine does not know (`:popover-open`) drops only itself. A copy is a
 * little more specific than its original (`:where()` counts nothing, its contents do), which in
 * Tailwind's output only ever meets rules of the same kind, for the same elements.
 *
 * CommonJS with types in comments: Next's PostCSS step requires each plugin by its path, without a
 * compiler.
 */

const wrapperTest = 'selector(:where(*))'
const lowered = /:(where|is)\(/

/**
 * Splits a selector list at its top-level commas (not those inside parentheses, brackets or quotes).
 * @param {string} list
 * @returns {string[]}
 */
function splitSelectorList(list) {
  const parts = []
  let depth = 0
  let quote = ''
  let start = 0
  for (let index = 0; index < list.length; index++) {
    const char = list[index]
    if (char === '\\') {
      index++
      continue
    }
    if (quote) {
      if (char === quote) quote = ''
      continue
    }
    if (char === '"' || char === "'") quote = char
    else if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index).trim())
      start = index + 1
    }
  }
  parts.push(list.slice(start).trim())
  return parts.filter(Boolean)
}

/**
 * The index of the parenthesis that closes the one opened just before `from`.
 * @param {string} text
 * @param {number} from
 */
function closingParenthesis(text, from) {
  let depth = 1
  for (let index = from; index < text.length; index++) {
    const char = text[index]
    if (char === '\\') index++
    else if (char === '(') depth++
    else if (char === ')' && --depth === 0) return index
  }
  return -1
}

/**
 * The first `:where(` or `:is(` not inside another function's parentheses: inside `:not()` or
 * `:has()` an alternative cannot be written out as a rule of its own (`:not(:is(a, b))` is neither).
 * @param {string} selector
 * @returns {{ index: number, 0: string } | null}
 */
function topLevel(selector) {
  const pattern = new RegExp(lowered.source, 'g')
  for (let match = pattern.exec(selector); match; match = pattern.exec(selector)) {
    let depth = 0
    for (let index = 0; index < match.index; index++) {
      const char = selector[index]
      if (char === '\\') index++
      else if (char === '(') depth++
      else if (char === ')') depth--
    }
    if (depth === 0) return match
  }
  return null
}

/**
 * Every selector a complex selector stands for once each `:where(…)` and `:is(…)` in it is replaced
 * by one of its arguments: `a:where(.b, .c) d` gives `a.b d` and `a.c d`. An argument that is itself
 * a complex selector (`:is(.group[open] .icon)`) is written in place, which is what it matches when
 * it stands alone in its compound, as Tailwind writes it. A selector with neither is returned as it is.
 * @param {string} selector
 * @returns {string[]}
 */
function lowerSelector(selector) {
  const match = topLevel(selector)
  if (!match) return [selector]
  const open = match.index + match[0].length
  const close = closingParenthesis(selector, open)
  if (close < 0) return [selector]
  const before = selector.slice(0, match.index)
  const after = selector.slice(close + 1)
  return splitSelectorList(selector.slice(open, close)).flatMap((argument) =>
    lowerSelector(`${before}${argument}${after}`),
  )
}

/**
 * Whether a layer holds nothing but custom properties' starting values (through any `@supports`).
 * @param {import('postcss').AtRule} layer
 */
function onlyStartingValues(layer) {
  let only = true
  layer.walk((node) => {
    if (node.type === 'decl' && !node.prop.startsWith('--')) only = false
    if (node.type === 'atrule' && node.name !== 'supports') only = false
  })
  return only
}

/**
 * The PostCSS plugin: after each rule that uses `:where()` or a complex `:is()`, the same
 * declarations for each lowered selector, inside `@supports not selector(:where(*))`.
 * @returns {import('postcss').Plugin}
 */
function olderEnginesCss() {
  return {
    postcssPlugin: 'older-engines-css',
    OnceExit(root, { AtRule }) {
      root.walkAtRules('layer', (layer) => {
        // The statement that names the layers' order: nothing to order once they are open.
        if (!layer.nodes) return void layer.remove()
        if (onlyStartingValues(layer)) layer.replaceWith(layer.nodes)
      })
      root.walkRules((rule) => {
        if (!lowered.test(rule.selector)) return
        const parent = rule.parent
        if (
          parent &&
          parent.type === 'atrule' &&
          /** @type {import('postcss').AtRule} */ (parent).params === `not ${wrapperTest}`
        )
          return
        // Keyframe steps are not selectors.
        if (
          parent &&
          parent.type === 'atrule' &&
          /keyframes$/.test(/** @type {import('postcss').AtRule} */ (parent).name)
        )
          return
        // Already followed by its copy (the step ran before).
        const next = rule.next()
        if (
          next &&
          next.type === 'atrule' &&
          /** @type {import('postcss').AtRule} */ (next).params === `not ${wrapperTest}`
        )
          return
        const original = splitSelectorList(rule.selector)
        const selectors = [...new Set(original.flatMap(lowerSelector))].filter(
          (selector) => !topLevel(selector) && !original.includes(selector),
        )
        if (selectors.length === 0) return
        const wrapper = new AtRule({ name: 'supports', params: `not ${wrapperTest}` })
        for (const selector of selectors) wrapper.append(rule.clone({ selector }))
        rule.after(wrapper)
      })
    },
  }
}
olderEnginesCss.postcss = true

module.exports = olderEnginesCss
module.exports.lowerSelector = lowerSelector
module.exports.splitSelectorList = splitSelectorList
