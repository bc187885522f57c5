/**
 * Who the business is and how to reach it. Values marked "example" are stand-ins until the owner
 * supplies the real ones; each can be overridden at build time by the environment variable named in
 * `lib/site-config.ts` (see README, "Configuration").
 */
export const siteDefaults = {
  /** The name the site as a whole goes by (titles, footer, structured data). */
  siteName: 'JLDT Bonsmara & Du Toit Holdings',
  /** A short line about the whole business, used in the footer and as the default description. */
  blurb:
    'A family farming business in South Africa: JLDT Bonsmara breeds and grows out Bonsmara cattle, ' +
    'and Du Toit Holdings grows, plants and processes garlic for farmers across the country.',
  operations: {
    cattle: { name: 'JLDT Bonsmara', shortName: 'Bonsmara', href: '/bonsmara' },
    garlic: { name: 'Du Toit Holdings', shortName: 'Garlic', href: '/garlic' },
  },
  /** example */
  ownerName: 'J. du Toit',
  ownerTitle: 'Owner & Founder',
  /** example */
  email: 'info@example.com',
  /** example: any South African mobile number, written as people write it */
  phone: '+27 82 000 0000',
  /** example */
  instagramUrl: 'https://www.instagram.com/example',
  /** example */
  facebookUrl: 'https://www.facebook.com/example',
  /** example: the address the site is deployed at, for canonical links and sitemaps */
  siteUrl: 'https://www.example.com',
  whatsappGreeting:
    "Hello! I found your website and I'd like to learn more about JLDT Bonsmara and Du Toit Holdings.",
  copyrightHolder: 'JLDT Bonsmara & Du Toit Holdings',
  /** Empty: no social feed widget; the feed block shows the profile links. */
  socialFeedWidgetId: '',
} as const
