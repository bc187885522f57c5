import type { ReactNode } from 'react'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { JsonLd } from '@/components/seo/JsonLd'
import { navigationPages } from '@/content/pages'
import { siteConfig } from '@/lib/site-config'
import { breadcrumbJsonLd } from '@/lib/structured-data'

export type PageFrameProps = {
  currentPath: string | null
  /** Pages with their own contact section jump to it; others send visitors to Home's. */
  hasContactSection?: boolean
  children: ReactNode
}

/** The fixed navigation bar and the page's `<main>` landmark, below the bar's height. */
export function PageFrame({ currentPath, hasContactSection = true, children }: PageFrameProps) {
  const page = navigationPages.find((candidate) => candidate.path === currentPath)
  const home = navigationPages[0]!
  return (
    <>
      {page && <JsonLd data={breadcrumbJsonLd(siteConfig, page === home ? [home] : [home, page])} />}
      <SiteHeader currentPath={currentPath} contactHref={hasContactSection ? '#contact' : '/#contact'} />
      <main id="main-content" tabIndex={-1} className="pt-(--spacing-header) outline-none">
        {children}
      </main>
    </>
  )
}
