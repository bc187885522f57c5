import { calculatorWords } from '@/content/calculator'
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
  // The seed with the longest name, of those the planner offers (not sold out): its line is the longest.
  const seeds = content.varieties.items.flatMap(({ key, name, seed }) =>
    seed && seed.availability !== 'sold-out' ? [{ key, name, ...seed }] : [],
  )
  const longestSeed = seeds.reduce((a, b) => (b.name.length > a.name.length ? b : a), seeds[0]!)

  test(
    'with every service and the longest quantities, it fits the contact form ' +
      'message, so it can always be added to an empty one',
    () => {
      const outcome = seasonEstimate(
        {
          ...longest,
          seed: longestSeed.key,
          field: field.items.map((item) => item.key),
          processing: processing.items.map((item) => item.key),
        },
        {
          field: field.items,
          processing: processing.items,
          travelPerKilometre: content.travel.price,
          tonsPerHour: content.facility.tonsPerHour,
          seeds,
        },
      )
      if (outcome.status !== 'estimate')
        throw new Error(`the longest entries should give an estimate, not ${JSON.stringify(outcome)}`)
      const names = Object.fromEntries(
        [...field.items, ...processing.items, { key: 'travel', name: content.travel.name }, ...seeds].map((item) => [
          item.key,
          item.name,
        ]),
      )
      const text = estimateMessage(outcome.estimate, names, content.facility.tonsPerHour, {
        ...words.message,
        hours: words.results.hours,
        minutes: words.results.minutes,
        units: words.units,
        seed: {
          name: words.results.seed,
          line: words.message.seedOnRequest,
          bags: localize(calculatorWords, language).order.bags,
          oneBag: localize(calculatorWords, language).order.oneBag,
          onRequest: words.results.onRequest,
          included: words.results.seedIncluded,
          notIncluded: words.results.seedNotIncluded,
          none: words.results.noSeed,
        },
      })
      // The heading, the field services, the travelling charge, processing, the seed, the total and what it
      // says of the seed, the processing time and the closing line.
      expect(text.split('\n')).toHaveLength(1 + field.items.length + 1 + processing.items.length + 1 + 2 + 1 + 1)
      expect(text.length).toBeLessThanOrEqual(contactFieldLimits.message)
    },
  )
})
