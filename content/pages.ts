import { z } from 'zod'
import { parseContent } from '@/lib/content-schema'
import { imageRefSchema } from '@/lib/images'

const heroSchema = z.object({
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  lead: z.string().min(40),
  actions: z
    .array(z.object({ label: z.string().min(1), href: z.string().min(1) }))
    .max(2),
  /** The page's largest picture, loaded first: keep it light. */
  image: imageRefSchema,
})

const pageSchema = z.object({
  path: z.string().regex(/^\/[a-z-]*$/),
  /** Short label in the navigation bar. */
  navLabel: z.string().min(1),
  /** The `<title>` (the site name is added by the title template). */
  title: z.string().min(5).max(60),
  description: z.string().min(50).max(160),
  tint: z.enum(['home', 'cattle', 'garlic']),
  hero: heroSchema,
  contactIntro: z.string().min(20),
  /** The subject line of enquiries sent from this page's contact form. */
  contactSubject: z.string().min(3).max(78),
})

export type PageContent = z.infer<typeof pageSchema>
export type PageTint = PageContent['tint']

const pages = parseContent(
  'content/pages.ts',
  z.object({ home: pageSchema, bonsmara: pageSchema, garlic: pageSchema }),
  {
    home: {
      path: '/',
      navLabel: 'Home',
      title: 'Bonsmara cattle and garlic farming in South Africa',
      description:
        'JLDT Bonsmara breeds and finishes Bonsmara cattle; Du Toit Holdings grows and processes garlic. Meet the farm, see our services and get in touch.',
      tint: 'home',
      hero: {
        eyebrow: 'Family farming in South Africa',
        title: 'Bonsmara cattle and garlic, raised with care',
        lead: 'Two operations, one farm family: JLDT Bonsmara breeds and grows out hardy Bonsmara cattle, and Du Toit Holdings grows, plants and processes garlic for farmers across the country.',
        actions: [
          { label: 'Explore JLDT Bonsmara', href: '/bonsmara' },
          { label: 'Explore Du Toit Garlic', href: '/garlic' },
        ],
        image: { src: 'home-hero.svg', alt: 'Bonsmara cattle grazing beside green garlic rows below rolling hills' },
      },
      contactIntro:
        'Buying cattle, booking feedlot space, ordering garlic seed or processing your harvest? Send us a message and we will get back to you.',
      contactSubject: 'General Inquiry',
    },
    bonsmara: {
      path: '/bonsmara',
      navLabel: 'JLDT Bonsmara',
      title: 'JLDT Bonsmara: breeding, backgrounding and feedlot',
      description:
        'JLDT Bonsmara breeds performance-tested Bonsmara cattle and offers backgrounding on pasture and feedlot finishing. See our programme and enquire.',
      tint: 'cattle',
      hero: {
        eyebrow: 'JLDT Bonsmara',
        title: 'Bonsmara cattle bred for the veld',
        lead: 'Performance-tested Bonsmara genetics, five months of backgrounding on planted pasture and feedlot finishing: cattle that thrive in South African conditions and reach market in prime condition.',
        actions: [{ label: 'Enquire about cattle', href: '#contact' }],
        image: { src: 'bonsmara-hero.svg', alt: 'A herd of red Bonsmara cattle on open pasture at golden hour, an acacia tree behind them' },
      },
      contactIntro:
        'Ask about breeding stock, backgrounding places or feedlot finishing, and we will reply with availability and prices.',
      contactSubject: 'JLDT Bonsmara Inquiry',
    },
    garlic: {
      path: '/garlic',
      navLabel: 'Du Toit Holdings',
      title: 'Du Toit Holdings: garlic seed, field and processing services',
      description:
        'Du Toit Holdings grows garlic and offers seed, bed shaping, planting, harvesting and processing at our facility in Settlers. Plan with our seed calculator.',
      tint: 'garlic',
      hero: {
        eyebrow: 'Du Toit Holdings',
        title: 'Garlic from seed to sorted bulb',
        lead: 'Quality garlic seed, field services priced per hectare and processing priced per ton at our central facility in Settlers, so growers save on equipment and labour.',
        actions: [{ label: 'Enquire about garlic', href: '#contact' }],
        image: { src: 'garlic-hero.svg', alt: 'Rows of young garlic plants running to the hills, with freshly lifted bulbs in front' },
      },
      contactIntro:
        'Ask about seed stock, field services or processing at our Settlers facility, and we will reply with availability and a quote.',
      contactSubject: 'Du Toit Holdings Garlic Inquiry',
    },
  },
)

export const homePage = pages.home
export const bonsmaraPage = pages.bonsmara
export const garlicPage = pages.garlic

/** The routes in navigation order. */
export const navigationPages: readonly PageContent[] = [pages.home, pages.bonsmara, pages.garlic]
