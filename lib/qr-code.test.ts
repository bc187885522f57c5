import { encode } from 'uqr'
import { qrCode, quietZone } from '@/lib/qr-code'

/** The dark modules a path draws, read back from its rectangles. */
function modulesOf(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(width); dx++) grid[Number(y)]![Number(x) + dx] = true
  }
  return grid
}

describe('qrCode', () => {
  test.each([
    'https://www.example.com/garlic?hectares=2&field=planting&km=100',
    'https://www.example.com/af/knoffel?mode=landToSeeds&variety=shani&land=2.5&unit=acre&hectares=12.3456' +
      '&field=bed-shaping&field=planting&field=harvesting&km=2999.9&tons=99999.999&processing=cleaning',
  ])('draws exactly the encoder’s dark modules for %s, inside a quiet zone of four', (address) => {
    const { size, path } = qrCode(address)
    const { data, size: modules } = encode(address, { ecc: 'M', border: 0 })
    expect(size).toBe(modules + 2 * quietZone)
    const drawn = modulesOf(path, size)
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const inside = x >= quietZone && y >= quietZone && x < size - quietZone && y < size - quietZone
        expect(drawn[y]![x]).toBe(inside ? data[y - quietZone]![x - quietZone] : false)
      }
    }
  })

  test('the finder patterns stand in three corners (a reader’s first clue)', () => {
    const { size, path } = qrCode('https://www.example.com/garlic')
    const drawn = modulesOf(path, size)
    for (const [x, y] of [
      [quietZone, quietZone],
      [size - quietZone - 7, quietZone],
      [quietZone, size - quietZone - 7],
    ] as const) {
      // The 7 × 7 square's dark edge and its dark 3 × 3 centre, with a light ring between.
      expect([drawn[y]![x], drawn[y + 6]![x + 6], drawn[y + 3]![x + 3], drawn[y + 1]![x + 1]]).toEqual([
        true,
        true,
        true,
        false,
      ])
    }
  })
})
