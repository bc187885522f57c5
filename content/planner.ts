import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { template, words } from '@/content/schema'

const label = words({ max: 60 })
const placeholder = words({ max: 20 })

export const plannerSchema = z.strictObject({
  heading: words({ max: 40 }),
  intro: words({ min: 20 }),
  formLabel: words(),
  field: z.strictObject({
    legend: words(),
    hectares: z.strictObject({ label, placeholder }),
    useCalculator: template(['hectares'], { max: 60 }),
    kilometres: z.strictObject({ label: template(['place'], { max: 60 }), placeholder, help: template(['price']) }),
  }),
  processing: z.strictObject({
    legend: template(['place']),
    tons: z.strictObject({ label, placeholder }),
  }),
  units: z.strictObject({ hectares: words({ max: 5 }), kilometres: words({ max: 5 }), tons: words({ max: 5 }) }),
  results: z.strictObject({
    heading: words(),
    prompt: words(),
    waitingTitle: words(),
    waitingText: words(),
    loadFailed: words(),
    incomplete: words(),
    service: words(),
    amount: words(),
    total: words(),
    processingTime: template(['rate']),
    hours: template(['hours']),
    minutes: template(['minutes']),
    estimateNote: words({ min: 20 }),
    send: words({ max: 50 }),
    added: words(),
    noRoom: template(['count']),
  }),
  hints: z.strictObject({
    hectaresEmpty: words(),
    kilometresEmpty: words(),
    tonsEmpty: words(),
    notANumber: words(),
    notPositive: words(),
    tooLarge: template(['max']),
    tooPrecise: template(['step']),
    fieldService: words(),
    processingService: words(),
  }),
  /** Kept short: the whole estimate must fit the contact form's 1 000-character message. */
  message: z.strictObject({
    heading: words({ max: 80 }),
    line: template(['service', 'quantity', 'price', 'amount'], { max: 60 }),
    total: template(['amount'], { max: 40 }),
    processingTime: template(['time', 'rate'], { max: 80 }),
    closing: words({ max: 80 }),
  }),
})

/** Every word of "Price your season" (content/planner.yaml). */
export const plannerWords = loadContent('planner.yaml', plannerSchema)

/** The planner's words in one language, as its section and island receive them. */
export type PlannerWords = Localized<typeof plannerWords>
