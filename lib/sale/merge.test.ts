import type { AnimalRecord } from './animal'
import { mergeImported, type StoredAnimal } from './merge'

const ancestor = { name: 'Kaptein', id: 'JLDT 17-012' }
const pedigree = {
  sire: ancestor,
  dam: ancestor,
  sireSire: ancestor,
  sireDam: ancestor,
  damSire: ancestor,
  damDam: ancestor,
}
const imported = (id: string, extra: Partial<AnimalRecord> = {}): AnimalRecord => ({
  id,
  sex: 'bull',
  born: '2024-09-14',
  status: 'available',
  pedigree,
  figures: { weaning205: 240 },
  ...extra,
})
const photo = { src: 'cattle/bonsmara-bull.svg', alt: { en: 'The bull in a paddock', af: 'Die bul in ’n kamp' } }

describe('mergeImported', () => {
  test(
    'the export’s animals in its order; the owner’s photos, video and note kept ' +
      'by ID, whatever its spacing or case',
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
      const { animals, report } = mergeImported(stored, [
        imported('JLDT 24-050'),
        imported('JLDT 24-045', { figures: { weaning205: 252 } }),
      ])
      expect(animals).toEqual([
        imported('JLDT 24-050'),
        {
          ...imported('JLDT 24-045', { figures: { weaning205: 252 } }),
          name: 'Kaptein 45',
          photos: [photo],
          video: 'https://example.com/v',
          note: { en: 'Calm bull.', af: 'Kalm bul.' },
        },
      ])
      expect(report).toEqual({ added: ['JLDT 24-050'], updated: ['JLDT 24-045'], removed: ['JLDT 24-046'] })
    },
  )

  test('the export’s name wins over the stored one; nothing of an example is kept', () => {
    const { animals } = mergeImported([{ id: 'A1', name: 'Old', example: true }], [imported('A1', { name: 'New' })])
    expect(animals).toEqual([{ ...imported('A1'), name: 'New' }])
  })

  test('an empty catalogue takes the export as it is', () => {
    expect(mergeImported([], [imported('A1')])).toEqual({
      animals: [imported('A1')],
      report: { added: ['A1'], updated: [], removed: [] },
    })
  })
})
