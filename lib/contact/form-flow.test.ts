import {
  contactFlow,
  initialContactState,
  isSubmitting,
  type ContactEvent,
  type ContactFormState,
} from '@/lib/contact/form-flow'
import type { ContactDraft } from '@/lib/contact/draft'
import type { EnquiryTemplateParams } from '@/lib/contact/template-params'

const empty: ContactDraft = { name: '', email: '', phone: '', message: '' }
const typed: ContactDraft = {
  name: 'Thandi',
  email: 'thandi@example.co.za',
  phone: '',
  message: 'Shani seed for 2 ha?',
}
const enquiry: EnquiryTemplateParams = {
  from_name: 'Thandi',
  from_email: 'thandi@example.co.za',
  phone: 'Not provided',
  message: 'Shani seed for 2 ha?',
  subject: 'Du Toit Holdings Garlic Inquiry',
  to_email: 'info@example.com',
}
const other: EnquiryTemplateParams = { ...enquiry, message: 'Another one' }

/** The state after a run of events from the start, and every effect asked for on the way. */
function run(events: readonly ContactEvent[], from: ContactFormState = initialContactState()) {
  let state = from
  const effects = []
  for (const event of events) {
    const next = contactFlow(state, event)
    state = next.state
    effects.push(...next.effects)
  }
  return { state, effects }
}
const last = (events: readonly ContactEvent[], from?: ContactFormState) => {
  const before = run(events.slice(0, -1), from).state
  return contactFlow(before, events.at(-1)!)
}

const pressed: ContactEvent = { type: 'sendPressed', robot: false }
const right: ContactEvent = { type: 'checked', outcome: { ok: true, enquiry, online: true } }
const sending = [pressed, right] as const

describe('contactFlow: taking the form over and typing', () => {
  test.each<[string, ContactEvent, Partial<ContactFormState>, unknown[]]>([
    [
      'a draft put back keeps its 7 days (no save)',
      { type: 'tookOver', fields: typed, typedEarly: false, outboxHoldsSome: false },
      { saved: true, messageLength: typed.message.length },
      [],
    ],
    [
      'typing before the script renews the draft',
      { type: 'tookOver', fields: typed, typedEarly: true, outboxHoldsSome: false },
      { saved: true },
      [{ type: 'saveDraft' }],
    ],
    [
      'nothing kept: no clear control',
      { type: 'tookOver', fields: empty, typedEarly: false, outboxHoldsSome: false },
      { saved: false, messageLength: 0 },
      [],
    ],
    [
      'an outbox already here is shown',
      { type: 'tookOver', fields: empty, typedEarly: false, outboxHoldsSome: true },
      { outbox: { shown: true, revision: 0 } },
      [],
    ],
  ])('%s', (_, event, expected, effects) => {
    const next = contactFlow(initialContactState(), event)
    expect(next.state).toMatchObject(expected)
    expect(next.effects).toEqual(effects)
  })

  test('typing saves the draft, follows the message’s length and clears only that field’s error', () => {
    const withErrors = run([
      pressed,
      { type: 'checked', outcome: { ok: false, errors: { name: 'Name is required', email: 'Invalid email address' } } },
    ]).state
    const next = contactFlow(withErrors, {
      type: 'typed',
      field: 'name',
      fields: { ...empty, name: 'T', message: 'abc' },
    })
    expect(next.state.errors).toEqual({ name: undefined, email: 'Invalid email address' })
    expect(next.state.messageLength).toBe(3)
    expect(next.state.saved).toBe(true)
    expect(next.effects).toEqual([{ type: 'saveDraft' }])
  })

  test('the season planner writing the message is kept as if typed: saved, counted, its error gone', () => {
    const withError = run([
      pressed,
      { type: 'checked', outcome: { ok: false, errors: { message: 'Message is required' } } },
    ]).state
    const next = contactFlow(withError, {
      type: 'typed',
      field: 'message',
      fields: { ...empty, message: 'Season estimate' },
    })
    expect(next.state).toMatchObject({ saved: true, messageLength: 15, errors: { message: undefined } })
    expect(next.effects).toEqual([{ type: 'saveDraft' }])
  })
})

