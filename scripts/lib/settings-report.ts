import type * as SiteConfigModule from '../../lib/site-config'

/**
 * Prints which withheld settings still hold their example values, so nobody deploys the example
 * e-mail address by accident. Loading the config also validates it: a bad value stops the build
 * here with a message naming the setting and the variable behind it.
 */
export async function reportSettings(): Promise<void> {
  let config: typeof SiteConfigModule
  try {
    config = await import('../../lib/site-config')
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  const examples = config.exampleSettingsInUse(config.siteConfig)
  if (examples.length === 0) {
    console.log('Site settings: every withheld value is set.')
    return
  }
  console.warn(
    'Site settings still using example values (set these before going live; see README, "Configuration"):\n' +
      examples.map((name) => `  - ${name}`).join('\n'),
  )
}
