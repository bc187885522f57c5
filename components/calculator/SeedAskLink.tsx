import type { SeedAsk } from '@/components/calculator/seed-words'
import { seedAskId } from '@/lib/contact/ask'

export type SeedAskLinkProps = { ask: SeedAsk; message: string }

/**
 * "Ask for this seed": a link to the contact form carrying the request's words (the page's basics
 * write them into the message, before the framework and after it, lib/contact/ask.ts) and the plain
 * word that it is a request the business confirms; outside the order window, when ordering opens.
 */
export function SeedAskLink({ ask, message }: SeedAskLinkProps) {
  if ('closed' in ask) return <p className="mt-4 text-cream-100">{ask.closed}</p>
  return (
    <div className="mt-4">
      <a href={ask.href} data-ask={seedAskId} data-ask-message={message} className="button-accent">
        {ask.label}
      </a>
      <p className="mt-2 text-sm text-cream-100">{ask.note}</p>
    </div>
  )
}
