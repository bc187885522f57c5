import { compareLimits, listQuery, parseStored, readCompare, readShortlist } from './shortlist'

describe('the shortlist and compare in the address', () => {
  const known = ['jldt-21-045', 'jldt-21-051', 'jldt-22-003', 'jldt-22-010', 'jldt-22-014']
  test.each([
    ['?shortlist=jldt-21-045.jldt-22-003', ['jldt-21-045', 'jldt-22-003']],
    ['?shortlist=JLDT-21-045.jldt-21-045', ['jldt-21-045']],
    ['?shortlist=gone-99.jldt-21-051', ['jldt-21-051']],
    ['?shortlist=', []],
    ['', []],
  ])('%s', (search, expected) => {
    expect(readShortlist(search, known)).toEqual(expected)
  })

  test.each([
    ['?compare=jldt-21-045', []],
    ['?compare=jldt-21-045.jldt-21-051', ['jldt-21-045', 'jldt-21-051']],
    [`?compare=${known.join('.')}`, known.slice(0, compareLimits.max)],
    ['?compare=jldt-21-045.jldt-21-045', []],
  ])('%s', (search, expected) => {
    expect(readCompare(search, known)).toEqual(expected)
  })

  test('a list written is read back the same', () => {
    const slugs = ['jldt-22-010', 'jldt-21-045']
    expect(readShortlist(`?${listQuery('shortlist', slugs)}`, known)).toEqual(slugs)
  })

  test.each([
    ['["jldt-21-045","gone"]', ['jldt-21-045']],
    ['{"a":1}', []],
    ['not json', []],
    ['[1,null,"jldt-22-003"]', ['jldt-22-003']],
    [null, []],
  ])('the device’s store %s', (stored, expected) => {
    expect(parseStored(stored, known)).toEqual(expected)
  })
})
