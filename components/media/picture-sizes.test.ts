import { widestSlot } from '@/lib/image-slots'
import { pictureSizes } from './picture-sizes'

describe("the site's own sizes", () => {
  test.each(Object.entries(pictureSizes))('%s (%s) is one the narrow-photo check can read', (_place, sizes) => {
    expect(widestSlot(sizes)).toBeGreaterThan(0)
  })
})
