/**
 * The `sizes` of every place the site shows a picture: how wide it is drawn at each screen width,
 * which the browser reads to pick a variant before it lays the page out. Each value follows its
 * place's layout (the page is at most 72rem, 1152 px, wide, inside its gutters), so a change of
 * layout changes its value here, once. A grid of cards works its pictures' `sizes` out from its own
 * columns (components/sections/grid.ts, cardGrid), for any number of cards. The build's narrow-photo
 * check reads them all from the pages.
 */
export const pictureSizes = {
  /** The hero's picture: beside the heading from 1024 px, under it below. */
  hero: '(min-width: 1152px) 540px, (min-width: 1024px) 46vw, calc(100vw - 4rem)',
  /** The owner's portrait: 20rem at every width. */
  ownerPortrait: '20rem',
  /** A photo opened full size. */
  lightbox: '(min-width: 1280px) 1200px, 100vw',
  /** Gallery photos two a row, four from 1024 px. */
  photosTwoToFour: '(min-width: 1152px) 264px, (min-width: 1024px) 23vw, 45vw',
  /** Gallery photos two a row, three from 768 px, four from 1024 px. */
  photosTwoToThreeToFour: '(min-width: 1152px) 264px, (min-width: 1024px) 23vw, (min-width: 768px) 30vw, 45vw',
} as const