describe('contactFlow: sending', () => {
  test(
    'Send fetches the checks; wrong fields go back to editing with focus on the ' + 'first and the validation toast',
    () => {
      expect(contactFlow(initialContactState(), pressed)).toEqual({
        state: { ...initialContactState(), phase: { name: 'checking' } },
        effects: [{ type: 'loadChecks' }],
      })
      const wrong = last([
        pressed,
        {
          type: 'checked',
          outcome: { ok: false, errors: { email: 'Invalid email address', message: 'Message is required' } },
        },
      ])
      expect(wrong.state.phase).toEqual({ name: 'editing' })
      expect(wrong.effects).toEqual([
        { type: 'focusField', field: 'email' },
        { type: 'notify', kind: 'invalid' },
      ])
    },
  )

  test(
    'right fields, online: Submitting... is said and the enquiry is sent; the ' + 'button says Submitting... meanwhile',
    () => {
      const next = last(sending)
      expect(next.state.phase).toEqual({ name: 'sending', enquiry })
      expect(next.effects).toEqual([{ type: 'saySubmitting' }, { type: 'send', enquiry }])
      expect(isSubmitting(next.state)).toBe(true)
      expect(isSubmitting(run([pressed]).state)).toBe(false)
    },
  )

  test('answered: sent empties the form and says so', () => {
    const next = last([...sending, { type: 'answered', outcome: { ok: true } }], {
      ...initialContactState(),
      saved: true,
      messageLength: 20,
    })
    expect(next.state).toMatchObject({ phase: { name: 'sent' }, saved: false, messageLength: 0 })
    expect(next.effects).toEqual([{ type: 'emptyForm' }, { type: 'notify', kind: 'sent' }])
  })

  test.each<[string, 'network' | 'service' | 'timeout', string, unknown, EnquiryTemplateParams | null]>([
    ['no connection: it can wait for one', 'network', 'network', { wait: enquiry }, null],
    ['refused by the service: another way can carry it', 'service', 'refused', { otherWays: enquiry }, enquiry],
    ['no answer in time: either', 'timeout', 'timeout', { wait: enquiry, otherWays: enquiry }, enquiry],
  ])('failed, %s; the fields are kept', (_, cause, named, offer, refused) => {
    const next = last([...sending, { type: 'answered', outcome: { ok: false, cause, reason: 'why' } }], {
      ...initialContactState(),
      saved: true,
      messageLength: 20,
    })
    expect(next.state).toMatchObject({
      phase: { name: 'failed', cause: named },
      refused,
      saved: true,
      messageLength: 20,
    })
    expect(next.effects).toEqual([
      { type: 'log', reason: 'why' },
      { type: 'notify', kind: 'failed', offer },
    ])
    expect(next.effects.some((effect) => effect.type === 'emptyForm')).toBe(false)
  })

  test('offline, nothing is tried: it is offered to wait for the connection', () => {
    const next = last([pressed, { type: 'checked', outcome: { ok: true, enquiry, online: false } }])
    expect(next.state.phase).toEqual({ name: 'failed', cause: 'network' })
    expect(next.effects).toEqual([
      { type: 'log', reason: 'the device is offline' },
      { type: 'notify', kind: 'failed', offer: { wait: enquiry } },
    ])
  })

  test('the checks that cannot be fetched: the failure toast, nothing lost', () => {
    const next = last([pressed, { type: 'checksUnavailable' }])
    expect(next.state.phase).toEqual({ name: 'failed', cause: 'network' })
    expect(next.effects.map((effect) => effect.type)).toEqual(['log', 'notify'])
  })

  test('a robot that filled the trap is told it went, and nothing is checked or sent', () => {
    const next = contactFlow({ ...initialContactState(), saved: true }, { type: 'sendPressed', robot: true })
    expect(next.state).toMatchObject({ phase: { name: 'sent' }, saved: false })
    expect(next.effects).toEqual([{ type: 'emptyForm' }, { type: 'notify', kind: 'sent' }])
  })

  test('a double press: the second does nothing while the first is checked, and while it is sent', () => {
    expect(last([pressed, pressed]).effects).toEqual([])
    expect(last([...sending, pressed]).effects).toEqual([])
    expect(last([...sending, pressed]).state.phase.name).toBe('sending')
  })

  test('a refused enquiry stays offered until the next send is checked right', () => {
    const refused = run([
      ...sending,
      { type: 'answered', outcome: { ok: false, cause: 'service', reason: '451' } },
    ]).state
    expect(refused.refused).toEqual(enquiry)
    expect(
      last([pressed, { type: 'checked', outcome: { ok: false, errors: { name: 'x' } } }], refused).state.refused,
    ).toEqual(enquiry)
    expect(last([pressed, right], refused).state.refused).toBeNull()
  })

  test('writing again after a send leaves the sent or failed state behind', () => {
    const sent = run([...sending, { type: 'answered', outcome: { ok: true } }]).state
    expect(contactFlow(sent, { type: 'typed', field: 'name', fields: { ...empty, name: 'T' } }).state.phase).toEqual({
      name: 'editing',
    })
  })
})

