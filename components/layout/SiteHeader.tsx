import { FarmMark } from '@/components/icons'
import type { Frame } from '@/components/layout/frame'
import { LanguageLink } from '@/components/layout/LanguageLink'
import { MobileMenu } from '@/components/layout/MobileMenu'
import { contactButtonClass, navLinkClass } from '@/components/layout/nav-link-styles'
import { fillTemplate } from '@/lib/template'

export type SiteHeaderProps = {
  frame: Frame
  /** Key of the page being shown, or null where no navigation link is the current page (404). */
  currentKey: string | null
  /** Where 'Contact Us' leads: the page's own contact section, or the home page's on pages without one. */
  contactHref: string
}

export function SiteHeader({ frame, currentKey, contactHref }: SiteHeaderProps) {
  const { site, words, navigation } = frame
  const links = navigation.map((link) => ({ href: link.href, label: link.label, current: link.key === currentKey }))
  const [shortStart, shortEnd] = site.shortName.split(' & ')
  return (
    <header className="site-header">
      <div className="container-page flex h-(--spacing-header) items-center justify-between gap-3">
        <a
          href={navigation[0]!.href}
          className="flex min-h-11 min-w-0 items-center gap-2 rounded-md text-pasture-800"
          aria-label={fillTemplate(words.navigation.logo, { site: site.name })}
        >
          <FarmMark className="size-8 shrink-0" />
          <span className="font-display text-[0.95rem] leading-tight font-semibold sm:text-lg">
            {shortEnd === undefined ? (
              site.shortName
            ) : (
              // On a screen too narrow for one line it breaks after the ampersand only: JLDT & / Du Toit.
              <>
                <span className="whitespace-nowrap">
                  {shortStart} <span className="text-ochre-700">&amp;</span>
                </span>{' '}
                <span className="whitespace-nowrap">{shortEnd}</span>
              </>
            )}
          </span>
        </a>

        <nav aria-label={words.navigation.label} className="hidden min-w-0 md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={navLinkClass.bar} aria-current={link.current ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <div className="hidden shrink-0 md:block">
            <LanguageLink frame={frame} currentKey={currentKey} className="nav-link" />
          </div>
          <a href={contactHref} className={contactButtonClass}>
            {words.navigation.contactUs}
          </a>
          <MobileMenu
            links={links}
            otherLanguages={frame.otherLanguages(currentKey)}
            label={words.navigation.label}
            buttonLabel={words.navigation.menuButton}
          />
        </div>
      </div>
    </header>
  )
}
