import { errorWords } from '@/components/errors/error-words'

const built = JSON.stringify({
  words: {
    heading: { en: 'Unexpected Application Error!', af: 'Onverwagte toepassingsfout!' },
    retry: { en: 'Try again', af: 'Probeer weer' },
    home: { en: 'Return to Home', af: 'Terug na die tuisblad' },
    unknown: { en: 'Something went wrong.', af: 'Iets het skeefgeloop.' },
  },
  home: { en: '/', af: '/af' },
})

describe('errorWords', () => {
  test.each([
    ['en-ZA', 'Unexpected Application Error!', '/'],
    ['af-ZA', 'Onverwagte toepassingsfout!', '/af'],
    ['AF', 'Onverwagte toepassingsfout!', '/af'],
    // No language, or one the site is not written in: the first.
    ['', 'Unexpected Application Error!', '/'],
    ['zu-ZA', 'Unexpected Application Error!', '/'],
  ])('a page in %p gets %p and a home link to %p', (lang, heading, homeHref) => {
    expect(errorWords(built, lang)).toMatchObject({ heading, homeHref })
  })

  test('without the built words it says where they come from', () => {
    expect(() => errorWords(undefined, 'en')).toThrow(/next\.config\.mjs/)
  })
})
