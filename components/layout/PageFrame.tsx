import type { ReactNode } from 'react'
import { SiteHeader } from '@/components/layout/SiteHeader'

export type PageFrameProps = {
  currentPath: string | null
  /** Pages with their own contact section jump to it; others send visitors to Home's. */
  hasContactSection?: boolean
  children: ReactNode
}

/** The fixed navigation bar and the page's `<main>` landmark, below the bar's height. */
export function PageFrame({ currentPath, hasContactSection = true, children }: PageFrameProps) {
  return (
    <>
      <SiteHeader currentPath={currentPath} contactHref={hasContactSection ? '#contact' : '/#contact'} />
      <main id="main-content" tabIndex={-1} className="pt-(--spacing-header) outline-none">
        {children}
      </main>
    </>
  )
}
