import { ContactDirectLinks } from '@/components/contact/ContactDirectLinks'
import { ContactForm } from '@/components/contact/ContactForm'
import { contactFormText } from '@/content/contact'
import { siteConfig } from '@/lib/site-config'

export type ContactSectionProps = {
  /** One or two sentences on what to ask about on this page. */
  intro: string
  /** The e-mail subject enquiries from this page carry. */
  subject: string
}

/** The last section of every page: the `#contact` anchor the navigation's 'Contact Us' leads to. */
export function ContactSection({ intro, subject }: ContactSectionProps) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-cream-100 py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-14">
        <div>
          <h2 id="contact-title" className="text-3xl font-semibold text-pasture-900 sm:text-4xl">
            Contact Us
          </h2>
          <p className="mt-4 max-w-prose text-lg text-ink-muted">{intro}</p>
          <h3 className="mt-8 text-xl font-semibold text-pasture-900">{contactFormText.directHeading}</h3>
          <ContactDirectLinks />
        </div>
        {/* Without JavaScript the form cannot send, so it is hidden and the links above remain. */}
        <div data-needs-js="" className="card p-6 sm:p-8">
          <ContactForm subject={subject} toEmail={siteConfig.email} emailJs={siteConfig.emailJs} />
        </div>
      </div>
    </section>
  )
}
