import { minifyPrintSheet, mostIds, raisePrintSheet, raiseSelector } from './print-sheet'

describe('the print sheet raised over the screen sheet', () => {
  test.each([
    ['.a{color:red}', 0],
    ['#main .a{color:red}', 1],
    ['.a:not(#\\#){color:red}', 1],
    ['.a:not(#\\#):not(#\\#){x:y}.b:not(#\\#):not(#\\#):not(#\\#) c, #x #y{x:y}', 3],
    // A colour, an attribute's value or a string is no ID.
    ['a[href="#top"]{color:#fff}.c{content:"#1"}', 0],
  ])('mostIds(%s) = %i', (css, ids) => {
    expect(mostIds(css)).toBe(ids)
  })

  test.each([
    ['h1', 2, 'h1:not(#\\#):not(#\\#)'],
    ['.print-document td', 1, '.print-document td:not(#\\#)'],
    ['a.profile-button::after', 1, 'a.profile-button:not(#\\#)::after'],
    ["a[href^='https://wa.me/']::after", 1, "a[href^='https://wa.me/']:not(#\\#)::after"],
    [
      'body:has(> .print-document) > :not(.print-document)',
      1,
      'body:has(> .print-document) > :not(.print-document):not(#\\#)',
    ],
  ])('raiseSelector(%s, %i)', (selector, steps, raised) => {
    expect(raiseSelector(selector, steps)).toBe(raised)
  })

  test('every rule is raised, the page box and keyframes are not, and nothing else changes', () => {
    const css =
      '@page { size: A4 } html, body { color: #000 !important } @media print { h2 ' +
      '{ font-size: 12pt } } @keyframes k { from { opacity: 0 } }'
    expect(raisePrintSheet(css, 1)).toBe(
      '@page { size: A4 } html:not(#\\#), body:not(#\\#) { color: #000 !important ' +
        '} @media print { h2:not(#\\#) { font-size: 12pt } } @keyframes k { from { ' +
        'opacity: 0 } }',
    )
    expect(raisePrintSheet(css, 0)).toBe(css)
  })
})

describe('minifyPrintSheet', () => {
  const css = [
    '/* A comment no visitor needs. */',
    '@page animal-sheet { margin: 10mm 12mm 11mm; }',
    'body:has(.animal-sheet):not(#\\#) { page: animal-sheet; }',
    'a[href^="http"]:not(#\\#)::after { content: " (" attr(href) ")"; color: #000000 !important; }',
  ].join('\n')
  const minified = minifyPrintSheet(css)

  it.each([
    ['the comment', 'A comment'],
    ['the line breaks between rules', '\n'],
  ])('drops %s', (_what, text) => {
    expect(minified.trim()).not.toContain(text)
  })

  it.each([
    ['the named page', '@page animal-sheet{margin:10mm 12mm 11mm}'],
    ['the specificity step', 'body:has(.animal-sheet):not(#\\#){page:animal-sheet}'],
    ['the written-out address, its string as it was', 'content:" (" attr(href) ")"'],
    ['!important', '!important'],
  ])('keeps %s', (_what, text) => {
    expect(minified).toContain(text)
  })
})
