import { site } from '../../content/site'
import { businessEnv, type BusinessDetails } from '../../lib/settings'
import { reportSettings } from './settings-report'

const fields: (keyof BusinessDetails)[] = [
  'legalName',
  'legalStatus',
  'registrationNumber',
  'streetAddress',
  'town',
  'postalCode',
  'province',
]

describe('the build’s settings report', () => {
  test('lists every legal detail of every operation that still holds its example value', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    try {
      await reportSettings()
      const printed = warn.mock.calls.flat().join('\n')
      // The variables this machine has not set are examples, and each is named on a line of its own.
      const variables = site.operations.flatMap((operation) =>
        fields.map((field) => businessEnv(operation.page, field)),
      )
      const unset = variables.filter((name) => !process.env[name]?.trim())
      for (const name of unset) expect(printed.split('\n')).toContain(`  - ${name}`)
      if (unset.length > 0) expect(printed).toMatch(/still using example values/)
    } finally {
      warn.mockRestore()
      log.mockRestore()
    }
  })
})
