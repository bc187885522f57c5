import fc from 'fast-check'
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

describe('any valid template', () => {
  // Words without braces, gap names of letters, and values of any text without braces.
  const words = fc.string({ maxLength: 12 }).map((text) => text.replace(/[{}]/g, ''))
  const gapName = fc.constantFrom('seeds', 'variety', 'percent', 'amount', 'place')

  test('fills each of its gaps, wherever and however often it stands, and changes nothing else', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(words, gapName), { maxLength: 6 }),
        words,
        fc.dictionary(gapName, words),
        (pieces, tail, values) => {
          const template = pieces.map(([text, gap]) => `${text}{${gap}}`).join('') + tail
          const filled = fillTemplate(template, values)
          // Each gap with a value becomes that value; one without a value is left as written.
          expect(filled).toBe(
            pieces.map(([text, gap]) => `${text}${gap in values ? values[gap] : `{${gap}}`}`).join('') + tail,
          )
        },
      ),
      { seed: 11, numRuns: 1000 },
    )
  })

  test('is valid exactly when it has every gap it needs and no other', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(words, gapName), { maxLength: 6 }),
        fc.uniqueArray(gapName, { maxLength: 5 }),
        (pieces, needed) => {
          const template = pieces.map(([text, gap]) => `${text}{${gap}}`).join('')
          const used = new Set(pieces.map(([, gap]) => gap))
          const valid = needed.every((gap) => used.has(gap)) && [...used].every((gap) => needed.includes(gap))
          expect(templateProblem(template, needed) === null).toBe(valid)
          // Cut at its gaps and joined again, it is the same template.
          expect(
            templateParts(template)
              .map((part) => ('gap' in part ? `{${part.gap}}` : part.text))
              .join(''),
          ).toBe(template)
        },
      ),
      { seed: 12, numRuns: 1000 },
    )
  })
})
