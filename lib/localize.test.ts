import { localize, Translations } from '@/lib/localize'

const words = (en: string, af: string) => new Translations({ en, af })

describe('localize', () => {
  const content = {
    heading: words('Our Services', 'Ons Dienste'),
    months: 5,
    tint: 'cattle',
    items: [
      { icon: 'cattle', title: words('Premium Breeding', 'Hoëgehalte-teling') },
      { icon: 'barn', title: words('Feedlot Finishing', 'Voerkraalafronding') },
    ],
    points: new Translations({ en: ['One', 'Two'], af: ['Een', 'Twee', 'Drie'] }),
    missing: undefined,
    nothing: null,
  }

  test.each<[string, unknown]>([
    [
      'en',
      {
        heading: 'Our Services',
        months: 5,
        tint: 'cattle',
        items: [
          { icon: 'cattle', title: 'Premium Breeding' },
          { icon: 'barn', title: 'Feedlot Finishing' },
        ],
        points: ['One', 'Two'],
        missing: undefined,
        nothing: null,
      },
    ],
    [
      'af',
      {
        heading: 'Ons Dienste',
        months: 5,
        tint: 'cattle',
        items: [
          { icon: 'cattle', title: 'Hoëgehalte-teling' },
          { icon: 'barn', title: 'Voerkraalafronding' },
        ],
        points: ['Een', 'Twee', 'Drie'],
        missing: undefined,
        nothing: null,
      },
    ],
  ])('in %p every text, however deep, is its words in that language; the rest is as it was', (language, expected) => {
    expect(localize(content, language)).toEqual(expected)
  })

  test('a language the content lacks is an error, never a silent fallback', () => {
    expect(() => localize({ heading: words('A', 'B') }, 'zu')).toThrow(/No zu version/)
  })

  test('the content itself is left as it was', () => {
    localize(content, 'af')
    expect(content.heading).toBeInstanceOf(Translations)
  })
})
