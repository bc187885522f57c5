import { loadSettings, type SettingsExamples } from '@/lib/settings'

/**
 * The settings the business has not supplied yet, with obvious example values. Each is set at
 * build time by its environment variable (README, "Configuration"), or in a .env.local file; every
 * build lists the examples still in use, and a deployment check refuses them.
 */
export const exampleSettings: SettingsExamples = {
  ownerName: 'J. du Toit',
  email: 'info@example.com',
  phone: '+27 82 000 0000',
  instagramUrl: 'https://www.instagram.com/example',
  facebookUrl: 'https://www.facebook.com/example',
  siteUrl: 'https://www.example.com',
  // Empty: no social feed widget; the feed block shows the profile links.
  socialFeedWidgetId: '',
  // The legal details the law asks a site to show (ECTA section 43), by the operation's page key
  // (content/site.yaml). Each is set by SITE_<KEY>_<FIELD>, for example SITE_GARLIC_LEGAL_NAME.
  businesses: {
    bonsmara: {
      legalName: 'JLDT Bonsmara (Pty) Ltd',
      legalStatus: 'private-company',
      registrationNumber: '0000/000000/07',
      streetAddress: 'Example Farm, Example Road',
      town: 'Example Town',
      postalCode: '0000',
      province: 'Example Province',
    },
    garlic: {
      legalName: 'Du Toit Holdings (Pty) Ltd',
      legalStatus: 'private-company',
      registrationNumber: '0000/000001/07',
      streetAddress: 'Example Farm, Example Road',
      town: 'Example Town',
      postalCode: '0000',
      province: 'Example Province',
    },
  },
  emailJs: {
    publicKey: 'example-public-key',
    serviceId: 'example_service',
    templateId: 'example_template',
    // The real service; only its keys are examples.
    apiOrigin: 'https://api.emailjs.com',
  },
}

/** The settings for this build. Read only in server components and build scripts. */
export const settings = loadSettings(process.env, exampleSettings)
