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
