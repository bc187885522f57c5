import { ContactDirectLinks } from '@/components/contact/ContactDirectLinks'
import { ContactForm } from '@/components/contact/ContactForm'
import { ScriptsStalled } from '@/components/errors/ScriptsStalled'
import { contactFormWords } from '@/components/contact/form-words'
import { PrivacyLine } from '@/components/contact/PrivacyLine'
import type { Frame } from '@/components/layout/frame'
import { pathOf, privacyPageKey } from '@/content/pages'
import { toolMarks } from '@/components/tool-wake'

export type ContactSectionProps = {
  frame: Frame
  /** The page's own: what to ask about here, and the subject its enquiries carry. */
  page: { intro: string; subject: string }
  /** False where a notice above on the page already says why the scripts may not have started. */
  stalledReason?: boolean
  /**
   * False on a page that is only text (the privacy notice): the links alone, the e-mail with the page's subject, so
   * the page has no tool and never fetches the framework (scripts/build-steps/load-when.ts).
   */
  form?: boolean
}

/** The last section of every page: the `#contact` anchor the navigation's 'Contact Us' leads to. */
export function ContactSection({ frame, page, stalledReason = true, form = true }: ContactSectionProps) {
  const { contact, settings } = frame
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-cream-100 py-20">
      <div className={`container-page grid gap-10 ${form ? 'lg:grid-cols-[1fr_1.4fr]' : ''} lg:gap-14`}>
        {/* Alone, the links keep a reading width rather than stretch across a wide screen. */}
        <div className={form ? undefined : 'max-w-2xl'}>
          <h2 id="contact-title" className="text-2xl min-[400px]:text-3xl font-semibold text-pasture-900 sm:text-4xl">
            {frame.words.navigation.contactUs}
          </h2>
          <p className="mt-4 max-w-prose text-lg text-ink-muted">{page.intro}</p>
          <h3 className="mt-8 text-xl font-semibold text-pasture-900">{contact.directHeading}</h3>
          <ContactDirectLinks frame={frame} subject={form ? undefined : page.subject} />
        </div>
        {/* Without JavaScript the form cannot send, so it is hidden and the links above remain. */}
        {form && (
          <div data-needs-js="" {...toolMarks.contact} className="card p-6 sm:p-8">
            <ScriptsStalled frame={frame} tool="form" subject={page.subject} reason={stalledReason} />
            <ContactForm
              words={contactFormWords(contact)}
              addressing={{
                subject: page.subject,
                toEmail: settings.email,
                phoneNotProvided: contact.phoneNotProvided,
              }}
              privacyLine={
                <PrivacyLine
                  text={contact.privacyNotice}
                  linkLabel={contact.privacyLink}
                  href={pathOf(privacyPageKey, frame.language)}
                />
              }
              emailJs={settings.emailJs}
              whatsAppPhone={settings.phone}
            />
          </div>
        )}
      </div>
    </section>
  )
}
