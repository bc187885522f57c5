import { z } from 'zod'
import { parseSettings } from '@/lib/content-file'

/**
 * The build-time settings the product specification withholds (the owner's name and contact
 * details, the social profiles, the deployed address, the e-mail service's keys). Each has an
 * obvious example value (content/settings.ts) until it is set by its environment variable; every
 * build lists the examples still in use.
 */

const httpsUrl = z.url({ protocol: /^https$/, message: 'must be a full https:// address' }).max(2048)

const phoneNumber = z
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
export type Settings = z.infer<typeof settingsSchema> & { emailJs: EmailJsSettings }

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
  const { emailJs: emailJsExamples, ...siteExamples } = examples
  const merged: Record<string, unknown> = { ...siteExamples }
  for (const key of overridable) {
    const value = env[variableFor[key]]
    if (value !== undefined && value.trim() !== '') merged[key] = value.trim()
  }
  const settings = parseSettings('The site settings', settingsSchema, merged, (path) => {
    const key = path.split('.')[0] as Overridable
    return overridable.includes(key) ? `${path} (set by ${variableFor[key]}, or content/settings.ts)` : `${path} (content/settings.ts)`
  })
  return { ...settings, emailJs: loadEmailJsSettings(env, emailJsExamples) }
}

/** The withheld settings that still hold their example value, by variable name. */
export function exampleSettingsInUse(settings: Settings, examples: SettingsExamples): string[] {
  const site = withheld.filter((key) => settings[key] === examples[key]).map((key) => settingsEnv[key])
  const emailJs = emailJsExampleKeys.filter((key) => settings.emailJs[key] === examples.emailJs[key]).map((key) => emailJsEnv[key])
  return [...site, ...emailJs]
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
