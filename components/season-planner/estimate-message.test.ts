import { garlic } from '@/content/garlic'
import { languageCodes } from '@/content/languages'
import { plannerWords } from '@/content/planner'
import { contactFieldLimits } from '@/lib/contact/fields'
import { localize } from '@/lib/localize'
import { seasonEstimate } from '@/lib/season-planner/estimate'
import { estimateMessage } from '@/lib/season-planner/estimate-text'

// The longest entries the planner takes: every service, each quantity at its most digits.
const longest = {
  hectares: '9999,9999',
  kilometres: '2999,9',
  tons: '99999,999',
}

describe.each(languageCodes)('the estimate as a message (%s)', (language) => {
  const content = localize(garlic, language)
  const words = localize(plannerWords, language)
  const { field, processing } = content.services

  test(
    'with every service and the longest quantities, it fits the contact form ' +
      'message, so it can always be added to an empty one',
    () => {
      const outcome = seasonEstimate(
        {
          ...longest,
          field: field.items.map((item) => item.key),
          processing: processing.items.map((item) => item.key),
        },
        {
          field: field.items,
          processing: processing.items,
          travelPerKilometre: content.travel.price,
          tonsPerHour: content.facility.tonsPerHour,
        },
      )
      if (outcome.status !== 'estimate')
        throw new Error(`the longest entries should give an estimate, not ${JSON.stringify(outcome)}`)
      const names = Object.fromEntries(
        [...field.items, ...processing.items, { key: 'travel', name: content.travel.name }].map((item) => [
          item.key,
          item.name,
        ]),
      )
      const text = estimateMessage(outcome.estimate, names, content.facility.tonsPerHour, {
        ...words.message,
        hours: words.results.hours,
        minutes: words.results.minutes,
        units: words.units,
      })
      expect(text.split('\n')).toHaveLength(1 + field.items.length + 1 + processing.items.length + 2 + 1)
      expect(text.length).toBeLessThanOrEqual(contactFieldLimits.message)
    },
  )
})
