import { z } from 'zod'
import { siteDefaults } from '@/content/site'
import { parseContent } from '@/lib/content-schema'

const httpsUrl = z
  .url({ protocol: /^https$/, message: 'must be a full https:// address' })
  .max(2048)

const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[\d\s()-]+$/, 'must contain only digits, spaces, brackets, dashes and a leading +')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length
    return digits >= 9 && digits <= 15
  }, 'must have between 9 and 15 digits')

const operationSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  href: z.string().regex(/^\/[a-z-]*$/, 'must be a site path such as /garlic'),
})

export const siteConfigSchema = z.object({
  siteName: z.string().trim().min(1),
  blurb: z.string().trim().min(20),
  operations: z.object({ cattle: operationSchema, garlic: operationSchema }),
  ownerName: z.string().trim().min(2, 'must be at least 2 characters').max(80),
  ownerTitle: z.string().trim().min(1),
  email: z.email('must be an e-mail address'),
  phone: phoneNumber,
  instagramUrl: httpsUrl,
  facebookUrl: httpsUrl,
  siteUrl: httpsUrl.refine((url) => !url.endsWith('/'), 'must not end with a slash'),
  whatsappGreeting: z.string().trim().min(1).max(500),
  copyrightHolder: z.string().trim().min(1),
  /** The social feed widget's id; empty means no feed, and the page shows the profile links instead. */
  socialFeedWidgetId: z
    .string()
    .trim()
    .regex(/^$|^[\w-]{6,64}$/, 'must be the widget id from the feed provider (letters, digits and dashes)'),
})

export type SiteConfig = z.infer<typeof siteConfigSchema> & { emailJs: EmailJsConfig }

/** The settings the specification withholds, each with the build-time variable that sets it. */
export const siteConfigEnv = {
  ownerName: 'SITE_OWNER_NAME',
  email: 'SITE_EMAIL',
  phone: 'SITE_PHONE',
  instagramUrl: 'SITE_INSTAGRAM_URL',
  facebookUrl: 'SITE_FACEBOOK_URL',
  siteUrl: 'SITE_URL',
} as const satisfies Partial<Record<keyof SiteConfig, string>>

/** Optional settings: left unset they switch a feature off, so the build does not list them as examples. */
export const optionalSiteConfigEnv = {
  socialFeedWidgetId: 'SITE_SOCIAL_FEED_WIDGET_ID',
} as const satisfies Partial<Record<keyof SiteConfig, string>>

type Withheld = keyof typeof siteConfigEnv
type Overridable = Withheld | keyof typeof optionalSiteConfigEnv
const withheld = Object.keys(siteConfigEnv) as Withheld[]
const variableFor: Record<Overridable, string> = { ...siteConfigEnv, ...optionalSiteConfigEnv }
const overridable = Object.keys(variableFor) as Overridable[]

type Env = Readonly<Record<string, string | undefined>>

/** Reads the site settings: the defaults in `content/site.ts`, overridden by any variable that is set. */
export function loadSiteConfig(env: Env): SiteConfig {
  const merged: Record<string, unknown> = { ...siteDefaults }
  for (const key of overridable) {
    const value = env[variableFor[key]]
    if (value !== undefined && value.trim() !== '') merged[key] = value.trim()
  }
  const site = parseContent('site settings', siteConfigSchema, merged, (path) => {
    const key = path.split('.')[0] as Overridable
    return overridable.includes(key)
      ? `${path} (set by ${variableFor[key]}, or content/site.ts)`
      : `${path} (content/site.ts)`
  })
  return { ...site, emailJs: loadEmailJsConfig(env) }
}

/** The withheld settings that still hold their example default, by variable name. */
export function exampleSettingsInUse(config: SiteConfig): string[] {
  const site = withheld.filter((key) => config[key] === siteDefaults[key]).map((key) => siteConfigEnv[key])
  const emailJs = emailJsExampleKeys.filter((key) => config.emailJs[key] === emailJsDefaults[key]).map((key) => emailJsEnv[key])
  return [...site, ...emailJs]
}

// --- EmailJS: where the contact form sends enquiries (README, "Contact form and EmailJS") ---

/** The EmailJS account's public values. The keys are examples until set; the origin is the real service. */
export const emailJsDefaults = {
  publicKey: 'example-public-key',
  serviceId: 'example_service',
  templateId: 'example_template',
  apiOrigin: 'https://api.emailjs.com',
} as const

export const emailJsEnv = {
  publicKey: 'EMAILJS_PUBLIC_KEY',
  serviceId: 'EMAILJS_SERVICE_ID',
  templateId: 'EMAILJS_TEMPLATE_ID',
  apiOrigin: 'EMAILJS_API_ORIGIN',
} as const

/** Set only by `npm start` and the tests, which run the local mail sink: allows a loopback origin. */
export const localMailSinkEnv = 'EMAILJS_LOCAL_SINK'

const emailJsExampleKeys = ['publicKey', 'serviceId', 'templateId'] as const

const emailJsId = z.string().regex(/^[\w-]{3,64}$/, 'must be the id from the EmailJS dashboard (letters, digits, _ and -)')

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
      : 'points at this computer, so a deployed site could not send enquiries; only npm start and the tests build against the local mail sink'
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

export type EmailJsConfig = { [K in keyof typeof emailJsDefaults]: string }

/** The EmailJS settings: the defaults above, overridden by any EMAILJS_* variable that is set. */
export function loadEmailJsConfig(env: Env): EmailJsConfig {
  const merged: Record<string, string> = { ...emailJsDefaults }
  for (const [key, name] of Object.entries(emailJsEnv)) {
    const value = env[name]
    if (value !== undefined && value.trim() !== '') merged[key] = value.trim()
  }
  const schema = emailJsSchema(env[localMailSinkEnv] === '1')
  return parseContent('EmailJS settings', schema, merged, (path) => {
    const name = emailJsEnv[path as keyof typeof emailJsEnv]
    return name ? `${path} (set by ${name})` : path
  })
}

/** True when all three EmailJS keys are set to real values, so the form can reach the real service. */
export function hasRealEmailJsKeys(env: Env): boolean {
  return emailJsExampleKeys.every((key) => {
    const value = env[emailJsEnv[key]]?.trim()
    return !!value && value !== emailJsDefaults[key]
  })
}

/** The site settings for this build. Read only in server components and build scripts. */
export const siteConfig: SiteConfig = loadSiteConfig(process.env)
