import { z } from 'zod'
import { loadContent } from '@/content/load'
import { template, words } from '@/content/schema'

export const interfaceSchema = z.strictObject({
  skipLink: words(),
  navigation: z.strictObject({ label: words(), menuButton: words(), contactUs: words({ max: 20 }), logo: template(['site']) }),
  footer: z.strictObject({
    operations: words(),
    contact: words(),
    follow: words(),
    copyright: template(['year', 'holder']),
    phoneLink: words(),
  }),
  newTab: words(),
  chatButton: words(),
  certifications: z.strictObject({ heading: words(), year: words() }),
  testimonials: z.strictObject({ heading: words(), rating: template(['rating', 'outOf']) }),
  gallery: z.strictObject({
    viewLarger: words(),
    largerView: template(['description']),
    position: template(['number', 'count']),
    controls: words(),
    previous: words(),
    next: words(),
    close: words(),
    step: words(),
  }),
  prices: z.strictObject({ service: words(), price: words(), perHectare: words(), perTon: words(), perKilometre: words() }),
  notFound: z.strictObject({ title: words(), description: words({ min: 50, max: 160 }), heading: words(), text: words(), home: words() }),
  error: z.strictObject({ heading: words(), retry: words(), home: words(), unknown: words() }),
})

/** The words of the site's frame and shared parts (content/interface.yaml). */
export const interfaceWords = loadContent('interface.yaml', interfaceSchema)
