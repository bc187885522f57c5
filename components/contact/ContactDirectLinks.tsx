import { MailIcon, WhatsAppIcon } from '@/components/icons'
import { siteConfig } from '@/lib/site-config'
import { whatsappChatUrl } from '@/lib/whatsapp'

const linkClass = 'direct-link'

/** The e-mail and WhatsApp links: a way to reach the business that needs no JavaScript. */
export function ContactDirectLinks() {
  return (
    <ul className="mt-4 flex flex-col gap-3">
      <li>
        <a href={`mailto:${siteConfig.email}`} className={linkClass}>
          <MailIcon className="size-6 shrink-0" />
          <span>
            E-mail us at <span className="underline underline-offset-4 break-words">{siteConfig.email}</span>
          </span>
        </a>
      </li>
      <li>
        <a
          href={whatsappChatUrl(siteConfig.phone, siteConfig.whatsappGreeting)}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          <WhatsAppIcon className="size-6 shrink-0 text-whatsapp" />
          <span>
            Chat on WhatsApp: <span className="whitespace-nowrap underline underline-offset-4">{siteConfig.phone}</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </span>
        </a>
      </li>
    </ul>
  )
}
