import { fillTemplate, templateGaps, templateParts, templateProblem } from '@/lib/template'

describe('templateGaps', () => {
  test.each<[string, string[]]>([
    ['{tons} tons per hour', ['tons']],
    ['for {seeds} {variety} seeds, with {percent}% added', ['seeds', 'variety', 'percent']],
    ['no gaps at all', []],
    ['{pathways}% and again {pathways}%', ['pathways', 'pathways']],
    // Braces that are not a gap stay words.
    ['{ spaced } and {1} and {}', []],
  ])('%p has %p', (template, gaps) => {
    expect(templateGaps(template)).toEqual(gaps)
  })
})

describe('templateProblem', () => {
  test.each<[string, string[], string | null]>([
    ['{tons} tons per hour', ['tons'], null],
    ['{tons} ton per uur', ['tons'], null],
    ['{pathways}% and {pathways}%', ['pathways'], null],
    ['tons per hour', ['tons'], 'must contain {tons}'],
    ['{seeds} seeds', ['seeds', 'variety'], 'must contain {variety}'],
    ['{ton} tons per hour', ['tons'], 'must contain {tons}'],
    ['{tons} tons at {place}', ['tons'], 'has {place}, which this text cannot fill; use only {tons}'],
  ])('%p with gaps %p: %p', (template, gaps, problem) => {
    expect(templateProblem(template, gaps)).toBe(problem)
  })
})

describe('fillTemplate', () => {
  test.each<[string, Record<string, string | number>, string]>([
    ['{tons} tons per hour', { tons: '3' }, '3 tons per hour'],
    ['{variety} seeds for {land}', { variety: 'Shani', land: '20\u00a0000 m²' }, 'Shani seeds for 20\u00a0000 m²'],
    ['{pathways}% and {pathways}%', { pathways: 10 }, '10% and 10%'],
    // A gap nobody filled stays as it is, so the mistake is visible rather than silently blank.
    ['{a} and {b}', { a: 1 }, '1 and {b}'],
  ])('%p with %p is %p', (template, values, text) => {
    expect(fillTemplate(template, values)).toBe(text)
  })
})

describe('templateParts', () => {
  test('cuts at the gaps, in order, keeping the words between', () => {
    expect(templateParts('© {year} {holder}. All rights reserved.')).toEqual([
      { text: '© ' },
      { gap: 'year' },
      { text: ' ' },
      { gap: 'holder' },
      { text: '. All rights reserved.' },
    ])
  })

  test('a template that starts or ends with a gap has no empty words', () => {
    expect(templateParts('{a}x{b}')).toEqual([{ gap: 'a' }, { text: 'x' }, { gap: 'b' }])
    expect(templateParts('')).toEqual([])
  })
})
