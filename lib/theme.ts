/**
 * The page's background colour (Tailwind's `cream-50` in app/globals.css): the manifest's splash
 * colour, and what a transparent drawing's placeholder is blended onto.
 */
export const pageBackground = '#fcf9f2'
