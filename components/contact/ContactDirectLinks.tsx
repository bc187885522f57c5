import { MailIcon, WhatsAppIcon } from '@/components/icons'
import type { Frame } from '@/components/layout/frame'
import { Template } from '@/components/Template'

const linkClass = 'direct-link'

/**
 * The e-mail and WhatsApp links: a way to reach the business that needs no JavaScript. With a `subject`, the e-mail
 * opens with it written, as the form would have sent it.
 */
export function ContactDirectLinks({ frame, subject }: { frame: Frame; subject?: string }) {
  const { settings, contact, words } = frame
  const mail = subject ? `mailto:${settings.email}?subject=${encodeURIComponent(subject)}` : `mailto:${settings.email}`
  return (
    <ul className="mt-4 flex flex-col gap-3">
      <li>
        <a href={mail} className={linkClass}>
          <MailIcon className="size-6 shrink-0" />
          <span>
            <Template
              text={contact.emailLink}
              gaps={{ email: <span className="underline underline-offset-4">{settings.email}</span> }}
            />
          </span>
        </a>
      </li>
      <li>
        <a href={frame.whatsappLink} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <WhatsAppIcon className="size-6 shrink-0 text-whatsapp" />
          <span>
            <Template
              text={contact.whatsappLink}
              gaps={{ phone: <span className="whitespace-nowrap underline underline-offset-4">{settings.phone}</span> }}
            />
            <span className="sr-only">{` ${words.newTab}`}</span>
          </span>
        </a>
      </li>
    </ul>
  )
}
