import { z } from 'zod'
import { loadContent } from '@/content/load'
import { pageByKey } from '@/content/pages'
import { pageKey, uniqueBy, words } from '@/content/schema'
import { settings } from '@/content/settings'

export const siteSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(2)
      .max(80)
      .describe('The name the site goes by in titles, the footer and search results.'),
    shortName: z
      .string()
      .trim()
      .min(2)
      .max(15)
      .describe('The short name in the navigation bar and under a home-screen icon: at most 15 characters.'),
    blurb: words({ min: 20, max: 300 }).describe(
      'One or two sentences about the whole business: the footer, and search results of the home page.',
    ),
    copyrightHolder: z.string().trim().min(2).describe('Who holds the copyright in the footer line.'),
    ownerTitle: words({ max: 60 }),
    whatsappGreeting: words({ max: 500 }).describe(
      'Already typed in when a visitor opens a WhatsApp chat from the site.',
    ),
    operations: uniqueBy(z.array(z.strictObject({ name: z.string().trim().min(2), page: pageKey })).min(1), 'page')
      .superRefine((operations, context) => {
        operations.forEach((operation, index) => {
          try {
            pageByKey(operation.page)
          } catch {
            context.addIssue({
              code: 'custom',
              path: [index, 'page'],
              message: `is not a page key in content/pages.yaml: ${operation.page}`,
            })
          }
          if (!(operation.page in settings.businesses)) {
            context.addIssue({
              code: 'custom',
              path: [index, 'page'],
              message: `has no legal details: add businesses.${operation.page} to content/settings.ts`,
            })
          }
        })
      })
      .describe('The two operations, each with the page that describes it.'),
  })
  .describe(
    'The business as a whole. The owner’s name, e-mail, phone and social ' +
      'profiles are build settings: README, "Configuration".',
  )

/** The business as a whole (content/site.yaml). */
export const site = loadContent('site.yaml', siteSchema)
export type Site = typeof site
