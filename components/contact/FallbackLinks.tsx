import type { ContactFormWords } from '@/components/contact/form-words'
import { emailFallbackUrl, whatsAppFallbackUrl } from '@/lib/contact/fallback-links'
import type { EnquiryTemplateParams } from '@/lib/contact/template-params'

export type FallbackLinksProps = {
  /** The enquiry the e-mail service refused, as the template would have received it. */
  enquiry: EnquiryTemplateParams
  /** The form's words: the links' own, and the fields' labels the written enquiry uses. */
  words: Pick<ContactFormWords, 'fallback' | 'labels'>
  /** The business's WhatsApp number (its phone) and e-mail address. */
  whatsAppPhone: string
  toEmail: string
  /** In a toast the links are smaller, but still 44 px tall. */
  compact?: boolean
}

/**
 * Two links that open WhatsApp and the mail app with the whole enquiry already written (lib/contact/fallback-links.ts).
 */
export function FallbackLinks({
  enquiry,
  words: { fallback, labels },
  whatsAppPhone,
  toEmail,
  compact = false,
}: FallbackLinksProps) {
  const written = { ...fallback, labels }
  const linkClass = compact
    ? 'inline-flex min-h-11 items-center rounded-full border border-current px-4 ' +
      'text-sm font-semibold underline-offset-2 hover:underline'
    : 'inline-flex min-h-11 items-center justify-center rounded-full border-2 ' +
      'border-pasture-800 bg-white px-4 text-sm font-semibold text-pasture-900 ' +
      'hover:bg-pasture-50'
  return (
    <>
      <a
        className={linkClass}
        href={whatsAppFallbackUrl(whatsAppPhone, enquiry, written)}
        target="_blank"
        rel="noopener noreferrer"
        data-fallback="whatsapp"
      >
        {fallback.whatsApp}
      </a>
      <a className={linkClass} href={emailFallbackUrl(toEmail, enquiry, written)} data-fallback="email">
        {fallback.email}
      </a>
    </>
  )
}

/**
 * Under the form until the next send: what to do with the enquiry the e-mail service refused (fetched with the links).
 */
export function RefusedNote(links: FallbackLinksProps) {
  return (
    <div className="grid gap-3 rounded-md border-l-4 border-danger-800 bg-danger-50 px-4 py-3 text-sm text-ink">
      <p className="font-medium">{links.words.fallback.lead}</p>
      <p className="flex flex-wrap gap-3">
        <FallbackLinks {...links} />
      </p>
    </div>
  )
}
