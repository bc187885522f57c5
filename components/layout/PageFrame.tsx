import type { ReactNode } from 'react'
import { ChatButton } from '@/components/layout/ChatButton'
import type { Frame } from '@/components/layout/frame'
import { PageRuntime } from '@/components/layout/PageRuntime'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { JsonLd } from '@/components/seo/JsonLd'
import { defaultLanguage, languageCodes, languages } from '@/content/languages'
import { pageByKey, pages } from '@/content/pages'
import { breadcrumbJsonLd, webPageJsonLd } from '@/lib/structured-data'

export type PageFrameProps = {
  frame: Frame
  /** Key of the page shown (content/pages.yaml), or null on a page outside the navigation (404). */
  currentKey: string | null
  /** Pages with their own contact section jump to it; others send visitors to the home page's. */
  hasContactSection?: boolean
  children: ReactNode
}

/**
 * The fixed navigation bar, the page's `<main>` landmark below the bar's height, the footer (the
 * parts of a page that link to the same page in the other language), the chat button, and what
 * marks the page interactive once its scripts run. Drawn by the page rather than the root layout
 * (components/layout/SiteDocument.tsx), so the chat button's code comes in the same file as the
 * page's other islands.
 */
export function PageFrame({ frame, currentKey, hasContactSection = true, children }: PageFrameProps) {
  const home = frame.navigation[0]!
  // Every page of the registry, in the menu or not (the privacy notice), has its breadcrumb.
  const page =
    currentKey === null
      ? undefined
      : { href: pageByKey(currentKey).path[frame.language], label: pageByKey(currentKey).navLabel.in(frame.language) }
  const trail = page === undefined ? [] : page.href === home.href ? [home] : [home, page]
  return (
    <>
      <SiteHeader
        frame={frame}
        currentKey={currentKey}
        contactHref={hasContactSection ? '#contact' : `${home.href}#contact`}
      />
      <main id="main-content" tabIndex={-1} className="flex-1 pt-(--spacing-header) outline-none">
        {children}
      </main>
      <SiteFooter frame={frame} currentKey={currentKey} />
      {/* A landmark of its own, so landmark navigation reaches the chat as it reaches the rest. */}
      <aside aria-label={frame.words.chatButton}>
        <ChatButton href={frame.whatsappLink} label={frame.words.chatButton} />
      </aside>
      <PageRuntime />
      {/* Structured data last: the words reach a slow phone first, the data for search engines after them. */}
      {currentKey !== null && (
        <JsonLd
          data={[
            webPage(frame, currentKey),
            breadcrumbJsonLd(
              frame.settings.siteUrl,
              trail.map((link) => ({ name: link.label, path: link.href })),
            ),
          ]}
        />
      )}
    </>
  )
}

/** The page in structured data: its language, and its translations or the page it translates. */
function webPage(frame: Frame, key: string) {
  const page = pageByKey(key)
  const { language } = frame
  return webPageJsonLd({
    siteUrl: frame.settings.siteUrl,
    siteName: frame.site.name,
    siteHomePath: pages[0]!.path[defaultLanguage],
    path: page.path[language],
    title: page.title.in(language),
    description: page.description.in(language),
    language: languages[language].lang,
    ...(language === defaultLanguage
      ? { translations: languageCodes.filter((code) => code !== language).map((code) => page.path[code]) }
      : { translationOf: page.path[defaultLanguage] }),
  })
}
