import { useEffect } from 'react'
import { useOutbox } from '@/components/contact/use-outbox'
import type { ContactDraft } from '@/lib/contact/draft'
import type { OutboxEntry } from '@/lib/contact/outbox'
import { draftOfEnquiry, type EnquiryTemplateParams } from '@/lib/contact/template-params'
import type { EmailJsSettings } from '@/lib/settings'
import { fillTemplate } from '@/lib/template'

export type OutboxWords = {
  waiting: string
  cancel: string
  cancelled: string
  expired: string
  unconfirmed: string
  sendAgain: string
  remove: string
}

export type OutboxPanelProps = {
  emailJs: EmailJsSettings
  words: OutboxWords
  /** Changes each time the form puts an enquiry in the outbox, or starts a new send. */
  revision: number
  /**
   * What the template's phone says when the visitor left it empty, so a returned enquiry's phone box is empty again.
   */
  phoneNotProvided: string
  onSent: (entry: OutboxEntry) => void
  /**
   * An enquiry comes back for the form to take: the service refused it (`refused`), or the visitor
   * chose not to send it while it waited. `fields` are the form's boxes as they held it.
   */
  onReturned: (enquiry: EnquiryTemplateParams, fields: ContactDraft, refused: boolean) => void
}

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 ' +
  'border-pasture-800 bg-white px-4 text-sm font-semibold text-pasture-900 ' +
  'hover:bg-pasture-50'

/**
 * The outbox in the form (lib/contact/outbox.ts): each enquiry waiting for a connection, with a way
 * not to send it; each whose send lost its answer, with the choice to send it again or remove it;
 * and a note when one expired or was cancelled. Loaded only when the browser holds an outbox, or
 * the visitor puts an enquiry in it.
 */
export default function OutboxPanel({
  emailJs,
  words,
  revision,
  phoneNotProvided,
  onSent,
  onReturned,
}: OutboxPanelProps) {
  const returned = (entry: OutboxEntry, refused: boolean) =>
    onReturned(entry.params, draftOfEnquiry(entry.params, phoneNotProvided), refused)
  const outbox = useOutbox(emailJs, { onSent, onRefused: (entry) => returned(entry, true) })
  const { reload } = outbox
  useEffect(() => {
    if (revision > 0) reload()
  }, [revision, reload])

  return (
    <>
      {outbox.entries.map((entry) =>
        entry.attemptedAt === undefined || outbox.sending ? (
          <div
            key={entry.id}
            className="grid gap-3 rounded-md border-l-4 border-pasture-700 bg-pasture-50 px-4 py-3 text-sm text-ink"
            data-outbox="waiting"
          >
            <p>{fillTemplate(words.waiting, { subject: entry.params.subject })}</p>
            {!outbox.sending && (
              <p>
                <button
                  type="button"
                  className={buttonClass}
                  onClick={() => {
                    outbox.cancel(entry)
                    returned(entry, false)
                  }}
                >
                  {words.cancel}
                </button>
              </p>
            )}
          </div>
        ) : (
          <div
            key={entry.id}
            className="grid gap-3 rounded-md border-l-4 border-ochre-600 bg-cream-100 px-4 py-3 text-sm text-ink"
            data-outbox="unconfirmed"
          >
            <p>{fillTemplate(words.unconfirmed, { subject: entry.params.subject })}</p>
            <p className="flex flex-wrap gap-3">
              <button type="button" className={buttonClass} onClick={() => outbox.retry(entry)}>
                {words.sendAgain}
              </button>
              <button type="button" className={buttonClass} onClick={() => outbox.remove(entry)}>
                {words.remove}
              </button>
            </p>
          </div>
        ),
      )}
      {outbox.note && (
        <p className="rounded-md border-l-4 border-ochre-600 bg-cream-100 px-4 py-3 text-sm font-medium text-ink">
          {outbox.note === 'expired' ? words.expired : words.cancelled}
        </p>
      )}
    </>
  )
}
