import { CloseIcon, MenuIcon } from '@/components/icons'
import { navLinkClass } from '@/components/layout/nav-link-styles'

export type MobileMenuProps = {
  /** The navigation's links, the current page's marked. */
  links: ReadonlyArray<{ href: string; label: string; current: boolean }>
  /** The same page in each other language (the language link), named in that language. */
  otherLanguages: ReadonlyArray<{ code: string; href: string; lang: string; name: string }>
  /** What screen readers call the navigation. */
  label: string
  /** The button's name ('Menu'). */
  buttonLabel: string
}

/**
 * The collapsible navigation for screens under 768 px. It is a native disclosure (`<details>`), so
 * its button opens and closes it without JavaScript; browsers announce it as a button that is
 * expanded or collapsed. The page's inline starter (scripts/build-steps/page-starter.ts), which every
 * page runs as it is read, before and without the framework, closes it on Escape (focus back on the
 * button), on a tap outside it and on choosing a link; so it needs no script of its own.
 */
export function MobileMenu({ links, otherLanguages, label, buttonLabel }: MobileMenuProps) {
  return (
    <details data-menu="" className="shrink-0 md:hidden">
      <summary className="menu-button">
        <span className="sr-only">{buttonLabel}</span>
        <MenuIcon className="menu-bars" />
        <CloseIcon className="menu-close" />
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-cream-200 bg-cream-50 shadow-lg">
        <nav aria-label={label}>
          <ul className="container-page flex flex-col gap-1 py-3">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={navLinkClass.menu} aria-current={link.current ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
            {otherLanguages.map((other) => (
              <li key={other.code} className="mt-1 border-t border-cream-200 pt-2">
                <a
                  href={other.href}
                  lang={other.lang}
                  hrefLang={other.lang}
                  className={navLinkClass.menu}
                  data-language-link={other.href}
                >
                  {other.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </details>
  )
}
