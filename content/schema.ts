import { z } from 'zod'
import { imageFileSchema } from '@/lib/images'
import { Translations } from '@/lib/localize'
import { templateProblem } from '@/lib/template'
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
export function template(gaps: readonly string[], options: TextOptions = {}) {
  return perLanguage(
    oneText(options).superRefine((text, context) => {
      const problem = templateProblem(text, gaps)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
  )
}

/** A picture: a file in content/images/ and, in every language, what it shows. */
export const image = z.strictObject({
  src: imageFileSchema,
  alt: words({ min: 10, max: 250 }),
})

/** A key other entries and the page address refer to: lower case words joined by dashes. */
export const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower case letters and digits joined by dashes, such as pink-egyptian')

/** An amount in rand, to the cent: 2500 or 5.50. */
export const rand = z.number().positive().multipleOf(0.01).meta({ inputPrefix: 'R' })

/** A page of the site, by its key in content/pages.yaml: the content editor offers them as a choice. */
export const pageKey = key.meta({ choices: 'pages' })

/** The icons a card may show, by name. */
export const iconNames = ['cattle', 'sprout', 'barn', 'users', 'tag', 'savings', 'gauge', 'truck', 'shield', 'check', 'award'] as const
export const icon = z.enum(iconNames)
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
export const link = z.union([pageKey, z.string().regex(/^#[a-z0-9-]+$/, 'must be a page key such as garlic, or a section such as #contact')])

/** The opening band of a page: its one heading, a lead, up to two buttons and its picture. */
export const hero = z.strictObject({
  eyebrow: words(),
  title: words({ max: 90 }),
  lead: words({ min: 40 }),
  actions: z.array(z.strictObject({ label: words({ max: 40 }), to: link })).max(2),
  /** The page's largest picture, loaded first: keep it light. */
  image,
})

/** Each page's contact section: what to ask about there, and the subject its enquiries carry. */
export const contactIntro = z.strictObject({
  intro: words({ min: 20 }),
  subject: words({ min: 3, max: 78 }),
})

/** A gallery: heading, introduction and any number of photos. */
export const gallery = z.strictObject({
  heading: words(),
  intro: words({ min: 20 }),
  photos: z.array(image).min(1),
})
