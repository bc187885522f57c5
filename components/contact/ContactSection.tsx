import { MailIcon, WhatsAppIcon } from '@/components/icons'
import { siteConfig } from '@/lib/site-config'
import { whatsappChatUrl } from '@/lib/whatsapp'

export type ContactSectionProps = {
  /** One or two sentences on what to ask about on this page. */
  intro: string
  /** The e-mail subject enquiries from this page carry. */
  subject: string
}

/** The last section of every page: the `#contact` anchor the navigation's 'Contact Us' leads to. */
export function ContactSection({ intro }: ContactSectionProps) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-cream-100 py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 id="contact-title" className="text-3xl font-semibold text-pasture-900 sm:text-4xl">
            Contact Us
          </h2>
          <p className="mt-4 max-w-prose text-lg text-ink-muted">{intro}</p>
        </div>
        <ul className="flex flex-col gap-3 self-start">
          <li>
            <a
              href={`mailto:${siteConfig.email}`}
              className="flex min-h-12 items-center gap-3 rounded-xl bg-white px-5 py-3 font-semibold text-pasture-800 shadow-(--shadow-card) hover:bg-pasture-50"
            >
              <MailIcon className="size-6 shrink-0" />
              <span>
                E-mail us at <span className="underline underline-offset-4">{siteConfig.email}</span>
              </span>
            </a>
          </li>
          <li>
            <a
              href={whatsappChatUrl(siteConfig.phone, siteConfig.whatsappGreeting)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-12 items-center gap-3 rounded-xl bg-white px-5 py-3 font-semibold text-pasture-800 shadow-(--shadow-card) hover:bg-pasture-50"
            >
              <WhatsAppIcon className="size-6 shrink-0 text-whatsapp" />
              <span>
                Chat on WhatsApp: <span className="underline underline-offset-4">{siteConfig.phone}</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  )
}
