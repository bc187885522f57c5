import type { Field } from './import/columns'
import type { ImportedAnimal } from './import/steps/types'
import { differences, mergeImported, type StoredAnimal } from './merge'

const ancestor = { name: 'Kaptein', id: 'JLDT 17-012' }
const pedigree = {
  sire: ancestor,
  dam: ancestor,
  sireSire: ancestor,
  sireDam: ancestor,
  damSire: ancestor,
  damDam: ancestor,
}
const imported = (id: string, extra: Partial<ImportedAnimal> = {}): ImportedAnimal => ({
  id,
  sex: 'bull',
  born: '2024-09-14',
  status: 'available',
  pedigree,
  figures: { weaning205: 240 },
  ...extra,
})
const photo = { src: 'cattle/bonsmara-bull.svg', alt: { en: 'The bull in a paddock', af: 'Die bul in ’n kamp' } }
/** The columns of a plain export: the animal, its status, its pedigree and its 205-day weight. */
const plain = new Set<Field>(['id', 'sex', 'born', 'status', 'weaning205'])

describe('mergeImported', () => {
  test(
    'listed animals keep their places, new ones follow; the owner’s photos, video and note kept ' +
      'by ID, whatever its spacing or case; an animal not in the export stays',
    () => {
      const stored: StoredAnimal[] = [
        {
          id: 'jldt 24-045',
          name: 'Kaptein 45',
          sex: 'heifer',
          photos: [photo],
          video: 'https://example.com/v',
          note: { en: 'Calm bull.', af: 'Kalm bul.' },
          figures: { weaning205: 200 },
        },
        { id: 'JLDT 24-046', example: true, photos: [photo] },
      ]
      const { animals, changes } = mergeImported(
        stored,
        [imported('JLDT 24-050'), imported('JLDT 24-045', { figures: { weaning205: 252 } })],
        plain,
      )
      expect(animals).toEqual([
        {
          ...imported('JLDT 24-045', { figures: { weaning205: 252 } }),
          name: 'Kaptein 45',
          photos: [photo],
          video: 'https://example.com/v',
          note: { en: 'Calm bull.', af: 'Kalm bul.' },
        },
        stored[1],
        imported('JLDT 24-050'),
      ])
      expect(changes).toEqual([
        { id: 'JLDT 24-050', kind: 'new' },
        {
          id: 'JLDT 24-045',
          kind: 'updated',
          changes: [
            { path: 'id', before: 'jldt 24-045', after: 'JLDT 24-045' },
            { path: 'sex', before: 'heifer', after: 'bull' },
            { path: 'figures.weaning205', before: 200, after: 252 },
            { path: 'born', after: '2024-09-14' },
            { path: 'status', after: 'available' },
            { path: 'pedigree', after: pedigree },
          ],
        },
        { id: 'JLDT 24-046', kind: 'kept' },
      ])
      const named = mergeImported(stored, [imported('JLDT 24-050')], plain, ['jldt 24 046'])
      expect(named.animals.map((animal) => animal.id)).toEqual(['jldt 24-045', 'JLDT 24-050'])
      expect(named.changes.slice(1)).toEqual([
        { id: 'jldt 24-045', kind: 'kept' },
        { id: 'JLDT 24-046', kind: 'removed' },
      ])
      expect(mergeImported(stored, [imported('JLDT 24-050')], plain, 'all').animals.map((animal) => animal.id)).toEqual(
        ['JLDT 24-050'],
      )
    },
  )

  test('the export’s name wins over the stored one; nothing of an example is kept but its pictures and words', () => {
    const example = { id: 'A1', name: 'Old', example: true, price: 1000, test: { kind: 'veld' }, photos: [photo] }
    const { animals } = mergeImported([example], [imported('A1', { name: 'New' })], plain)
    expect(animals).toEqual([{ ...imported('A1'), name: 'New', photos: [photo] }])
  })

  test('an empty catalogue takes the export as it is', () => {
    expect(mergeImported([], [imported('A1')], plain)).toEqual({
      animals: [imported('A1')],
      changes: [{ id: 'A1', kind: 'new' }],
    })
  })

  test('an animal imported again as it was is unchanged', () => {
    const { animals } = mergeImported([], [imported('A1')], plain)
    expect(mergeImported(animals, [imported('A1')], plain).changes).toEqual([{ id: 'A1', kind: 'unchanged' }])
  })

  test(
    'what the export has no column for is kept (its price, lot, figures, breeding values, indexes, test, ' +
      'checks); what it has a column for is the export’s, an empty cell taking the value out',
    () => {
      const before: StoredAnimal = {
        ...imported('A1'),
        status: 'auction',
        lot: 4,
        price: 45000,
        figures: { weaning205: 240, birthWeight: 36 },
        ebvs: { birth: { value: 0.4, accuracy: 72 }, weaning: { value: 21.5, accuracy: 70, ratio: 96 } },
        indexes: [{ key: 'weaner', value: 100, accuracy: 60 }],
        test: { kind: 'phaseC' },
        checks: { inspected: true },
      }
      const fields = new Set<Field>([...plain, 'ebv:weaning', 'accuracy:weaning', 'index:weaner'])
      fields.delete('status')
      const now = imported('A1', {
        status: undefined,
        figures: {},
        ebvs: { weaning: { value: 22, accuracy: 71 } },
        indexes: [{ key: 'weaner', value: 103 }],
      })
      const { animals, changes } = mergeImported([before], [now], fields)
      expect(animals[0]).toEqual({
        ...imported('A1'),
        status: 'auction',
        lot: 4,
        price: 45000,
        figures: { birthWeight: 36 },
        ebvs: { birth: { value: 0.4, accuracy: 72 }, weaning: { value: 22, accuracy: 71, ratio: 96 } },
        indexes: [{ key: 'weaner', value: 103, accuracy: 60 }],
        test: { kind: 'phaseC' },
        checks: { inspected: true },
      })
      expect(changes).toEqual([
        {
          id: 'A1',
          kind: 'updated',
          changes: [
            { path: 'figures.weaning205', before: 240 },
            { path: 'ebvs.weaning.value', before: 21.5, after: 22 },
            { path: 'ebvs.weaning.accuracy', before: 70, after: 71 },
            { path: 'indexes.weaner.value', before: 100, after: 103 },
          ],
        },
      ])
    },
  )
})

describe('differences', () => {
  test.each([
    [{ a: 1 }, { a: 1 }, []],
    [{ a: 1 }, { a: 2 }, [{ path: 'a', before: 1, after: 2 }]],
    [{ a: { b: 1 } }, { a: {} }, [{ path: 'a.b', before: 1 }]],
    [{}, { a: [1] }, [{ path: 'a', after: [1] }]],
    [{ photos: [1, 2] }, { photos: [2, 1] }, [{ path: 'photos', before: [1, 2], after: [2, 1] }]],
  ])('%j → %j', (before, after, expected) => {
    expect(differences(before, after)).toEqual(expected)
  })
})
