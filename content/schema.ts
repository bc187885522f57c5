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

/** A text's bounds: its length in characters, and the longest word (a run without spaces or hyphens) it may hold. */
type TextOptions = { min?: number; max?: number; word?: number }

/**
 * The limits the layout sets on short texts, in characters: each from where the text is drawn, so
 * the owner's words fit it in every language at every screen width (the suite builds the site with
 * every text at its limit and checks every page at 320 to 1 280 px: e2e/stress.spec.ts).
 */
export const textLimits = {
  /** The small capitals above a page's heading: one line in the hero's column on a wide screen. */
  eyebrow: 48,
  /** A page's one heading: three lines on a phone. */
  pageTitle: 90,
  /** The paragraph under a page's heading: short enough that the first screen still arrives in the first round trip. */
  lead: 320,
  /** A section's heading: two lines on a wide screen. */
  heading: 60,
  /** A card's title: three lines in the narrowest card. */
  cardTitle: 60,
  /** A button's or a link's words: two lines on a 320 px phone. */
  button: 40,
  /** A field's label, a group's legend, the question above a choice, a figure's label. */
  label: 60,
  /** A column's name in a table, a short label beside a figure. */
  tableHeading: 30,
  /** A short point in a card's list. */
  point: 80,
  /** A figure written large, such as "5 months". */
  figure: 16,
} as const

/**
 * The longest word a heading may hold, by where it is drawn: a word longer than its line cannot
 * break without a hyphen where the browser has no hyphenation for the language (Safari and Chromium
 * have none for Afrikaans), so it would be cut mid-way. Measured at each place's narrowest box
 * (320 px for a page's heading, the narrowest card of a row on a wide screen for a card's title).
 * A longer compound takes a hyphen where its parts join: Voedselveiligheids-ouditsertifikaat.
 */
export const wordLimits = {
  pageTitle: 16,
  heading: 22,
  cardTitle: 18,
  /** A certification's card gives its title the card's whole width. */
  certificationTitle: 24,
  /**
   * A word of a table's heading or cell, or of a short label beside a figure: a figure's name heads
   * one of nine narrow columns of the printed sale list, and an animal's figures are printed four
   * columns across an A4 sheet.
   */
  tableWord: 20,
  /** A unit shares its cell with the number and the average's. */
  unit: 12,
} as const

/** A text whose every word (a run without spaces or hyphens) has at most `word` characters. */
export function longestWordPattern(word: number): RegExp {
  return new RegExp(`^(?![\\s\\S]*[^\\s-]{${word + 1}})`)
}

function oneText({ min = 1, max, word }: TextOptions) {
  const text = z.string().trim().min(min)
  const bounded = max === undefined ? text : text.max(max)
  if (word === undefined) return bounded
  return bounded
    .regex(
      longestWordPattern(word),
      `has a word longer than ${word} letters, which a phone’s screen cannot fit ` +
        `here: write a long compound with a hyphen where its parts join ` +
        `(Voedselveiligheids-oudit)`,
    )
    .meta({ maxWordLength: word })
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

/** A section's heading (`<h2>`). */
export const heading = () => words({ max: textLimits.heading, word: wordLimits.heading })

/** A card's title (`<h3>`): a service, a variety, a point, a step. */
export const cardTitle = (max: number = textLimits.cardTitle) => words({ max, word: wordLimits.cardTitle })

/** The small capitals above a page's heading. */
export const eyebrow = () => words({ max: textLimits.eyebrow }).describe('The short line above the page’s heading.')

/** A button's or a link's words. */
export const buttonLabel = () => words({ max: textLimits.button })

/** A field's label, a group's legend, a question above a choice. */
export const label = (min = 1) => words({ min, max: textLimits.label })

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
  const gapHint =
    `Keep ${kept}: the site fills ${gaps.length === 1 ? 'it' : 'them'} in. Move ` +
    `${gaps.length === 1 ? 'it' : 'them'} where the sentence needs ` +
    `${gaps.length === 1 ? 'it' : 'them'}.`
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
      context.addIssue({
        code: 'custom',
        message:
          `has ${unknown.map((gap) => `{${gap}}`).join(', ')}, which the site cannot ` +
          `fill; use only ${gaps.map((gap) => `{${gap}}`).join(', ')}`,
      })
    }
  })
  const list = z.array(paragraph).min(min)
  return perLanguage(max === undefined ? list : list.max(max)).describe(
    `One paragraph per entry. The site fills in ` +
      `${gaps.map((gap) => `{${gap}}`).join(', ')} wherever a paragraph has them.`,
  )
}

/** A picture: a file in content/images/ and, in every language, what it shows. */
export const image = z.strictObject({
  src: imageFileSchema.describe(
    'The picture: a JPEG or PNG photo (straight from a phone is fine) or an SVG drawing, kept in content/images/.',
  ),
  alt: words({ min: 10, max: 250 }).describe(
    'What the picture shows, for people who cannot see it and for search engines: 10 to 250 characters.',
  ),
})

