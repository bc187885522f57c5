import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import {
  contactIntro,
  eyebrow,
  heading,
  lead,
  pageTitle,
  paragraphsWithGaps,
  textLimits,
  words,
} from '@/content/schema'

/** What a paragraph of the notice may name, filled in from the settings: README, "Privacy notice". */
export const privacyGaps = ['businesses', 'email', 'regulatorSite', 'regulatorEmail', 'clearDraft'] as const

const isoDate = z.iso.date('must be a date written 2026-11-25 (year, month, day)')

export const privacySchema = z
  .strictObject({
    hero: z
      .strictObject({
        eyebrow: eyebrow(),
        title: pageTitle(),
        lead: lead(),
      })
      .describe('The top of the page: words only, so the notice opens at once on any connection.'),
    updated: isoDate.describe('The day the notice last changed: change it with the words.'),
    updatedLabel: words({ max: textLimits.tableHeading }).describe('Before the date.'),
    sections: z
      .array(z.strictObject({ heading: heading(), paragraphs: paragraphsWithGaps(privacyGaps) }))
      .min(6)
      .describe(
        'The notice, section by section. The law (POPIA section 18) asks it to say ' +
          'what is collected, why, who receives it, that it leaves the country, how ' +
          'long it is kept, the visitor’s rights and how to use them, and the ' +
          'Information Regulator: keep a section for each.',
      ),
    regulator: z
      .strictObject({
        site: z.url({ protocol: /^https$/ }).describe('The Information Regulator’s website.'),
        email: z.email().describe('Where the Regulator takes complaints about personal information.'),
      })
      .describe('The Information Regulator, for {regulatorSite} and {regulatorEmail}.'),
    contact: contactIntro,
  })
  .describe(
    'The privacy notice: what happens to the details a visitor sends, in plain ' +
      'words. Its menu label, title and description are with the pages.',
  )

/** The privacy notice (content/privacy.yaml). */
export const privacy = loadContent('privacy.yaml', privacySchema)

export type PrivacyContent = Localized<typeof privacy>
