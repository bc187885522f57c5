import type * as Settings from '../../content/settings'
import type * as SettingsRules from '../../lib/settings'

/**
 * Prints which withheld settings still hold their example values, so nobody deploys the example
 * e-mail address by accident. Loading the settings also validates them: a bad value stops the build
 * here with a message naming the setting and the variable behind it.
 */
export async function reportSettings(): Promise<void> {
  let loaded: typeof Settings
  let lib: typeof SettingsRules
  try {
    loaded = await import('../../content/settings')
    lib = await import('../../lib/settings')
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  const examples = lib.exampleSettingsInUse(loaded.settings, loaded.exampleSettings)
  if (examples.length === 0) {
    console.log('Site settings: every withheld value is set.')
    return
  }
  console.warn(
    'Site settings still using example values (set these before going live; see README, "Configuration"):\n' +
      examples.map((name) => `  - ${name}`).join('\n'),
  )
}
