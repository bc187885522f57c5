/**
 * The browser policy kept by the build (docs/browsers.md): every script the site sends parses at the
 * policy's ECMAScript level, and every feature of its style sheet is either read by every engine of
 * the policy or on a short list below that says why its absence costs a visitor nothing. A
 * dependency update that brings back syntax or CSS those phones cannot read fails here.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, type Options } from 'acorn'
import postcss, { type AcceptedPlugin, type AtRule, type Declaration, type Node, type Rule } from 'postcss'
import { everyBrowserEcmaVersion, policyBrowsers, policyEcmaVersion } from '../../scripts/site/browser-policy'
import { outDir } from '../../scripts/site/build-state'
import { pageScript, stalledMailFile, starterCode } from '../../scripts/build-steps/content-first'
import { offlinePageFiles } from '../../scripts/build-steps/offline-pages'
import { htmlFiles, isEditorFile, siteFiles } from '../../scripts/site/out-files'
import { exportedFile } from './exported-site'
// doiuse's own types are not reachable through its package exports; this is the part used here.
type FeatureUsage = { feature: string; featureData?: { missing?: string; partial?: string }; usage: Node }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const doiuse = require('doiuse') as (options: {
  browsers: string[]
  onFeatureUsage: (usage: FeatureUsage) => void
}) => AcceptedPlugin
// The style sheet's own step that writes `:where()` rules again without it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { lowerSelector, splitSelectorList } = require('../../scripts/build-steps/older-engines-css.js') as {
  lowerSelector: (selector: string) => string[]
  splitSelectorList: (list: string) => string[]
}

const parseError = (code: string, ecmaVersion: Options['ecmaVersion']): string | null => {
  try {
    parse(code, { ecmaVersion, sourceType: 'script' })
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

// The content editor at /admin/ is the owner's tool, for today's browsers (docs/browsers.md).
const scripts = siteFiles(outDir).filter((file) => file.endsWith('.js') && !isEditorFile(file))
const styleSheets = siteFiles(outDir).filter(
  (file) => file.endsWith('.css') && !isEditorFile(file) && file !== 'print.css',
)

describe(
  `every script the site sends parses as ES${policyEcmaVersion}, the level of ` + `every engine of the policy`,
  () => {
    test('there are scripts to check', () => {
      expect(scripts.length).toBeGreaterThan(5)
      expect(scripts).toContain('sw.js')
    })

    test.each(scripts)('out/%s', (file) => {
      expect(parseError(exportedFile(file).toString('utf8'), policyEcmaVersion)).toBeNull()
    })

    const pages = htmlFiles(outDir).filter((file) => !isEditorFile(file))
    test.each(pages)(
      'out/%s: its inline scripts too, and its starter as ES5, which every browser that runs scripts parses',
      (file) => {
        const html = exportedFile(file).toString('utf8')
        const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
          ([, attributes, code]) => !/\bsrc=|type="application\/ld\+json"/.test(attributes!) && code!.trim(),
        )
        for (const [, , code] of inline) expect(parseError(code!, policyEcmaVersion)).toBeNull()
        // The offline pages are written without any script (scripts/build-steps/offline-pages.ts).
        if (offlinePageFiles().includes(file)) return expect(inline).toEqual([])
        expect(html).toMatch(new RegExp(`<script data-chunks="[^"]*"(?: data-payload="[^"]*")?>`))
        expect(html).toContain(`>${starterCode()}</script></body>`)
      },
    )

    test('the starter and the file a stalled page fetches parse as ES5; an ES2015 line would be caught', () => {
      expect(parseError(starterCode(), everyBrowserEcmaVersion)).toBeNull()
      // The shared file is for the policy's engines: the starter stands in for it elsewhere.
      expect(scripts).toContain(pageScript().path.slice(1))
      expect(parseError(exportedFile(stalledMailFile).toString('utf8'), everyBrowserEcmaVersion)).toBeNull()
      expect(parseError('const late = () => 1', everyBrowserEcmaVersion)).not.toBeNull()
      expect(parseError('a ||= b', policyEcmaVersion)).not.toBeNull()
    })
  },
)

/** A node of the style sheet as it reads in a message: its selector and declaration, or its at-rule. */
function describeNode(node: Node): string {
  if (node.type === 'decl') {
    const declaration = node as Declaration
    return `${(declaration.parent as Rule | undefined)?.selector ?? ''} { ${declaration.prop}: ${declaration.value} }`
  }
  if (node.type === 'rule') return (node as Rule).selector
  if (node.type === 'atrule') return `@${(node as AtRule).name} ${(node as AtRule).params}`
  return node.type
}

const insideSupports = (node: Node, params: string): boolean => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'atrule' && (parent as AtRule).params === params) return true
  return false
}
const ruleOf = (node: Node): Rule | undefined =>
  node.type === 'rule' ? (node as Rule) : node.parent?.type === 'rule' ? (node.parent as Rule) : undefined

