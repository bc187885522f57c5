import { z } from 'zod'
import { parseSettings } from '@/lib/content-file'

/**
 * The build-time settings the product specification withholds (the owner's name and contact
 * details, the social profiles, the deployed address, the e-mail service's keys). Each has an
 * obvious example value (content/settings.ts) until it is set by its environment variable; every
 * build lists the examples still in use.
 */

const httpsUrl = z.url({ protocol: /^https$/, message: 'must be a full https:// address' }).max(2048)

/** A phone number as people write it, with 9 to 15 digits: the site's, and an auctioneer's. */
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[\d\s()-]+$/, 'must contain only digits, spaces, brackets, dashes and a leading +')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length
    return digits >= 9 && digits <= 15
  }, 'must have between 9 and 15 digits')

export const settingsSchema = z.object({
  ownerName: z.string().trim().min(2, 'must be at least 2 characters').max(80),
  email: z.email('must be an e-mail address'),
  phone: phoneNumber,
  instagramUrl: httpsUrl,
  facebookUrl: httpsUrl,
  siteUrl: httpsUrl.refine((url) => !url.endsWith('/'), 'must not end with a slash'),
  /** The social feed widget's id; empty means no feed, and the page shows the profile links instead. */
  socialFeedWidgetId: z
    .string()
    .trim()
    .regex(/^$|^[\w-]{6,64}$/, 'must be the widget id from the feed provider (letters, digits and dashes)'),
})

export type EmailJsSettings = { publicKey: string; serviceId: string; templateId: string; apiOrigin: string }
export type Settings = z.infer<typeof settingsSchema> & { emailJs: EmailJsSettings; businesses: Businesses }

/** The settings' example values: what a build uses until each variable is set. */
export type SettingsExamples = Settings

/** The withheld settings, each with the build-time variable that sets it. */
export const settingsEnv = {
  ownerName: 'SITE_OWNER_NAME',
  email: 'SITE_EMAIL',
  phone: 'SITE_PHONE',
  instagramUrl: 'SITE_INSTAGRAM_URL',
  facebookUrl: 'SITE_FACEBOOK_URL',
  siteUrl: 'SITE_URL',
} as const satisfies Partial<Record<keyof Settings, string>>

/** Optional settings: left unset they switch a feature off, so the build does not list them as examples. */
export const optionalSettingsEnv = {
  socialFeedWidgetId: 'SITE_SOCIAL_FEED_WIDGET_ID',
} as const satisfies Partial<Record<keyof Settings, string>>

type Withheld = keyof typeof settingsEnv
type Overridable = Withheld | keyof typeof optionalSettingsEnv
const withheld = Object.keys(settingsEnv) as Withheld[]
const variableFor: Record<Overridable, string> = { ...settingsEnv, ...optionalSettingsEnv }
const overridable = Object.keys(variableFor) as Overridable[]

type Env = Readonly<Record<string, string | undefined>>

/** Reads the settings: the examples, overridden by every variable that is set (trimmed). */
export function loadSettings(env: Env, examples: SettingsExamples): Settings {
  const { emailJs: emailJsExamples, businesses: businessExamples, ...siteExamples } = examples
  const merged: Record<string, unknown> = { ...siteExamples }
  for (const key of overridable) {
    const value = env[variableFor[key]]
    if (value !== undefined && value.trim() !== '') merged[key] = value.trim()
  }
  const settings = parseSettings('The site settings', settingsSchema, merged, (path) => {
    const key = path.split('.')[0] as Overridable
    return overridable.includes(key)
      ? `${path} (set by ${variableFor[key]}, or content/settings.ts)`
      : `${path} (content/settings.ts)`
  })
  return {
    ...settings,
    emailJs: loadEmailJsSettings(env, emailJsExamples),
    businesses: loadBusinesses(env, businessExamples),
  }
}

/** The withheld settings that still hold their example value, by variable name. */
export function exampleSettingsInUse(settings: Settings, examples: SettingsExamples): string[] {
  const site = withheld.filter((key) => settings[key] === examples[key]).map((key) => settingsEnv[key])
  const emailJs = emailJsExampleKeys
    .filter((key) => settings.emailJs[key] === examples.emailJs[key])
    .map((key) => emailJsEnv[key])
  const businesses = Object.entries(examples.businesses).flatMap(([key, example]) =>
    businessFields
      .filter((field) => settings.businesses[key]?.[field] === example[field])
      .map((field) => businessEnv(key, field)),
  )
  return [...site, ...emailJs, ...businesses]
}

// --- The businesses' legal details (ECTA section 43): the footer and the structured data ---

/** The legal forms a South African business takes, as the footer names them (content/interface.yaml). */
export const legalStatuses = [
  'private-company',
  'close-corporation',
  'sole-proprietor',
  'partnership',
  'trust',
] as const
export type LegalStatus = (typeof legalStatuses)[number]

const detail = (max: number) =>
  z.string().trim().min(2, 'must be at least 2 characters').max(max, `must be at most ${max} characters`)

