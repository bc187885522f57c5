import { FacebookIcon, InstagramIcon, MailIcon, UserIcon, WhatsAppIcon } from '@/components/icons'
import type { Frame } from '@/components/layout/frame'
import { LanguageLink } from '@/components/layout/LanguageLink'
import { Template } from '@/components/Template'
import { pageByKey, privacyPageKey } from '@/content/pages'
import { businessOf, legalDetailsText } from '@/lib/legal-details'

const headingClass = 'font-display text-lg font-semibold text-cream-50'
const linkClass = 'footer-link'

export type SiteFooterProps = {
  frame: Frame
  /** Key of the page shown (for the language link), or null where there is none. */
  currentKey: string | null
}

/**
 * The footer, one landmark (contentinfo) with the operations' links as its navigation: its other
 * parts are headed groups, not landmarks of their own, so landmark navigation lists each kind of
 * place once (the page's contact section is the region named for contact).
 */
export function SiteFooter({ frame, currentKey }: SiteFooterProps) {
  const { site, settings, words, language } = frame
  const privacy = pageByKey(privacyPageKey)
  const profiles = [
    { name: 'Instagram', href: settings.instagramUrl, Icon: InstagramIcon },
    { name: 'Facebook', href: settings.facebookUrl, Icon: FacebookIcon },
  ]
  return (
    <footer className="bg-pasture-900 text-cream-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className={headingClass}>{site.name}</h2>
          <p className="mt-3 max-w-prose text-[0.95rem] leading-relaxed text-cream-200">{site.blurb}</p>
        </div>

        <nav aria-labelledby="footer-operations">
          <h2 id="footer-operations" className={headingClass}>
            {words.footer.operations}
          </h2>
          <ul className="mt-2">
            {site.operations.map((operation) => (
              <li key={operation.page}>
                <a href={pageByKey(operation.page).path[language]} className={linkClass}>
                  {operation.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>{words.footer.contact}</h2>
          <ul className="mt-2">
            <li className="flex min-h-11 items-center gap-2 text-cream-100">
              <UserIcon className="size-5 shrink-0 text-wheat-300" />
              <span>
                {settings.ownerName}, {site.ownerTitle}
              </span>
            </li>
            <li>
              <a href={`mailto:${settings.email}`} className={linkClass}>
                <MailIcon className="size-5 shrink-0 text-wheat-300" />
                {settings.email}
              </a>
            </li>
            <li>
              <a href={frame.whatsappLink} className={linkClass} target="_blank" rel="noopener noreferrer">
                <WhatsAppIcon className="size-5 shrink-0 text-wheat-300" />
                <span>
                  {settings.phone}
                  <span className="sr-only">{` ${words.footer.phoneLink}`}</span>
                </span>
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{words.footer.follow}</h2>
          <ul className="mt-3 flex gap-3">
            {profiles.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${name} ${words.newTab}`}
                  className="footer-icon-link"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-pasture-800">
        <div className="container-page py-5">
          <h2 className="text-sm font-semibold text-cream-100">{words.footer.legalHeading}</h2>
          <ul className="mt-1 grid gap-2 text-sm leading-relaxed text-cream-200">
            {site.operations.map((operation) => (
              <li key={operation.page}>
                {legalDetailsText(operation.name, businessOf(settings.businesses, operation.page), words.footer)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-pasture-800">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-3">
          <p className="py-2 text-sm text-cream-200">
            <Template
              text={words.footer.copyright}
              gaps={{
                // The build's year, made today's by the page (scripts/build-steps/page-basics.ts), so an old
                // build never shows last year; React leaves the page's own text as it finds it.
                year: (
                  <span data-current-year="" suppressHydrationWarning>
                    {new Date().getFullYear()}
                  </span>
                ),
                holder: site.copyrightHolder,
              }}
            />
          </p>
          <div className="flex flex-wrap items-center gap-x-6">
            <a
              href={privacy.path[language]}
              className={`${linkClass} text-sm`}
              aria-current={currentKey === privacyPageKey ? 'page' : undefined}
            >
              {privacy.navLabel.in(language)}
            </a>{' '}
            <LanguageLink frame={frame} currentKey={currentKey} className={`${linkClass} text-sm font-semibold`} />
          </div>
        </div>
      </div>
    </footer>
  )
}
