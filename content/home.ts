import { z } from 'zod'
import { parseContent } from '@/lib/content-schema'
import { imageRefSchema } from '@/lib/images'

/** Home's own sections: the two operations and the commitment. */
const home = parseContent(
  'content/home.ts',
  z.object({
    operations: z.object({
      heading: z.string().min(1),
      intro: z.string().min(20),
      cards: z
        .array(
          z.object({
            operation: z.enum(['cattle', 'garlic']),
            title: z.string().min(2),
            summary: z.string().min(40),
            highlightsLabel: z.string().min(2),
            highlights: z.array(z.string().min(2)).min(2).max(4),
            href: z.string().regex(/^\/[a-z-]+$/),
            linkLabel: z.string().min(2),
            image: imageRefSchema,
          }),
        )
        .length(2),
    }),
    commitment: z.object({
      heading: z.string().min(1),
      paragraphs: z.array(z.string().min(40)).min(1).max(2),
      linkLabel: z.string().min(2),
    }),
  }),
  {
    operations: {
      heading: 'Our Operations',
      intro: 'Two businesses on one family farm, each run with the same care for the land, the animals and the people we work with.',
      cards: [
        {
          operation: 'cattle',
          title: 'JLDT Bonsmara',
          summary: 'Bonsmara cattle bred for South African conditions, grown out on pasture and finished in our own feedlot.',
          highlightsLabel: 'Services',
          highlights: ['Premium breeding', 'Feedlot services', 'Backgrounding and finishing'],
          href: '/bonsmara',
          linkLabel: 'Visit JLDT Bonsmara',
          image: { src: 'bonsmara-hero.svg', alt: 'A herd of red Bonsmara cattle on open pasture at golden hour' },
        },
        {
          operation: 'garlic',
          title: 'Du Toit Holdings',
          summary: 'The holding company that grows garlic, supplies seed and offers field and processing services to growers.',
          highlightsLabel: 'Varieties',
          highlights: ['Pink Egyptian', 'White Argentinian', 'Shani'],
          href: '/garlic',
          linkLabel: 'Visit Du Toit Holdings',
          image: { src: 'garlic-hero.svg', alt: 'Rows of young garlic plants with freshly lifted bulbs on the soil' },
        },
      ],
    },
    commitment: {
      heading: 'Our Commitment',
      paragraphs: [
        'We farm for the long run: healthy soil, rested pasture, cattle handled calmly and garlic grown without shortcuts. What we sell is what we would put on our own table and in our own herd.',
        'Whether you are buying one bull or processing a full harvest, you deal with the owner directly and get a straight answer.',
      ],
      linkLabel: 'Get in Touch',
    },
  },
)

export const operationsSection = home.operations
export const commitmentSection = home.commitment
