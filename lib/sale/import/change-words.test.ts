import { changeWords, fieldWords, valueWords } from './change-words'

describe('a change of the dry run in the owner’s words', () => {
  test.each([
    ['ebvs.weaning.value', 'WW EBV', 'WW-teelwaarde'],
    ['ebvs.weaning.accuracy', 'WW EBV accuracy', 'WW-teelwaarde se akkuraatheid'],
    ['ebvs.birth.ratio', 'BW ratio', 'BW-verhouding'],
    ['ebvs', 'Breeding values', 'Teelwaardes'],
    ['figures.weaning205', '205-day weight', '205-dae-gewig'],
    ['pedigree.sireDam', 'Sire’s dam', 'Vaar se moer'],
    ['pedigree.sireDam.id', 'Sire’s dam ID', 'Vaar se moer-ID'],
    ['buyer.town', 'Buyer’s town', 'Koper se dorp'],
    ['indexes.weaner.accuracy', 'Index weaner accuracy', 'Indeks weaner se akkuraatheid'],
    ['status', 'Status', 'Status'],
    ['somethingNew', 'somethingNew', 'somethingNew'],
  ])('%s is “%s”, in Afrikaans “%s”', (path, en, af) => {
    expect(fieldWords(path, 'en')).toBe(en)
    expect(fieldWords(path, 'af')).toBe(af)
  })

  test.each([
    ['status', 'auction', 'on auction', 'op veiling'],
    ['status', 'notSold', 'not sold', 'onverkoop'],
    ['sex', 'heifer', 'heifer', 'vers'],
    ['buyer.consent', true, 'yes', 'ja'],
    ['price', undefined, '(none)', '(geen)'],
    ['price', null, '(none)', '(geen)'],
    ['price', 52000, '52000', '52000'],
    ['buyer', { town: 'Bethlehem' }, '{"town":"Bethlehem"}', '{"town":"Bethlehem"}'],
  ])('%s %j reads “%s”, in Afrikaans “%s”', (path, value, en, af) => {
    expect(valueWords(path, value, 'en')).toBe(en)
    expect(valueWords(path, value, 'af')).toBe(af)
  })

  test('a whole line', () => {
    expect(changeWords({ path: 'status', before: 'auction', after: 'sold' }, 'af')).toBe('Status: op veiling → verkoop')
    expect(changeWords({ path: 'ebvs.weaning.value', before: 10, after: 12 }, 'en')).toBe('WW EBV: 10 → 12')
  })
})