/** A key other entries and the page address refer to: lower case words joined by dashes. */
export const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower case letters and digits joined by dashes, such as pink-egyptian')
  .describe(
    'The name the site knows this entry by: lower case letters and digits joined ' +
      'by dashes, such as pink-egyptian. Keep it once chosen: addresses and other ' +
      'entries use it.',
  )

/**
 * An amount in rand, to the cent: 2500 or 5.50. At most seven figures: the season planner adds up
 * its lines in whole cents, exactly, only while each stays far inside what a number holds
 * (lib/season-planner/estimate.test.ts prices any such list).
 */
export const rand = z.number().positive().max(9_999_999.99).multipleOf(0.01).meta({
  inputPrefix: 'R',
  description: 'In rand, to the cent, without the R or spaces: 2500, or 5.50 for cents; at most 9999999.99.',
})

/** A page of the site, by its key in content/pages.yaml: the content editor offers them as a choice. */
export const pageKey = key.meta({ choices: 'pages', description: 'A page of the site.' })

/** The icons a card may show, by name. */
export const iconNames = [
  'cattle',
  'sprout',
  'barn',
  'users',
  'tag',
  'savings',
  'gauge',
  'truck',
  'shield',
  'check',
  'award',
] as const
export const icon = z.enum(iconNames).describe('The picture at the top of the card.')
export type IconName = (typeof iconNames)[number]

/** Which operation's colours a page or card takes. */
export const tint = z.enum(['home', 'cattle', 'garlic'])
export type Tint = z.infer<typeof tint>

/**
 * A list whose entries have unique values of `field` (or of each of several fields; an entry without
 * the field is not compared). The JSON Schema says which (`uniqueBy`), for the checks that grow lists
 * as an owner could (scripts/support/stress-content.ts).
 */
export function uniqueBy<T extends z.ZodType>(list: z.ZodArray<T>, field: string | readonly string[]) {
  const fields = typeof field === 'string' ? [field] : [...field]
  return list.meta({ uniqueBy: typeof field === 'string' ? field : fields }).superRefine((entries, context) => {
    for (const name of fields) {
      const seen = new Set<unknown>()
      entries.forEach((entry, index) => {
        const value = (entry as Record<string, unknown>)[name]
        if (value === undefined) return
        if (seen.has(value))
          context.addIssue({ code: 'custom', path: [index, name], message: `is used twice: ${String(value)}` })
        seen.add(value)
      })
    }
  })
}

/** A list of short texts in every language: `highlights: { en: [Premium breeding, Feedlot services] }`. */
export function list(
  options: TextOptions & { min?: number; max?: number; count?: { min: number; max?: number } } = {},
) {
  const { count = { min: 1 }, ...text } = options
  const items = z.array(oneText(text)).min(count.min)
  return perLanguage(count.max === undefined ? items : items.max(count.max))
}

/**
 * An address on the site: a page, by its key in content/pages.yaml (`garlic`), or a section of this page (`#contact`).
 */
export const link = z
  .union([
    pageKey,
    z.string().regex(/^#[a-z0-9-]+$/, 'must be a page key such as garlic, or a section such as #contact'),
  ])
  .describe('Where the button leads: a page of the site, or this page’s contact section (#contact).')

/** The opening band of a page: its one heading, a lead, up to two buttons and its picture. */
/** A page's one heading (`<h1>`). */
export const pageTitle = () =>
  words({ max: textLimits.pageTitle, word: wordLimits.pageTitle }).describe('The page’s one heading.')

/** The paragraph under a page's heading. */
export const lead = () => words({ min: 40, max: textLimits.lead }).describe('The paragraph under the heading.')

export const hero = z
  .strictObject({
    eyebrow: eyebrow(),
    title: pageTitle(),
    lead: lead(),
    actions: z
      .array(z.strictObject({ label: buttonLabel().describe('The button’s words.'), to: link }))
      .max(2)
      .describe('Up to two buttons under the paragraph.'),
    image: image.describe(
      'The page’s largest picture, loaded first: keep it light. A landscape photo ' +
        'at least 1600 px wide; on the home page it shows on screens 768 px and ' +
        'wider.',
    ),
  })
  .describe('The opening band of the page: its heading, a paragraph, up to two buttons and its picture.')

/** Each page's contact section: what to ask about there, and the subject its enquiries carry. */
export const contactIntro = z
  .strictObject({
    intro: words({ min: 20 }).describe('What to ask about here, at the top of the contact section.'),
    subject: words({ min: 3, max: 78 }).describe(
      'The subject line of the enquiries sent from this page (on the privacy notice, which has no form, the ' +
        'e-mail link’s): 3 to 78 characters.',
    ),
  })
  .describe('The contact section at the end of the page.')

/** A gallery: heading, introduction and any number of photos. */
export const gallery = z.strictObject({
  heading: heading(),
  intro: words({ min: 20 }),
  photos: z.array(image).min(1).describe('Any number of photos; each opens larger. Landscape 3:2 suits the grid best.'),
})