/**
 * What the style sheet may use that some engine of the policy lacks or reads in part, and why that
 * costs its visitors nothing they need. Each is checked where the reason can be checked.
 */
const accepted: Record<string, { why: string; holds?: (node: Node, sheet: string) => boolean }> = {
  'css-matches-pseudo': {
    why:
      '`:where()` and `:is()` (Chromium 87 reads neither): every such rule is ' +
      'followed by its copy without them, for that engine ' +
      '(scripts/build-steps/older-engines-css.js); Lightning CSS adds `:-webkit-any()` ' +
      'for `:is()`.',
    holds: (node) => {
      const rule = ruleOf(node)
      // Lightning CSS's prefixed copies of an `:is()` rule (whose own copy is checked with it), and a
      // class name with an escaped colon, need none.
      if (
        !rule ||
        /:-(webkit|moz)-any\(/.test(rule.selector) ||
        !/:(where|is)\(/.test(rule.selector.replace(/\\:/g, ''))
      )
        return true
      const lowered = splitSelectorList(rule.selector)
        .flatMap(lowerSelector)
        .filter((each) => !/:(where|is)\(/.test(each))
      const copy = rule.next()
      if (copy?.type !== 'atrule' || (copy as AtRule).params !== 'not selector(:where(*))') return lowered.length === 0
      const copied = new Set(
        (copy as AtRule).nodes!.flatMap((each) => (each.type === 'rule' ? (each as Rule).selectors : [])),
      )
      return lowered.every((each) => copied.has(each))
    },
  },
  'css-not-sel-list': {
    why:
      'A list inside `:not()` (Chromium 87, Firefox before 84): none is used; ' +
      'doiuse flags a `:not()` of one selector too (`:not(:last-child)`, ' +
      '`:not([open])`).',
    holds: (node) => {
      const rule = ruleOf(node)
      return (
        !rule ||
        [...rule.selector.matchAll(/:not\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)].every(
          ([, argument]) => !/[,\s>+~]/.test(argument!.trim()),
        )
      )
    },
  },
  'css-has': {
    why:
      '`:has()` (before Chrome 105, Safari 15.4, Firefox 121) only for the ' +
      'calculator’s and planner’s states before their scripts run, each rule on ' +
      'its own so an engine drops nothing else; such an engine reads the ' +
      'calculator’s own marks under `@supports not selector(:has(*))` ' +
      '(app/globals.css).',
    holds: (node, sheet) => {
      const rule = ruleOf(node)
      return (
        !!rule &&
        splitSelectorList(rule.selector).every((selector) => selector.includes(':has(')) &&
        sheet.includes('@supports not selector(:has(*))')
      )
    },
  },
  'viewport-unit-variants': {
    why:
      '`dvh` (a phone’s visible height, before Chrome 108, Safari 15.4, Firefox ' +
      '101): only inside `@supports (height: 100dvh)`, after the same property in ' +
      '`vh`.',
    holds: (node, sheet) => {
      // The feature query that guards them names the unit itself.
      if (node.type === 'atrule')
        return (node as AtRule).name === 'supports' && (node as AtRule).params === '(height:100dvh)'
      const declaration = node as Declaration
      const rule = ruleOf(node)
      return (
        node.type === 'decl' &&
        !!rule &&
        insideSupports(node, '(height:100dvh)') &&
        new RegExp(`${declaration.prop}:[^;}]*\\b100vh`).test(sheet)
      )
    },
  },
  'css-focus-visible': {
    why:
      '`:focus-visible` (before Safari 15.4): such an engine draws the same ring ' +
      'on every focus (`@supports not selector(:focus-visible)`).',
    holds: (_node, sheet) => sheet.includes('@supports not selector(:focus-visible)'),
  },
  'css-backdrop-filter': {
    why:
      'The header’s blur (Firefox before 103, KaiOS): without it the bar is 95 % ' +
      'opaque, as Tailwind’s `@supports` fallback draws it.',
  },
  'css-scroll-behavior': { why: 'Smooth scrolling to an anchor (before Safari 15.4): the page jumps there instead.' },
  'css-file-selector-button': { why: 'Tailwind’s reset for file inputs: the site has none.' },
  'css-resize': { why: 'The message box’s resize handle: iOS never shows one; the box grows as a visitor types.' },
  'extended-system-fonts': {
    why:
      '`ui-sans-serif` and `ui-serif` lead the font stacks; every engine that ' +
      'lacks them reads the named fonts and generic family after them.',
  },
  // Partial support, in caniuse's notes for values or uses the site does not have.
  'css-appearance': {
    why:
      'Partial: `appearance` on elements other than form controls (Firefox before ' +
      '80, Safari before 15.4); used only on buttons, inputs and selects.',
  },
  'css-clip-path': {
    why: 'Partial: shapes from SVG references and `path()`; used only as `inset()` for text kept for screen readers.',
  },
  'css-masks': { why: 'Reported for the same `clip-path: inset()` (caniuse counts clipping with masks).' },
  'css-display-contents': {
    why:
      'Partial: engines that drop the role of an element drawn with `display: ' +
      'contents`; used only on a plain wrapper around the toaster, which has none.',
  },
  'css-gradients': {
    why:
      'Partial: Safari before 15.4 fades a colour into `transparent` through grey; ' +
      'the scroll cue fades white into transparent white (`#fff0`), which fades ' +
      'the same.',
  },
  'css-hyphens': {
    why:
      'Partial: hyphenation where the engine has the language’s patterns; ' +
      'elsewhere a long word breaks only where it must (`overflow-wrap: anywhere`).',
  },
  'css-logical-props': {
    why:
      'Partial: logical values of `float`, `clear` and `resize`; the site uses the ' +
      'logical margins, padding and insets, which every engine of the policy reads.',
  },
  'css-overflow': {
    why: 'Partial: the two-value `overflow` shorthand and `overflow: clip`; the site uses one value at a time.',
  },
  'css-sticky': {
    why:
      'Partial: `position: sticky` on a table’s head or rows (Chromium before 91); ' +
      'the site makes only boxes sticky (the estimate beside the planner).',
  },
  'css-text-indent': {
    why:
      'Partial: the `hanging` and `each-line` keywords; the site uses only ' +
      'Tailwind’s reset (`table { text-indent: 0 }`).',
  },
  'css3-tabsize': { why: 'Partial: `tab-size` lengths (KaiOS); the site shows no tab characters.' },
  multicolumn: {
    why: 'Reported for `column-gap`, which the site uses as the gap of grid and flex rows, not of text columns.',
  },
  'text-decoration': {
    why:
      'Partial: the current page’s underline is 2 px thick and ochre where the ' +
      'engine reads `text-decoration-thickness` (Chromium 89) and the shorthand’s ' +
      'style; elsewhere it is the usual underline.',
  },
}

describe('the style sheet against the policy’s browsers (doiuse over the built CSS)', () => {
  test('there is a style sheet to check', () => {
    expect(styleSheets.length).toBeGreaterThan(0)
  })

  test.each(styleSheets)(
    'out/%s uses nothing an engine of the policy lacks, beyond the accepted list, each reason holding',
    async (file) => {
      const sheet = exportedFile(file).toString('utf8')
      const found: { feature: string; node: Node; missing: string; partial: string }[] = []
      await postcss([
        doiuse({
          browsers: policyBrowsers(),
          onFeatureUsage: ({ feature, featureData, usage }) =>
            found.push({
              feature,
              node: usage,
              missing: featureData?.missing ?? '',
              partial: featureData?.partial ?? '',
            }),
        }),
      ]).process(sheet, { from: path.join(outDir, file) })
      const refused = found.filter(
        ({ feature, node }) =>
          !accepted[feature] || (accepted[feature].holds && !accepted[feature].holds!(node, sheet)),
      )
      expect(
        refused.map(
          ({ feature, node, missing, partial }) =>
            `${feature}: ${describeNode(node).slice(0, 160)} (missing in ` +
            `${missing || 'none'}; partial in ${partial || 'none'})`,
        ),
      ).toEqual([])
    },
  )

  test.each(styleSheets)(
    'out/%s has no at-rule an engine of the policy drops whole, and no colour without a fallback',
    (file) => {
      const sheet = exportedFile(file).toString('utf8')
      // A cascade layer or a container query: everything inside would be lost to Chromium 87.
      expect(sheet).not.toMatch(/@layer|@container|@scope|@starting-style/)
      // oklch() or color-mix() only inside `@supports (color: color-mix(...))`, after a plain colour.
      const root = postcss.parse(sheet)
      const unguarded: string[] = []
      root.walkDecls((declaration) => {
        if (
          /oklch\(|oklab\(|color-mix\(|lab\(|lch\(/.test(declaration.value) &&
          !insideSupports(declaration, '(color:color-mix(in lab, red, red))')
        )
          unguarded.push(describeNode(declaration))
      })
      expect(unguarded).toEqual([])
    },
  )

  test('the style sheet lint catches what it should: an unguarded :has() and a cascade layer', async () => {
    const found: string[] = []
    await postcss([
      doiuse({ browsers: policyBrowsers(), onFeatureUsage: ({ feature }) => found.push(feature) }),
    ]).process('@layer base { a { color: red } } .a:has(b), .c { color: red }', { from: undefined })
    expect(found).toEqual(expect.arrayContaining(['css-cascade-layers', 'css-has']))
    const node = postcss.parse('.a:has(b), .c { color: red }').first!
    expect(accepted['css-has']!.holds!(node, '')).toBe(false)
  })
})

test('the policy names its engines in package.json, where every pipeline reads them', () => {
  expect(policyBrowsers().length).toBeGreaterThan(3)
  expect(JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')).browserslist).toEqual(
    policyBrowsers(),
  )
})
