import {
  saleDayLanguage,
  southAfricanClock,
  storedCopyNotice,
  storedMoment,
  withStoredCopyNotice,
  type SaleDayPlan,
} from './sale-day'

const plan: SaleDayPlan = {
  days: ['2027-05-14'],
  catalogues: { '/bonsmara/catalogue': 'en', '/af/bonsmara/katalogus': 'af' },
  notices: {
    en: {
      text: 'Offline: the copy kept on {stored}.',
      months: ['January', 'February', 'March', 'April', 'May'],
      padDay: true,
    },
    af: {
      text: 'Aflyn: <gehou> op {stored} & later.',
      months: ['Januarie', 'Februarie', 'Maart', 'April', 'Mei'],
      padDay: false,
    },
  },
}

describe('the auction’s day in the worker', () => {
  const at = (moment: string) => Date.parse(moment)
  test.each([
    ['the catalogue on the day', '/bonsmara/catalogue', '2027-05-14T08:00:00Z', 'en'],
    ['an animal’s page', '/af/bonsmara/katalogus/jldt-24-045', '2027-05-14T08:00:00Z', 'af'],
    ['an animal’s payload', '/bonsmara/catalogue/jldt-24-045.txt', '2027-05-14T08:00:00Z', 'en'],
    ['the catalogue’s own payload beside it', '/bonsmara/catalogue.txt', '2027-05-14T08:00:00Z', 'en'],
    ['the calendar file', '/bonsmara/catalogue/sale.ics', '2027-05-14T08:00:00Z', 'en'],
    ['the day starts at midnight in South Africa (22:00 UTC)', '/bonsmara/catalogue', '2027-05-13T22:00:00Z', 'en'],
    ['and ends at midnight there', '/bonsmara/catalogue', '2027-05-14T22:00:00Z', undefined],
    ['the day before', '/bonsmara/catalogue', '2027-05-13T08:00:00Z', undefined],
    ['another page on the day', '/bonsmara', '2027-05-14T08:00:00Z', undefined],
    ['a page whose address only starts the same', '/bonsmara/catalogues', '2027-05-14T08:00:00Z', undefined],
  ])('%s: %s', (_what, path, now, language) => {
    expect(saleDayLanguage(plan, new URL(path, 'https://www.example.com'), at(now))).toBe(language)
  })

  test.each([
    ['2027-05-14T07:12:00Z', 'en', '14 May 2027, 09:12'],
    ['2027-05-03T21:59:00Z', 'en', '03 May 2027, 23:59'],
    ['2027-05-03T22:05:00Z', 'af', '4 Mei 2027, 00:05'],
  ])('kept at %s, written in %s as %s', (moment, language, written) => {
    expect(storedMoment(plan.notices[language]!, at(moment))).toBe(written)
  })

  test('the notice says when, in the page’s words, its own words escaped', () => {
    expect(storedCopyNotice(plan, 'af', at('2027-05-14T07:12:00Z'))).toBe(
      '<p class="stored-copy fixed inset-x-0 bottom-0 border-t-2 border-ochre-600 bg-wheat-300 px-5 py-3">' +
        '<strong>Aflyn: &lt;gehou&gt; op 14 Mei 2027, 09:12 &amp; later.</strong></p>',
    )
    expect(storedCopyNotice(plan, 'xh', 0)).toBeUndefined()
  })

  test('South Africa’s clock', () => {
    expect(southAfricanClock(at('2027-05-14T22:30:00Z'))).toEqual({ day: '2027-05-15', hours: '00', minutes: '30' })
  })

  test.each([
    ['<html><body class="font-sans"><a>Skip</a>', '<html><body class="font-sans pb-28"><p>N</p><a>Skip</a>'],
    ['<html><body><a>Skip</a>', '<html><body class="pb-28"><p>N</p><a>Skip</a>'],
    ['<body data-x="1"><main>', '<body data-x="1" class="pb-28"><p>N</p><main>'],
  ])('the notice goes first in the body, its end clear of it: %s', (html, expected) => {
    expect(withStoredCopyNotice(html, '<p>N</p>')).toBe(expected)
  })
})
