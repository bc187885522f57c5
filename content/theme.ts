import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The site's colours, read from the one place they are defined: the `@theme` tokens of
 * app/globals.css (`--color-pasture-900: #1a3021`). The style sheet uses them as Tailwind classes;
 * what cannot read CSS (the web app manifest, the icon script, the share images, the image
 * pipeline's placeholders) reads them here.
 */
export type Palette = Readonly<Record<string, string>>

/** The `--color-*` hex tokens of a style sheet, by name without the prefix: { 'pasture-900': '#1a3021' }. */
export function parsePalette(css: string): Palette {
  const palette: Record<string, string> = {}
  for (const [, name, value] of css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})\s*;/gi))
    palette[name!] = value!.toLowerCase()
  return palette
}

let cached: Palette | undefined

/** The palette of app/globals.css, read once; a colour it lacks is a mistake in the code. */
export function themeColour(name: string): string {
  cached ??= parsePalette(readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8'))
  const value = cached[name]
  if (!value) throw new Error(`app/globals.css has no --color-${name}`)
  return value
}

/** The colour every page is drawn on: the manifest's splash, and what transparent drawings are blended onto. */
export const pageBackground = () => themeColour('cream-50')

/** The brand's dark green: the browser's theme colour and the icons' background. */
export const brandColour = () => themeColour('pasture-900')
