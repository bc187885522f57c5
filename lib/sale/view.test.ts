import { catalogueSearch, defaultView, readView, writeView } from './view'

describe('the view in the address', () => {
  test.each([
    ['', defaultView],
    ['?sort=weaning205', { ...defaultView, sort: 'weaning205', direction: 'desc' }],
    ['?sort=birthWeight', { ...defaultView, sort: 'birthWeight', direction: 'asc' }],
    [
      '?sort=weaning205&dir=asc&sex=heifer&status=available',
      { sort: 'weaning205', direction: 'asc', sex: 'heifer', status: 'available' },
    ],
    ['?sort=<script>&dir=up&sex=cow&status=', defaultView],
    ['?sort=constructor&sex=toString', defaultView],
  ] as const)('%s', (search, view) => {
    expect(readView(search)).toEqual(view)
  })

  test.each([
    [defaultView, ''],
    [{ ...defaultView, sort: 'weaning205', direction: 'desc' }, '?sort=weaning205'],
    [{ ...defaultView, sort: 'weaning205', direction: 'asc' }, '?sort=weaning205&dir=asc'],
    [{ sort: 'lot', direction: 'asc', sex: 'bull', status: 'auction' }, '?sex=bull&status=auction'],
  ] as const)('%j is written %s and read back the same', (view, search) => {
    expect(writeView(view)).toBe(search)
    expect(readView(search)).toEqual(view)
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
