import { z } from 'zod'
import { imageFileSchema } from '@/content/images'
import { Translations } from '@/lib/localize'
import { templateGaps, templateProblem } from '@/lib/template'
import { languageCodes, type Language } from '@/content/languages'

/**
 * The building blocks of the content schemas. Each content file (content/*.yaml) has its schema
 * beside it (content/*.ts) made of these, so the same kind of value is checked the same way
 * everywhere and an owner's mistake is reported in the same words.
 */

type TextOptions = { min?: number; max?: number }

function oneText({ min = 1, max }: TextOptions) {
  const text = z.string().trim().min(min)
  return max === undefined ? text : text.max(max)
}

function perLanguage<T extends z.ZodType>(schema: T) {
  return z
    .strictObject(Object.fromEntries(languageCodes.map((code) => [code, schema])) as Record<Language, T>)
    .transform((value) => new Translations<z.output<T>>(value as Record<string, z.output<T>>))
}

/** Words in every language of the site, none empty: `heading: { en: Our Services }`. */
export function words(options: TextOptions = {}) {
  return perLanguage(oneText(options))
}

/** A list of paragraphs in every language (the same number in each is not required). */
export function paragraphs({ min = 1, max, length }: { min?: number; max?: number; length?: TextOptions } = {}) {
  const list = z.array(oneText(length ?? { min: 40 })).min(min)
  return perLanguage(max === undefined ? list : list.max(max))
}

/**
 * Words with gaps for figures, in every language: `{ en: '{tons} tons per hour' }`. Each language
 * must have all these gaps and no others, wherever its grammar puts them.
 */
export function template(gaps: readonly string[], { hint, ...options }: TextOptions & { hint?: string } = {}) {
  const kept = gaps.map((gap) => `{${gap}}`).join(', ')
  const gapHint = `Keep ${kept}: the site fills ${gaps.length === 1 ? 'it' : 'them'} in. Move ${gaps.length === 1 ? 'it' : 'them'} where the sentence needs ${gaps.length === 1 ? 'it' : 'them'}.`
  return perLanguage(
    oneText(options).superRefine((text, context) => {
      const problem = templateProblem(text, gaps)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
  ).describe(hint ? `${hint} ${gapHint}` : gapHint)
}

/**
 * Paragraphs in every language that may use any of `gaps` (`{email}`), each where the sentence
 * needs it, and no other: the site fills them from the settings.
 */
export function paragraphsWithGaps(gaps: readonly string[], { min = 1, max }: { min?: number; max?: number } = {}) {
  const paragraph = oneText({ min: 40 }).superRefine((text, context) => {
    const unknown = templateGaps(text).filter((gap) => !gaps.includes(gap))
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `has ${unknown.map((gap) => `{${gap}}`).join(', ')}, which the site cannot fill; use only ${gaps.map((gap) => `{${gap}}`).join(', ')}` })
    }
  })
  const list = z.array(paragraph).min(min)
  return perLanguage(max === undefined ? list : list.max(max)).describe(
    `One paragraph per entry. The site fills in ${gaps.map((gap) => `{${gap}}`).join(', ')} wherever a paragraph has them.`,
  )
}

/** A picture: a file in content/images/ and, in every language, what it shows. */
export const image = z.strictObject({
  src: imageFileSchema.describe('The picture: a JPEG or PNG photo (straight from a phone is fine) or an SVG drawing, kept in content/images/.'),
  alt: words({ min: 10, max: 250 }).describe('What the picture shows, for people who cannot see it and for search engines: 10 to 250 characters.'),
})

/** A key other entries and the page address refer to: lower case words joined by dashes. */
export const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower case letters and digits joined by dashes, such as pink-egyptian')
  .describe('The name the site knows this entry by: lower case letters and digits joined by dashes, such as pink-egyptian. Keep it once chosen: addresses and other entries use it.')

/** An amount in rand, to the cent: 2500 or 5.50. */
export const rand = z.number().positive().multipleOf(0.01).meta({ inputPrefix: 'R', description: 'In rand, to the cent, without the R or spaces: 2500, or 5.50 for cents.' })

/** A page of the site, by its key in content/pages.yaml: the content editor offers them as a choice. */
export const pageKey = key.meta({ choices: 'pages', description: 'A page of the site.' })

/** The icons a card may show, by name. */
export const iconNames = ['cattle', 'sprout', 'barn', 'users', 'tag', 'savings', 'gauge', 'truck', 'shield', 'check', 'award'] as const
export const icon = z.enum(iconNames).describe('The picture at the top of the card.')
export type IconName = (typeof iconNames)[number]

/** Which operation's colours a page or card takes. */
export const tint = z.enum(['home', 'cattle', 'garlic'])
export type Tint = z.infer<typeof tint>

/** A list whose entries have unique values of `field`. */
export function uniqueBy<T extends z.ZodType>(list: z.ZodArray<T>, field: string) {
  return list.superRefine((entries, context) => {
    const seen = new Set<unknown>()
    entries.forEach((entry, index) => {
      const value = (entry as Record<string, unknown>)[field]
      if (seen.has(value)) context.addIssue({ code: 'custom', path: [index, field], message: `is used twice: ${String(value)}` })
      seen.add(value)
    })
  })
}

/** A list of short texts in every language: `highlights: { en: [Premium breeding, Feedlot services] }`. */
export function list(options: TextOptions & { min?: number; max?: number; count?: { min: number; max?: number } } = {}) {
  const { count = { min: 1 }, ...text } = options
  const items = z.array(oneText(text)).min(count.min)
  return perLanguage(count.max === undefined ? items : items.max(count.max))
}

/** An address on the site: a page, by its key in content/pages.yaml (`garlic`), or a section of this page (`#contact`). */
export const link = z
  .union([pageKey, z.string().regex(/^#[a-z0-9-]+$/, 'must be a page key such as garlic, or a section such as #contact')])
  .describe('Where the button leads: a page of the site, or this page’s contact section (#contact).')

/** The opening band of a page: its one heading, a lead, up to two buttons and its picture. */
export const hero = z
  .strictObject({
    eyebrow: words().describe('The short line above the page’s heading.'),
    title: words({ max: 90 }).describe('The page’s one heading: at most 90 characters.'),
    lead: words({ min: 40 }).describe('The paragraph under the heading.'),
    actions: z
      .array(z.strictObject({ label: words({ max: 40 }).describe('The button’s words: at most 40 characters.'), to: link }))
      .max(2)
      .describe('Up to two buttons under the paragraph.'),
    image: image.describe('The page’s largest picture, loaded first: keep it light. A landscape photo at least 1600 px wide; on the home page it shows on screens 768 px and wider.'),
  })
  .describe('The opening band of the page: its heading, a paragraph, up to two buttons and its picture.')

/** Each page's contact section: what to ask about there, and the subject its enquiries carry. */
export const contactIntro = z
  .strictObject({
    intro: words({ min: 20 }).describe('What to ask about here, above the contact form.'),
    subject: words({ min: 3, max: 78 }).describe('The subject line of the enquiries sent from this page: 3 to 78 characters.'),
  })
  .describe('The contact section at the end of the page.')

/** A gallery: heading, introduction and any number of photos. */
export const gallery = z.strictObject({
  heading: words(),
  intro: words({ min: 20 }),
  photos: z.array(image).min(1).describe('Any number of photos; each opens larger. Landscape 3:2 suits the grid best.'),
})
