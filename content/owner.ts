import { z } from 'zod'
import { parseContent } from '@/lib/content-schema'
import { imageRefSchema } from '@/lib/images'

/** Meet the Owner. The owner's name and title come from the site settings (content/site.ts). */
export const meetTheOwner = parseContent(
  'content/owner.ts',
  z.object({
    heading: z.string().min(1),
    portrait: imageRefSchema,
    /** Exactly three paragraphs, as the page is laid out for. */
    bio: z.tuple([z.string().min(80), z.string().min(80), z.string().min(80)]),
    stats: z.tuple([
      z.object({ value: z.string().min(1), label: z.string().min(1) }),
      z.object({ value: z.string().min(1), label: z.string().min(1) }),
    ]),
  }),
  {
    heading: 'Meet the Owner',
    portrait: {
      src: 'owner-portrait.svg',
      alt: 'Portrait of the owner in a wide-brimmed farm hat, with pasture behind',
    },
    bio: [
      'Farming has been part of the family for generations. The business began with a small herd of Bonsmara cows and a conviction that cattle bred for South African conditions would outperform imported types on our own veld, season after season.',
      'That herd grew into JLDT Bonsmara, with a registered breeding programme, a backgrounding operation on planted pasture and feedlot finishing. When neighbouring growers asked for help with planting and processing, Du Toit Holdings followed: garlic seed, field services and a central processing facility in Settlers.',
      'The work is hands-on every day: walking the camps, checking the grass, standing at the grading table at harvest. Every buyer and grower deals with the owner directly, and a handshake here still means what it says.',
    ],
    stats: [
      { value: '15+', label: 'Years of experience' },
      { value: '2', label: 'Agricultural operations' },
    ],
  },
)
