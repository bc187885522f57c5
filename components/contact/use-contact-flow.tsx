import { useEffect, useReducer, useRef, useState } from 'react'
import { replaceAddress } from '@/components/page-address'
import { loadOutboxPanel, loadSending, performContactEffect } from '@/components/contact/contact-effects'
import type { EffectContext, RefusedNoteComponent } from '@/components/contact/effect-context'
import type { ContactFormWords } from '@/components/contact/form-words'
import { takeMessageEdits, type MessageEdit } from '@/components/contact/message-hand-over'
import { askEvent, askedIn, askWaitMs, messageAsking, seedAskId, withoutAsk } from '@/lib/contact/ask'
import { useContactToasts } from '@/components/contact/toasts'
import { emptyDraft, loadDraft, type ContactDraft } from '@/lib/contact/draft'
import { contactFields, type ContactField } from '@/lib/contact/fields'
import { contactFlow, initialContactState, type ContactEffect, type ContactEvent } from '@/lib/contact/form-flow'
import { outboxHoldsAnything, outboxStorageKey } from '@/lib/contact/outbox-key'
import type { EnquiryAddressing, EnquiryTemplateParams } from '@/lib/contact/template-params'
import type { EmailJsSettings } from '@/lib/settings'

const ignore = () => {} // A failed early fetch is retried, and reported, when the visitor sends.
type FieldElement = HTMLInputElement & HTMLTextAreaElement
type FieldRefs = Partial<Record<ContactField, FieldElement | null>>
/** Whether any box of the form holds text. */
const holdsText = (boxes: FieldRefs) => contactFields.some((field) => boxes[field]?.value)

/**
 * The contact form's flow (lib/contact/form-flow.ts) in the page: the state the form draws, and the
 * effects each move asks for, carried out once the form has drawn it (so a field's error is there
 * before the focus lands on it), their outcomes fed back as events.
 */
/**
 * What the flow needs of the page: the form's words, the page's subject and the business's address, where it sends, and
 * the WhatsApp number.
 */
export type ContactFlowOptions = {
  words: ContactFormWords
  /** The page's subject, the business's address, and the words for an empty phone number. */
  addressing: EnquiryAddressing
  emailJs: EmailJsSettings
  /** The business's WhatsApp number, for the link that sends a refused enquiry as a chat. */
  whatsAppPhone: string
}