const businessSchema = z.object({
  /** The name registered with the CIPC, with its suffix: "JLDT Bonsmara (Pty) Ltd". */
  legalName: detail(120),
  legalStatus: z.enum(legalStatuses, { message: `must be one of: ${legalStatuses.join(', ')}` }),
  /** The CIPC registration number (2019/123456/07); for a sole proprietor, the word "none". */
  registrationNumber: z
    .string()
    .trim()
    .regex(
      /^(?:\d{4}\/\d{6}\/\d{2}|[A-Z]{1,3}\s?\d{1,6}\/\d{2,4}|none)$/i,
      'must be a CIPC number such as 2019/123456/07, a trust number such as IT 1234/2019, or none',
    ),
  streetAddress: detail(160),
  town: detail(60),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'must be a South African postal code: four digits'),
  province: detail(40),
})

export type BusinessDetails = z.infer<typeof businessSchema>
/** Each operation's legal details, by the key of the operation's page (content/site.yaml). */
export type Businesses = Readonly<Record<string, BusinessDetails>>

const businessFields = Object.keys(businessSchema.shape) as (keyof BusinessDetails)[]

const envSuffix: Record<keyof BusinessDetails, string> = {
  legalName: 'LEGAL_NAME',
  legalStatus: 'LEGAL_STATUS',
  registrationNumber: 'REGISTRATION_NUMBER',
  streetAddress: 'STREET_ADDRESS',
  town: 'TOWN',
  postalCode: 'POSTAL_CODE',
  province: 'PROVINCE',
}

/** The variable that sets one legal detail of one business: SITE_GARLIC_LEGAL_NAME. */
export function businessEnv(key: string, field: keyof BusinessDetails): string {
  return `SITE_${key.toUpperCase().replace(/\W+/g, '_')}_${envSuffix[field]}`
}

/** Every business's legal details: its examples, overridden by each SITE_<KEY>_* variable that is set. */
export function loadBusinesses(env: Env, examples: Businesses): Businesses {
  return Object.fromEntries(
    Object.entries(examples).map(([key, example]) => {
      const merged: Record<string, string> = { ...example }
      for (const field of businessFields) {
        const value = env[businessEnv(key, field)]
        if (value !== undefined && value.trim() !== '') merged[field] = value.trim()
      }
      const details = parseSettings(`The legal details of ${key}`, businessSchema, merged, (path) => {
        const field = path.split('.')[0] as keyof BusinessDetails
        return businessFields.includes(field)
          ? `${path} (set by ${businessEnv(key, field)}, or content/settings.ts)`
          : path
      })
      return [key, details]
    }),
  )
}

// --- EmailJS: where the contact form sends enquiries (README, "Contact form and EmailJS") ---

export const emailJsEnv = {
  publicKey: 'EMAILJS_PUBLIC_KEY',
  serviceId: 'EMAILJS_SERVICE_ID',
  templateId: 'EMAILJS_TEMPLATE_ID',
  apiOrigin: 'EMAILJS_API_ORIGIN',
} as const

/** Set only by `npm start` and the tests, which run the local mail sink: allows a loopback origin. */
export const localMailSinkEnv = 'EMAILJS_LOCAL_SINK'

const emailJsExampleKeys = ['publicKey', 'serviceId', 'templateId'] as const

const emailJsId = z
  .string()
  .regex(/^[\w-]{3,64}$/, 'must be the id from the EmailJS dashboard (letters, digits, _ and -)')

/** True for an origin on this computer (localhost, 127.x.x.x, [::1]). */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin)
    return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)
  } catch {
    return false
  }
}

/** What is wrong with an API origin, or null. */
function apiOriginProblem(value: string, localSinkAllowed: boolean): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'must be an origin such as https://api.emailjs.com'
  }
  if (url.origin !== value) return 'must be an origin only: no path and no trailing slash'
  if (isLoopbackOrigin(value)) {
    return localSinkAllowed
      ? null
      : 'points at this computer, so a deployed site could not send enquiries; only ' +
          'npm start and the tests build against the local mail sink'
  }
  return url.protocol === 'https:' ? null : 'must use https://'
}

function emailJsSchema(localSinkAllowed: boolean) {
  const origin = z.string().superRefine((value, ctx) => {
    const problem = apiOriginProblem(value, localSinkAllowed)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
  return z.object({ publicKey: emailJsId, serviceId: emailJsId, templateId: emailJsId, apiOrigin: origin })
}

/** The EmailJS settings: the examples, overridden by every EMAILJS_* variable that is set. */
export function loadEmailJsSettings(env: Env, examples: EmailJsSettings): EmailJsSettings {
  const merged: Record<string, string> = { ...examples }
  for (const [key, name] of Object.entries(emailJsEnv)) {
    const value = env[name]
    if (value !== undefined && value.trim() !== '') merged[key] = value.trim()
  }
  return parseSettings('The EmailJS settings', emailJsSchema(env[localMailSinkEnv] === '1'), merged, (path) => {
    const name = emailJsEnv[path as keyof typeof emailJsEnv]
    return name ? `${path} (set by ${name})` : path
  })
}

/** True when all three EmailJS keys are set to real values, so the form can reach the real service. */
export function hasRealEmailJsKeys(env: Env, examples: EmailJsSettings): boolean {
  return emailJsExampleKeys.every((key) => {
    const value = env[emailJsEnv[key]]?.trim()
    return !!value && value !== examples[key]
  })
}
