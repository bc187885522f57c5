import { saleView } from '@/components/catalogue/sale-view'
import { languageCodes, languages } from '@/content/languages'
import { ebvRules, indexRule } from '@/lib/sale/breeding-values'
import { fillTemplate } from '@/lib/template'
import { accuracyText, ebvText, monthText, standingWords } from './ebv-words'

/** How the catalogue writes a breeding value, its accuracy and the animal's standing, in each language's words. */
const spoken = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe.each(languageCodes)('in %s', (language) => {
  const words = saleView(language).words.ebvs
  const unit = (key: keyof typeof words.units) => words.units[key]

  test.each([
    [ebvRules.weaning, 21.5, '+21,5 kg'],
    [ebvRules.weaning, 21, '+21 kg'],
    [ebvRules.birth, -0.9, '\u22120,9 kg'],
    [ebvRules.birth, 0.25, '+0,25 kg'],
    [ebvRules.birth, 0, '0 kg'],
    [ebvRules.firstCalving, -6.5, '\u22126,5 days'],
    [indexRule, 112, '112 points'],
    [indexRule, -3.5, '\u22123,5 points'],
  ] as const)('%j %s is written %j (its sign, its decimals as given, its unit)', (rule, value, english) => {
    const expected = english.replace(/ (kg|days|points)$/, (_, key: 'kg' | 'days' | 'points') => ` ${unit(key)}`)
    expect(spoken(ebvText(words, rule, value))).toBe(expected)
  })

  test('an accuracy is a whole per cent', () => {
    expect(spoken(accuracyText(72))).toBe('72 %')
  })

  const weaning = words.names.weaning
  const birth = words.names.birth
  test.each([
    ['top', { kind: 'top', percent: 10 }, weaning, fillTemplate(words.top, { percent: 10, trait: weaning.trait })],
    ['top 1 %', { kind: 'top', percent: 1 }, birth, fillTemplate(words.top, { percent: 1, trait: birth.trait })],
    // Better than the average: its words say what for, where the trait says.
    [
      'better below',
      { kind: 'below', better: true },
      birth,
      birth.betterFor ? `${words.below}, ${birth.betterFor}` : words.below,
    ],
    ['worse above', { kind: 'above', better: false }, birth, words.above],
    ['worse below', { kind: 'below', better: false }, weaning, words.below],
    ['at the average', { kind: 'at', better: false }, weaning, words.at],
  ] as const)('standing %s', (_, standing, trait, expected) => {
    expect(standingWords(words, trait, standing)).toBe(expected)
  })

  test('the evaluation’s month in the language’s own words', () => {
    const expected = new Intl.DateTimeFormat(languages[language].lang, { month: 'long', year: 'numeric' }).format(
      new Date(2027, 2, 15),
    )
    expect(monthText(languages[language].lang, '2027-03')).toBe(expected)
    expect(monthText('en-ZA', '2027-03')).toBe('March 2027')
  })
})