export function useContactFlow({ words, addressing, emailJs, whatsAppPhone }: ContactFlowOptions) {
  const formRef = useRef<HTMLFormElement>(null)
  const fieldRefs = useRef<FieldRefs>({})
  const clearedNote = useRef<HTMLParagraphElement>(null)
  const [state, setState] = useState(initialContactState)
  // The state as of the last event: a second event before the form redraws (a double press) sees the first's.
  const current = useRef(state)
  const pending = useRef<ContactEffect[]>([])
  // A move that leaves the state as it was may still ask for something (send it once back online): it draws again to
  // carry it out.
  const [, redraw] = useReducer((turn: number) => turn + 1, 0)
  const [LinksComponent, setLinks] = useState<{ Note: RefusedNoteComponent } | null>(null)
  const toasts = useContactToasts(words.toasts)

  const dispatch = (event: ContactEvent) => {
    const next = contactFlow(current.current, event)
    current.current = next.state
    pending.current.push(...next.effects)
    setState(next.state)
    if (next.effects.length > 0) redraw()
  }

  const readFields = (): ContactDraft => {
    const draft = { ...emptyDraft }
    for (const field of contactFields) draft[field] = fieldRefs.current[field]?.value ?? ''
    return draft
  }
  const context: EffectContext = {
    dispatch,
    readFields,
    formRef,
    fieldRefs,
    clearedNote,
    toasts,
    words,
    addressing,
    emailJs,
    setLinks,
    whatsAppPhone,
  }

  // Each move's effects, once the form shows the state it moved to.
  useEffect(() => {
    const effects = pending.current.splice(0)
    for (const effect of effects) void performContactEffect(effect, context)
  })

  // The script takes the form over: a saved draft is put back without overwriting anything typed
  // before it arrived; an outbox this browser already holds is shown; another tab's is noticed.
  useEffect(() => {
    const typedEarly = holdsText(fieldRefs.current)
    const saved = loadDraft(localStorage)
    for (const field of contactFields) {
      const box = fieldRefs.current[field]
      if (box && box.value === '' && saved?.[field]) box.value = saved[field]
    }
    dispatch({ type: 'tookOver', fields: readFields(), typedEarly, outboxHoldsSome: outboxHoldsAnything(localStorage) })
    const onStorage = (event: StorageEvent) => {
      if (event.key === outboxStorageKey && event.newValue !== null) dispatch({ type: 'outboxSeen' })
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
    // Once, when the script takes the form over.
  }, [])

  // Another part of the page (the season planner) may write into the message: kept as if typed, the
  // box brought into view and focused, and the visitor decides whether to send.
  // "Ask about this animal" hands its words over the same way (lib/contact/ask.ts): at once when
  // clicked now, or from the address when it was clicked before this code came.
  useEffect(() => {
    const editMessage = (edit: MessageEdit) => {
      const box = fieldRefs.current.message
      const next = box ? edit(box.value) : null
      if (!box || next === null) return false
      box.value = next
      dispatch({ type: 'typed', field: 'message', fields: readFields() })
      box.scrollIntoView({ block: 'center' })
      box.focus({ preventScroll: true })
      return true
    }
    const stop = takeMessageEdits(editMessage)
    const onAsk = (event: Event) => {
      event.preventDefault()
      editMessage((message) => messageAsking(message, String((event as CustomEvent<unknown>).detail ?? '')))
    }
    window.addEventListener(askEvent, onAsk)
    const asked = askedIn(location.search)
    const askingLink = () =>
      [...document.querySelectorAll<HTMLElement>('[data-ask-message]')].find((element) => element.dataset.ask === asked)
    const takeUp = (link: HTMLElement | undefined) => {
      if (link) editMessage((message) => messageAsking(message, link.dataset.askMessage ?? ''))
      // Taken up: a reload asks nothing more.
      replaceAddress(`${location.pathname}${withoutAsk(location.search)}${location.hash}`)
    }
    // "Ask for this seed" is drawn once the calculator has worked its figures out (its rules come on
    // first use): the form waits for its link, a while, rather than lose the ask.
    let waiting: MutationObserver | null = null
    let giveUp: ReturnType<typeof setTimeout> | undefined
    if (asked !== null) {
      const link = askingLink()
      if (link || asked !== seedAskId) takeUp(link)
      else {
        waiting = new MutationObserver(() => {
          const found = askingLink()
          if (!found) return
          waiting?.disconnect()
          clearTimeout(giveUp)
          takeUp(found)
        })
        waiting.observe(document.body, { childList: true, subtree: true })
        giveUp = setTimeout(() => {
          waiting?.disconnect()
          takeUp(undefined)
        }, askWaitMs)
      }
    }
    return () => {
      stop()
      waiting?.disconnect()
      clearTimeout(giveUp)
      window.removeEventListener(askEvent, onAsk)
    }
    // Once, when the script takes the form over (after the draft is put back, above).
  }, [])

  /** Fetches what a send needs while the visitor is still writing. */
  const warmUp = () => {
    loadSending()
      .then((sending) => sending.prefetch())
      .catch(ignore)
    loadOutboxPanel().catch(ignore)
    toasts.prepare()
  }

  /**
   * The outbox gave an enquiry back (refused, or cancelled by the visitor): into the form, unless it holds new text.
   */
  const outboxReturned = (enquiry: EnquiryTemplateParams, fields: ContactDraft, refused: boolean) =>
    dispatch({ type: 'outboxReturned', enquiry, fields, refused, formHasText: holdsText(fieldRefs.current) })

  return {
    state,
    dispatch,
    formRef,
    fieldRefs,
    clearedNote,
    readFields,
    warmUp,
    outboxReturned,
    toasts,
    refusedNote: LinksComponent?.Note ?? null,
  }
}
