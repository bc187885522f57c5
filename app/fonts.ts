import localFont from 'next/font/local'

/**
 * Fraunces (variable weight, Latin subset: one 36 KB file) for headings only; body text uses the
 * system stack. `optional` means a slow connection keeps the fallback serif instead of repainting
 * the hero heading late, so the web font never delays the largest paint.
 */
export const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-fraunces',
  fallback: ['Georgia', 'Cambria', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
})
