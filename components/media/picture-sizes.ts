/**
 * The `sizes` of every place the site shows a picture: how wide it is drawn at each screen width,
 * which the browser reads to pick a variant before it lays the page out. Each value follows its
 * place's layout (the page is at most 72rem, 1152 px, wide, inside its gutters), so a change of
 * layout changes its value here, once. The build's narrow-photo check reads them from the pages.
 */
export const pictureSizes = {
  /** The hero's picture: beside the heading from 1024 px, under it below. */
  hero: '(min-width: 1152px) 540px, (min-width: 1024px) 46vw, calc(100vw - 4rem)',
  /** A card of the home page's operations: two a row from 768 px. */
  operationCard: '(min-width: 1152px) 540px, (min-width: 768px) 46vw, calc(100vw - 2.5rem)',
  /** A garlic variety's card: three a row from 768 px. */
  varietyCard: '(min-width: 1152px) 352px, (min-width: 768px) 30vw, calc(100vw - 2.5rem)',
  /** The owner's portrait: 20rem at every width. */
  ownerPortrait: '20rem',
  /** A photo opened full size. */
  lightbox: '(min-width: 1280px) 1200px, 100vw',
  /** Gallery cards one a row, two from 640 px, four from 1024 px: the growing steps. */
  stepCards: '(min-width: 1152px) 264px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, calc(100vw - 2.5rem)',
  /** Gallery photos two a row, four from 1024 px. */
  photosTwoToFour: '(min-width: 1152px) 264px, (min-width: 1024px) 23vw, 45vw',
  /** Gallery photos two a row, three from 768 px, four from 1024 px. */
  photosTwoToThreeToFour: '(min-width: 1152px) 264px, (min-width: 1024px) 23vw, (min-width: 768px) 30vw, 45vw',
} as const
