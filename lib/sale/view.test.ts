import { catalogueQueryNames, catalogueSearch, defaultView, readView, writeView } from './view'

describe('the view in the address', () => {
  test.each([
    ['', defaultView],
    ['?sort=weaning205', { ...defaultView, sort: 'weaning205', direction: 'desc' }],
    ['?sort=birthWeight', { ...defaultView, sort: 'birthWeight', direction: 'asc' }],
    [
      '?sort=weaning205&dir=asc&sex=heifer&status=available',
      { ...defaultView, sort: 'weaning205', direction: 'asc', sex: 'heifer', status: 'available' },
    ],
    ['?sort=ebv-birth', { ...defaultView, sort: 'ebv-birth', direction: 'asc' }],
    ['?sort=ebv-weaning&acc=70', { ...defaultView, sort: 'ebv-weaning', direction: 'desc', minAccuracy: 70 }],
    [
      '?sort=index-weaner&sire=jldt-17-012',
      { ...defaultView, sort: 'index-weaner', direction: 'desc', sire: 'jldt-17-012' },
    ],
    ['?sort=<script>&dir=up&sex=cow&status=', defaultView],
    ['?sort=constructor&sex=toString', defaultView],
    // An index or a sire the sale does not have, an accuracy not offered: the default for that part.
    ['?sort=index-gone&sire=gone-1&acc=65', defaultView],
    ['?acc=-1', defaultView],
  ] as const)('%s', (search, view) => {
    expect(readView(search, { indexes: ['weaner'], sires: ['jldt-17-012'] })).toEqual(view)
  })

  test.each([
    ['?status=withdrawn', ['auction', 'withdrawn'], 'withdrawn'],
    ['?status=subjectToConfirmation', ['auction', 'sold', 'subjectToConfirmation'], 'subjectToConfirmation'],
    // A status none of the sale's animals has: the whole list, which the form can show again.
    ['?status=sold', ['auction', 'withdrawn'], 'all'],
    ['?status=available', [], 'all'],
  ] as const)('%s with animals %j filters by %s', (search, statuses, status) => {
    expect(readView(search, { indexes: [], sires: [], statuses }).status).toBe(status)
  })

  test.each([
    [defaultView, ''],
    [{ ...defaultView, sort: 'weaning205', direction: 'desc' }, '?sort=weaning205'],
    [{ ...defaultView, sort: 'weaning205', direction: 'asc' }, '?sort=weaning205&dir=asc'],
    [{ ...defaultView, sex: 'bull', status: 'auction' }, '?sex=bull&status=auction'],
    [
      { ...defaultView, sort: 'ebv-weaning', direction: 'desc', sire: 'jldt-17-012', minAccuracy: 80 },
      '?sort=ebv-weaning&sire=jldt-17-012&acc=80',
    ],
  ] as const)('%j is written %s and read back the same', (view, search) => {
    expect(writeView(view)).toBe(search)
    expect(readView(search, { indexes: [], sires: ['jldt-17-012'] })).toEqual(view)
  })
})

describe('the whole address: the view, a shared shortlist, a comparison', () => {
  test.each([
    [defaultView, [], [], ''],
    [defaultView, ['jldt-21-045', 'jldt-22-003'], [], '?shortlist=jldt-21-045.jldt-22-003'],
    [defaultView, [], ['jldt-21-045', 'jldt-22-003'], '?compare=jldt-21-045.jldt-22-003'],
    [
      { ...defaultView, sort: 'weaning205', direction: 'desc', sex: 'bull' },
      ['jldt-21-045'],
      ['jldt-21-045', 'jldt-21-051'],
      '?sort=weaning205&sex=bull&shortlist=jldt-21-045&compare=jldt-21-045.jldt-21-051',
    ],
  ] as const)('%j with %j and %j is %s', (view, shared, comparing, search) => {
    expect(catalogueSearch(view, shared, comparing)).toBe(search)
  })
})

describe('catalogueQueryNames', () => {
  test('name every part the catalogue writes into its address, and nothing else', () => {
    const everything = catalogueSearch(
      { sort: 'ebv-weaning', direction: 'asc', sex: 'bull', status: 'available', sire: 'jldt-17-012', minAccuracy: 70 },
      ['a', 'b'],
      ['a', 'b'],
    )
    expect([...new URLSearchParams(everything).keys()].sort()).toEqual([...catalogueQueryNames].sort())
  })
})
