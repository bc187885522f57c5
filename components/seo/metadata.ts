import type { Metadata, Viewport } from 'next'
import { heroOf } from '@/content/heroes'
import { defaultLanguage, languageCodes, languages, type Language } from '@/content/languages'
import { pageByKey, pages } from '@/content/pages'
import { settings } from '@/content/settings'
import { site } from '@/content/site'
import { appleIcon, siteIcon } from '@/lib/site-icon'
import { brandColour } from '@/content/theme'

/** Where a page's 1200 × 630 share image is exported: /og/home.png, /og/garlic.png. */
export function shareImagePath(key: string, language: Language): string {
  return `/og/${language === 'en' ? key : `${language}-${key}`}.png`
}

/** What every page of a language shares: the address it is deployed at, the title pattern, the app name. */
export function documentMetadata(language: Language): Metadata {
  const home = pages[0]!
  return {
    metadataBase: new URL(settings.siteUrl),
    title: { default: `${home.title.in(language)} | ${site.name}`, template: `%s | ${site.name}` },
    description: home.description.in(language),
    applicationName: site.name,
    formatDetection: { telephone: false },
    // The tab icon has one address, the manifest's too (lib/site-icon.ts).
    icons: { icon: [{ ...siteIcon }], apple: [{ ...appleIcon }] },
  }
}

/** The browser's colours for every page: the brand green. */
export const documentViewport: Viewport = {
  themeColor: brandColour(),
  width: 'device-width',
  initialScale: 1,
}

/**
 * A page's metadata: its unique title (the title pattern adds the site name, except on the home
 * page, whose title already leads with it), description, its own canonical address, the same page
 * in every language for search engines (`hreflang`, with the default language as `x-default`),
 * and the Open Graph and Twitter cards with the page's share image in its language (drawn at build
 * time by app/og/).
 */
export function pageMetadata(key: string, language: Language): Metadata {
  const page = pageByKey(key)
  const isHome = page === pages[0]
  const title = page.title.in(language)
  const description = page.description.in(language)
  const path = page.path[language]
  // The share image shows the page's hero title; it is described by it too.
  const image = {
    url: shareImagePath(key, language),
    width: 1200,
    height: 630,
    alt: heroOf(key).title.in(language),
    type: 'image/png',
  }
  const socialTitle = isHome ? title : `${title} | ${site.name}`
  return {
    title: isHome ? { absolute: `${title} | ${site.name}` } : title,
    description,
    alternates: {
      canonical: path,
      languages: Object.fromEntries([
        ...languageCodes.map((code) => [languages[code].lang, page.path[code]]),
        ['x-default', page.path[defaultLanguage]],
      ]),
    },
    openGraph: {
      type: 'website',
      locale: languages[language].openGraphLocale,
      alternateLocale: languageCodes.filter((code) => code !== language).map((code) => languages[code].openGraphLocale),
      url: path,
      siteName: site.name,
      title: socialTitle,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: socialTitle, description, images: [image] },
  }
}
