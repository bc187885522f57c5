import type { z } from 'zod'
import { bonsmaraSchema } from '@/content/bonsmara'
import { calculatorSchema } from '@/content/calculator'
import { catalogueSchema } from '@/content/catalogue'
import { certificationsSchema } from '@/content/certifications'
import { contactSchema } from '@/content/contact'
import { garlicSchema } from '@/content/garlic'
import { homeSchema } from '@/content/home'
import { interfaceSchema } from '@/content/interface'
import { ownerSchema } from '@/content/owner'
import { pagesSchema } from '@/content/pages'
import { plannerSchema } from '@/content/planner'
import { privacySchema } from '@/content/privacy'
import { saleSchema } from '@/content/sale'
import { siteSchema } from '@/content/site'
import { socialSchema } from '@/content/social'
import { testimonialsSchema } from '@/content/testimonials'

/**
 * Every content file with its schema, as the content editor (`/admin/`) and code editors (the JSON
 * Schemas in content/schemas/) offer them. A page's own file (content/<key>.yaml) takes the
 * page's name from content/pages.yaml; the others are named here. `imageFolder` is where a new
 * picture for the file is kept, inside content/images/: a folder, since the editor names a picture
 * uploaded to the top of content/images/ with a leading slash, which no content file takes.
 */
export type ContentFile = { name: string; schema: z.ZodType; imageFolder: string }

export const pageFiles: readonly ContentFile[] = [
  { name: 'home', schema: homeSchema, imageFolder: 'home' },
  { name: 'bonsmara', schema: bonsmaraSchema, imageFolder: 'cattle' },
  { name: 'catalogue', schema: catalogueSchema, imageFolder: 'cattle' },
  { name: 'garlic', schema: garlicSchema, imageFolder: 'garlic' },
  { name: 'privacy', schema: privacySchema, imageFolder: 'shared' },
]

export const sharedFiles: readonly (ContentFile & { label: string })[] = [
  { name: 'sale', label: 'Sale catalogue: the sale and its animals', schema: saleSchema, imageFolder: 'cattle' },
  { name: 'testimonials', label: 'Testimonials', schema: testimonialsSchema, imageFolder: 'shared' },
  { name: 'certifications', label: 'Certifications and awards', schema: certificationsSchema, imageFolder: 'shared' },
  { name: 'owner', label: 'Meet the Owner', schema: ownerSchema, imageFolder: 'owner' },
  { name: 'calculator', label: 'Garlic Seed Calculator: its words', schema: calculatorSchema, imageFolder: 'shared' },
  {
    name: 'planner',
    label: 'Season planner ("Price your season"): its words',
    schema: plannerSchema,
    imageFolder: 'shared',
  },
  { name: 'contact', label: 'Contact form: its words', schema: contactSchema, imageFolder: 'shared' },
  { name: 'social', label: 'Social profiles and feed', schema: socialSchema, imageFolder: 'shared' },
  { name: 'site', label: 'The business', schema: siteSchema, imageFolder: 'shared' },
  { name: 'interface', label: 'Menus, footer and shared words', schema: interfaceSchema, imageFolder: 'shared' },
  { name: 'pages', label: 'Pages: menu labels, titles and descriptions', schema: pagesSchema, imageFolder: 'shared' },
]

/** Every content file, once. */
export const contentFiles: readonly ContentFile[] = [...pageFiles, ...sharedFiles]

/**
 * The editor's own words beside the fields' names: a picture's two fields, and the sections of a page a button may lead
 * to.
 */
export const editorWords = {
  /** The editor's title on its sign-in screen and the browser's tab; {site} is the site's name. */
  title: '{site}: edit the site',
  picture: 'Picture',
  alt: 'What the picture shows (alt text)',
  sections: [{ label: 'This page’s contact section', value: '#contact' }],
}
