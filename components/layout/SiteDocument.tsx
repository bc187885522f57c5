import type { ReactNode } from 'react'
import { frameFor } from '@/components/layout/frame'
import type { Language } from '@/content/languages'

export type SiteDocumentProps = { language: Language; children: ReactNode }

/**
 * The document every page of one language is drawn in: `<html lang>` and the skip link. The rest of
 * the frame (the header, the footer, the chat button) is the page's, components/layout/PageFrame.tsx,
 * so a root layout holds no client code of its own: its scripts come with the page's islands, in
 * one file, rather than in a file of their own. A root layout per language uses it.
 */
export function SiteDocument({ language, children }: SiteDocumentProps) {
  const frame = frameFor(language)
  return (
    <html lang={frame.lang}>
      {/* A root layout's own <head>, as the App Router allows; the rule is for the pages router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* Without JavaScript, controls that need it (the contact form, the calculator) are not offered, and
            what says so (`data-without-js`) is shown: written once in the page, so a text browser reads it once. */}
        <noscript>
          <style>{'[data-needs-js]{display:none!important}[data-without-js]{display:block!important}'}</style>
        </noscript>
        {/* The site on paper: fetched without holding up the screen (public/print.css), so not in
            the screen's style sheet, which Next's CSS imports build. */}
        {/* eslint-disable-next-line @next/next/no-css-tags */}
        <link rel="stylesheet" href="/print.css" media="print" />
      </head>
      <body className="flex flex-col">
        <a href="#main-content" className="skip-link">
          {frame.words.skipLink}
        </a>
        {children}
      </body>
    </html>
  )
}
