import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { ChatButton } from '@/components/layout/ChatButton'
import { PageRuntime } from '@/components/layout/PageRuntime'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { homePage } from '@/content/pages'
import { siteConfig } from '@/lib/site-config'
import { whatsappChatUrl } from '@/lib/whatsapp'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.siteUrl),
  title: { default: `${homePage.title} | ${siteConfig.siteName}`, template: `%s | ${siteConfig.siteName}` },
  description: homePage.description,
  applicationName: siteConfig.siteName,
  formatDetection: { telephone: false },
}

export const viewport: Viewport = {
  themeColor: '#1a3021',
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-ZA">
      <head>
        {/* Without JavaScript, controls that need it (the menu button, the form) are not offered. */}
        <noscript>
          <style>{'[data-needs-js]{display:none!important}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="skip-link"
        >
          Skip to content
        </a>
        <div className="flex-1">{children}</div>
        <SiteFooter />
        <ChatButton href={whatsappChatUrl(siteConfig.phone, siteConfig.whatsappGreeting)} />
        <PageRuntime />
      </body>
    </html>
  )
}
