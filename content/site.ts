import { z } from 'zod'
import { loadContent } from '@/content/load'
import { pageByKey } from '@/content/pages'
import { pageKey, words } from '@/content/schema'

export const siteSchema = z.strictObject({
  name: z.string().trim().min(2).max(80),
  shortName: z.string().trim().min(2).max(15),
  blurb: words({ min: 20, max: 300 }),
  copyrightHolder: z.string().trim().min(2),
  ownerTitle: words({ max: 60 }),
  whatsappGreeting: words({ max: 500 }),
  operations: z
    .array(z.strictObject({ name: z.string().trim().min(2), page: pageKey }))
    .min(1)
    .superRefine((operations, context) => {
      operations.forEach((operation, index) => {
        try {
          pageByKey(operation.page)
        } catch {
          context.addIssue({ code: 'custom', path: [index, 'page'], message: `is not a page key in content/pages.yaml: ${operation.page}` })
        }
      })
    }),
})

/** The business as a whole (content/site.yaml). */
export const site = loadContent('site.yaml', siteSchema)
export type Site = typeof site
