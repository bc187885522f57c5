import postcss from 'postcss'
// eslint-disable-next-line @typescript-eslint/no-require-imports
const olderEnginesCss = require('./older-engines-css.js') as {
  (): postcss.Plugin
  lowerSelector: (selector: string) => string[]
  splitSelectorList: (list: string) => string[]
}
const { lowerSelector, splitSelectorList } = olderEnginesCss

describe('splitSelectorList: the top-level commas only', () => {
  test.each([
    ['a, b', ['a', 'b']],
    [':is(a, b) c, d', [':is(a, b) c', 'd']],
    ['[title="a, b"], c', ['[title="a, b"]', 'c']],
    ['.x\\,y, z', ['.x\\,y', 'z']],
    ['a:not([x]), :where(b, c) > d', ['a:not([x])', ':where(b, c) > d']],
    ['', []],
  ])('%j', (list, parts) => {
    expect(splitSelectorList(list)).toEqual(parts)
  })
})

describe('lowerSelector: each alternative a :where() or :is() stands for, written in place', () => {
  test.each([
    ['.a', ['.a']],
    [':where(.space-y-4>:not(:last-child))', ['.space-y-4>:not(:last-child)']],
    ['input:where([type=button],[type=reset])', ['input[type=button]', 'input[type=reset]']],
    ['[hidden]:where(:not([hidden=until-found]))', ['[hidden]:not([hidden=until-found])']],
    [':is(:where(.group):is([open],:popover-open) .icon)', ['.group[open] .icon', '.group:popover-open .icon']],
    [':where(select:is([multiple],[size])) optgroup', ['select[multiple] optgroup', 'select[size] optgroup']],
    // Inside :not() an alternative is no rule of its own: left as it is.
    ['a:not(:is(.b, .c))', ['a:not(:is(.b, .c))']],
    [':where(.x) a:not(:is(.b, .c))', ['.x a:not(:is(.b, .c))']],
    // Unbalanced: left as it is, never half-lowered.
    [':where(.a', [':where(.a']],
  ])('%s', (selector, lowered) => {
    expect(lowerSelector(selector)).toEqual(lowered)
  })
})

describe('the plugin: a copy without :where() for engines that lack it, and nothing else changed', () => {
  // Spaces as PostCSS writes them do not matter here: the rules and their order do.
  const run = (css: string) =>
    postcss([olderEnginesCss()])
      .process(css, { from: undefined })
      .css.replace(/\s*([{}])\s*/g, ' $1 ')
      .replace(/\s+/g, ' ')
      .trim()

  test('a rule with :where() is followed by its lowered copy inside @supports not selector(:where(*))', () => {
    expect(run(':where(.space-y-4>:not(:last-child)) { margin-top: 1rem }')).toBe(
      ':where(.space-y-4>:not(:last-child)) { margin-top: 1rem } @supports not ' +
        'selector(:where(*)) { .space-y-4>:not(:last-child) { margin-top: 1rem } }',
    )
  })

  test('each alternative is a rule of its own, so one an old engine cannot read drops only itself', () => {
    const out = run(':is(:where(.g):is([open],:popover-open) .i) { display: block }')
    expect(out).toContain('.g[open] .i { display: block }')
    expect(out).toContain('.g:popover-open .i { display: block }')
    expect(out.match(/display: block/g)).toHaveLength(3)
  })

  test('inside @media the copy stays inside it; plain rules and keyframes are left alone', () => {
    const out = run(
      '@media (min-width: 40rem) { a:where(.x) { color: red } } b { color: blue } @keyframes k { from { opacity: 0 } }',
    )
    expect(out).toContain(
      '@media (min-width: 40rem) { a:where(.x) { color: red } @supports not ' +
        'selector(:where(*)) { a.x { color: red } } }',
    )
    expect(out).toContain('b { color: blue } @keyframes k { from { opacity: 0 } }')
  })

  test(
    "the layer of custom properties' starting values is opened in place; the " +
      "layers' order statement goes; any other layer stays",
    () => {
      const out = run(
        '@layer properties, base; @layer properties { @supports (x: y) { *, ::before ' +
          '{ --tw-shadow: 0 0 #0000 } } } a { color: red } @layer base { b { color: ' +
          'blue } }',
      )
      expect(out).toBe(
        '@supports (x: y) { *, ::before { --tw-shadow: 0 0 #0000 } } a { color: red } ' +
          '@layer base { b { color: blue } }',
      )
    },
  )

  test('a rule whose only :is() is inside :not() gets no copy', () => {
    expect(run('a:not(:is(.b, .c)) { color: red }')).toBe('a:not(:is(.b, .c)) { color: red }')
  })

  test('running it twice adds nothing more', () => {
    const once = run('a:where(.x) { color: red }')
    expect(run(once)).toBe(once)
  })
})