describe('contactFlow: the outbox', () => {
  test('asking to send once back online queues it; kept, the form empties and the outbox shows it', () => {
    const failed = run([pressed, { type: 'checked', outcome: { ok: true, enquiry, online: false } }], {
      ...initialContactState(),
      saved: true,
      messageLength: 20,
    }).state
    expect(contactFlow(failed, { type: 'waitRequested', enquiry }).effects).toEqual([
      { type: 'dismissToasts' },
      { type: 'queue', enquiry },
    ])
    const queued = contactFlow(failed, { type: 'queued', ok: true })
    expect(queued.state).toMatchObject({
      phase: { name: 'editing' },
      saved: false,
      messageLength: 0,
      refused: null,
      outbox: { shown: true, revision: 1 },
    })
    expect(queued.effects).toEqual([{ type: 'emptyForm' }])
    expect(contactFlow(failed, { type: 'queued', ok: false }).effects).toEqual([{ type: 'notify', kind: 'failed' }])
  })

  test('another tab’s outbox sending while this form holds a draft: the draft is untouched', () => {
    const drafting = run([{ type: 'typed', field: 'message', fields: typed }]).state
    const seen = contactFlow(drafting, { type: 'outboxSeen' })
    expect(seen.state).toMatchObject({ saved: true, messageLength: typed.message.length, outbox: { shown: true } })
    expect(seen.effects).toEqual([])
    expect(contactFlow(seen.state, { type: 'outboxSent' })).toEqual({
      state: seen.state,
      effects: [{ type: 'notify', kind: 'sent' }],
    })
  })

  test('a cancelled enquiry comes back into an empty form and is saved as the draft', () => {
    const back = contactFlow(initialContactState(), {
      type: 'outboxReturned',
      enquiry,
      fields: typed,
      refused: false,
      formHasText: false,
    })
    expect(back.state).toMatchObject({ saved: true, messageLength: typed.message.length, refused: null })
    expect(back.effects).toEqual([{ type: 'fillForm', fields: typed }, { type: 'saveDraft' }])
  })

  test(
    'a refused outbox entry restored into a form with new text: the new text ' +
      'stays, the other ways are offered for the refused one',
    () => {
      const writing = run([{ type: 'typed', field: 'message', fields: { ...empty, message: 'A new question' } }]).state
      const back = contactFlow(writing, {
        type: 'outboxReturned',
        enquiry: other,
        fields: typed,
        refused: true,
        formHasText: true,
      })
      expect(back.state).toMatchObject({
        messageLength: 'A new question'.length,
        refused: other,
        phase: { name: 'failed', cause: 'refused' },
      })
      expect(back.effects).toEqual([{ type: 'notify', kind: 'failed', offer: { otherWays: other } }])
    },
  )
})

describe('contactFlow: Clear my saved draft', () => {
  test('removes the draft and the outbox, closes the toasts, and says so where the control stood', () => {
    const kept = run([{ type: 'typed', field: 'message', fields: typed }, { type: 'outboxSeen' }]).state
    const cleared = contactFlow(kept, { type: 'clearPressed' })
    expect(cleared.state).toMatchObject({
      phase: { name: 'cleared', sending: false },
      saved: false,
      messageLength: 0,
      errors: {},
      refused: null,
      outbox: { shown: true, revision: 0 },
    })
    expect(cleared.effects).toEqual([
      { type: 'emptyForm' },
      { type: 'dismissToasts' },
      { type: 'clearOutbox' },
      { type: 'focusClearedNote' },
    ])
    // The outbox's panel reads the outbox again only once it is empty.
    expect(contactFlow(cleared.state, { type: 'outboxCleared' })).toEqual({
      state: { ...cleared.state, outbox: { shown: true, revision: 1 } },
      effects: [],
    })
    // Writing again leaves "cleared" behind; so does an outbox seen from another tab.
    expect(
      contactFlow(cleared.state, { type: 'typed', field: 'name', fields: { ...empty, name: 'T' } }).state.phase,
    ).toEqual({ name: 'editing' })
    expect(contactFlow(cleared.state, { type: 'outboxSeen' }).state.phase).toEqual({ name: 'editing' })
  })

  test('during a send: the send may still land and is told, but a failure then offers nothing back', () => {
    const clearedWhileSending = run([...sending, { type: 'clearPressed' }]).state
    expect(clearedWhileSending.phase).toEqual({ name: 'cleared', sending: true })
    expect(isSubmitting(clearedWhileSending)).toBe(true)
    const landed = contactFlow(clearedWhileSending, { type: 'answered', outcome: { ok: true } })
    expect(landed.state.phase).toEqual({ name: 'cleared', sending: false })
    expect(landed.effects).toEqual([{ type: 'emptyForm' }, { type: 'notify', kind: 'sent' }])
    const refused = contactFlow(clearedWhileSending, {
      type: 'answered',
      outcome: { ok: false, cause: 'service', reason: '451' },
    })
    expect(refused.state).toMatchObject({ phase: { name: 'cleared', sending: false }, refused: null })
    expect(refused.effects).toEqual([
      { type: 'log', reason: '451' },
      { type: 'notify', kind: 'failed' },
    ])
  })

  test('while the checks are fetched: the enquiry is not sent once they arrive', () => {
    const next = last([pressed, { type: 'clearPressed' }, right])
    expect(next.effects).toEqual([])
    expect(next.state.phase).toEqual({ name: 'cleared', sending: false })
  })

  test('an answer with no send under way is ignored', () => {
    expect(contactFlow(initialContactState(), { type: 'answered', outcome: { ok: true } }).effects).toEqual([])
  })
})
