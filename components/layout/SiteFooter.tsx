import Link from 'next/link'
import { FacebookIcon, InstagramIcon, MailIcon, UserIcon, WhatsAppIcon } from '@/components/icons'
import { CurrentYear } from '@/components/layout/CurrentYear'
import { siteConfig } from '@/lib/site-config'
import { whatsappChatUrl } from '@/lib/whatsapp'

const headingClass = 'font-display text-lg font-semibold text-cream-50'
const linkClass = 'footer-link'

export function SiteFooter() {
  const { operations } = siteConfig
  return (
    <footer className="bg-pasture-900 text-cream-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={headingClass}>
            {siteConfig.siteName}
          </h2>
          <p className="mt-3 max-w-prose text-[0.95rem] leading-relaxed text-cream-200">{siteConfig.blurb}</p>
        </section>

        <nav aria-labelledby="footer-operations">
          <h2 id="footer-operations" className={headingClass}>
            Our operations
          </h2>
          <ul className="mt-2">
            {[operations.cattle, operations.garlic].map((operation) => (
              <li key={operation.href}>
                <Link prefetch={false} href={operation.href} className={linkClass}>
                  {operation.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            Contact
          </h2>
          <ul className="mt-2">
            <li className="flex min-h-11 items-center gap-2 text-cream-100">
              <UserIcon className="size-5 shrink-0 text-wheat-300" />
              <span>
                {siteConfig.ownerName}, {siteConfig.ownerTitle}
              </span>
            </li>
            <li>
              <a href={`mailto:${siteConfig.email}`} className={linkClass}>
                <MailIcon className="size-5 shrink-0 text-wheat-300" />
                {siteConfig.email}
              </a>
            </li>
            <li>
              <a
                href={whatsappChatUrl(siteConfig.phone, siteConfig.whatsappGreeting)}
                className={linkClass}
                target="_blank"
                rel="noopener noreferrer"
              >
                <WhatsAppIcon className="size-5 shrink-0 text-wheat-300" />
                <span>
                  {siteConfig.phone}
                  <span className="sr-only"> (WhatsApp, opens in a new tab)</span>
                </span>
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={headingClass}>
            Follow us
          </h2>
          <ul className="mt-3 flex gap-3">
            <li>
              <a
                href={siteConfig.instagramUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram (opens in a new tab)"
                className="footer-icon-link"
              >
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a
                href={siteConfig.facebookUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Facebook (opens in a new tab)"
                className="footer-icon-link"
              >
                <FacebookIcon />
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-pasture-800">
        <p className="container-page py-5 text-sm text-cream-200">
          © <CurrentYear buildYear={new Date().getFullYear()} /> {siteConfig.copyrightHolder}. All rights
          reserved.
        </p>
      </div>
    </footer>
  )
}
