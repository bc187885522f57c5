/** The relative luminance of an sRGB hex colour (#rgb or #rrggbb), as WCAG 2 defines it. */
export function relativeLuminance(hex: string): number {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1]
  if (!digits) throw new Error(`Not a hex colour: "${hex}"`)
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!
}

/** The WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black on white), in either order. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a)
  return (lighter! + 0.05) / (darker! + 0.05)
}

/** The least contrast WCAG 2 AA asks of body text (1.4.3); large text may have 3. */
export const aaTextContrast = 4.5
