import localFont from 'next/font/local'

/**
 * Fraunces semibold, the one weight headings use (Latin subset: one 18 KB file, half the size of
 * the variable font); body text uses the system stack. `optional` rather than `swap`: on a slow
 * connection the page keeps the fallback serif instead of repainting the hero heading late, so the
 * web font never delays the largest paint; once cached, every later page uses it.
 */
export const fraunces = localFont({
  src: '../node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
  weight: '600',
  style: 'normal',
  display: 'optional',
  variable: '--font-fraunces',
  fallback: ['Georgia', 'Cambria', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
})
