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

export type SiteConfig = z.infer<typeof siteConfigSchema>

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
  return parseContent('site settings', siteConfigSchema, merged, (path) => {
    const key = path.split('.')[0] as Overridable
    return overridable.includes(key)
      ? `${path} (set by ${variableFor[key]}, or content/site.ts)`
      : `${path} (content/site.ts)`
  })
}

/** The withheld settings that still hold their example default, by variable name. */
export function exampleSettingsInUse(config: SiteConfig): string[] {
  return withheld
    .filter((key) => config[key] === siteDefaults[key])
    .map((key) => siteConfigEnv[key])
}

/** The site settings for this build. Read only in server components and build scripts. */
export const siteConfig: SiteConfig = loadSiteConfig(process.env)
