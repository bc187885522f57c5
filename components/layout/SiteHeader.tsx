import Link from 'next/link'
import { FarmMark } from '@/components/icons'
import { MobileMenu } from '@/components/layout/MobileMenu'
import { contactButtonClass, navLinkClass } from '@/components/layout/nav-link-styles'
import { navigationPages } from '@/content/pages'
import { siteConfig } from '@/lib/site-config'

export type SiteHeaderProps = {
  /** Path of the page being shown, or null where no navigation link is the current page (404). */
  currentPath: string | null
  /** Where 'Contact Us' leads: the page's own contact section, or Home's on pages without one. */
  contactHref: string
}

export function SiteHeader({ currentPath, contactHref }: SiteHeaderProps) {
  const links = navigationPages.map((page) => ({ href: page.path, label: page.navLabel }))
  return (
    <header className="site-header">
      <div className="container-page flex h-(--spacing-header) items-center justify-between gap-3">
        <Link
          prefetch={false}
          href="/"
          className="flex min-h-11 items-center gap-2 rounded-md text-pasture-800"
          aria-label={`${siteConfig.siteName}, home`}
        >
          <FarmMark className="size-8 shrink-0" />
          <span className="font-display text-[0.95rem] leading-tight font-semibold whitespace-nowrap sm:text-lg">
            JLDT <span className="text-ochre-700">&amp;</span> Du Toit
          </span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => {
              const active = link.href === currentPath
              return (
                <li key={link.href}>
                  <Link
                    prefetch={false}
                    href={link.href}
                    className={navLinkClass.bar}
                    aria-current={active ? 'page' : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <a href={contactHref} className={contactButtonClass}>
            Contact Us
          </a>
          <MobileMenu links={links} currentPath={currentPath} />
        </div>
      </div>
    </header>
  )
}
