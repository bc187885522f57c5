import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { pages } from '@/content/pages'
import { pageKey, wordLimits, words } from '@/content/schema'

const certification = z.strictObject({
  title: words({ min: 3, max: 80, word: wordLimits.certificationTitle }),
  issuer: words({ min: 3, max: 100 }),
  year: z
    .int()
    .min(1950)
    .max(new Date().getFullYear(), 'cannot be a year still to come')
    .describe('The year it was awarded: 1950 or later, and not in the future.'),
  icon: z
    .enum(['shield', 'check', 'award'])
    .describe('Shield for audits and compliance, check for registrations, award for the rest.'),
  pages: z.array(pageKey).min(1).describe('The pages that show it.'),
})

const certificationList = z.array(certification).superRefine((entries, context) => {
  const keys = new Set(pages.map((page) => page.key))
  entries.forEach((entry, index) =>
    entry.pages.forEach((page, at) => {
      if (!keys.has(page))
        context.addIssue({
          code: 'custom',
          path: [index, 'pages', at],
          message: `is not a page key in content/pages.yaml: ${page}`,
        })
    }),
  )
})

export const certificationsSchema = z
  .strictObject({ certifications: certificationList.describe('In the order the pages show them.') })
  .describe(
    'Certifications and awards, each shown on the pages it names. These are ' +
      'sample entries until the owner supplies the real ones (README, "Content to ' +
      'confirm before launch").',
  )

/** Every certification and award (content/certifications.yaml). */
export const certifications = loadContent('certifications.yaml', certificationsSchema).certifications
type CertificationEntry = (typeof certifications)[number]
/** One certification in one language. */
export type Certification = Localized<CertificationEntry>

/** The certifications a page shows, in the file's order. */
export function certificationsOn(pageKey: string): CertificationEntry[] {
  return certifications.filter((entry) => entry.pages.includes(pageKey))
}
