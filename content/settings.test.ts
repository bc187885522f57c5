import { readFileSync } from 'node:fs'
import path from 'node:path'
import { exampleSettings } from '@/content/settings'
import { businessEnv, emailJsEnv, localMailSinkEnv, optionalSettingsEnv, settingsEnv } from '@/lib/settings'

/** The variables .env.example offers, set or commented out: `SITE_URL=` and `# MAIL_SINK_PORT=3001` both count. */
function exampleVariables(): Set<string> {
  const text = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8')
  return new Set([...text.matchAll(/^(?:#\s*)?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))
}

describe('.env.example', () => {
  const offered = exampleVariables()
  const businessVariables = Object.entries(exampleSettings.businesses).flatMap(([key, details]) =>
    Object.keys(details).map((field) => businessEnv(key, field as keyof typeof details)),
  )

  test.each([
    ...Object.values(settingsEnv),
    ...Object.values(optionalSettingsEnv),
    ...Object.values(emailJsEnv),
    ...businessVariables,
  ])('offers %s, which a build reads', (variable) => {
    expect(offered).toContain(variable)
  })

  test('does not offer the switch only npm start and the tests set', () => {
    expect(offered).not.toContain(localMailSinkEnv)
  })
})
