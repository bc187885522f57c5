import type { ReactNode } from 'react'
import type { Frame } from '@/components/layout/frame'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { JsonLd } from '@/components/seo/JsonLd'
import { breadcrumbJsonLd } from '@/lib/structured-data'

export type PageFrameProps = {
  frame: Frame
  /** Key of the page shown (content/pages.yaml), or null on a page outside the navigation (404). */
  currentKey: string | null
  /** Pages with their own contact section jump to it; others send visitors to the home page's. */
  hasContactSection?: boolean
  children: ReactNode
}

/** The fixed navigation bar and the page's `<main>` landmark, below the bar's height. */
export function PageFrame({ frame, currentKey, hasContactSection = true, children }: PageFrameProps) {
  const home = frame.navigation[0]!
  const page = frame.navigation.find((link) => link.key === currentKey)
  const trail = page === undefined ? [] : page === home ? [home] : [home, page]
  return (
    <>
      {trail.length > 0 && <JsonLd data={breadcrumbJsonLd(frame.settings.siteUrl, trail.map((link) => ({ name: link.label, path: link.href })))} />}
      <SiteHeader frame={frame} currentKey={currentKey} contactHref={hasContactSection ? '#contact' : `${home.href}#contact`} />
      <main id="main-content" tabIndex={-1} className="pt-(--spacing-header) outline-none">
        {children}
      </main>
    </>
  )
}
