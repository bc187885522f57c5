import type { Metadata } from 'next'
import type { PageContent } from '@/content/pages'
import { siteConfig } from '@/lib/site-config'

/**
 * A page's metadata: unique title (the root layout's template adds the site name), description,
 * canonical link, and the Open Graph and Twitter cards with the page's 1200 × 630 share image
 * (drawn at build time by app/og/<name>.png/route.tsx).
 */
export function pageMetadata(page: PageContent, { isHome = false } = {}): Metadata {
  const image = { url: shareImagePath(page), width: 1200, height: 630, alt: page.hero.title, type: 'image/png' }
  const title = isHome ? { absolute: `${page.title} | ${siteConfig.siteName}` } : page.title
  const socialTitle = isHome ? page.title : `${page.title} | ${siteConfig.siteName}`
  return {
    title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      type: 'website',
      locale: 'en_ZA',
      url: page.path,
      siteName: siteConfig.siteName,
      title: socialTitle,
      description: page.description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: socialTitle, description: page.description, images: [image] },
  }
}

/** Where a page's share image is exported: /og/home.png, /og/bonsmara.png, /og/garlic.png. */
export function shareImagePath(page: PageContent): string {
  return `/og/${page.path === '/' ? 'home' : page.path.slice(1)}.png`
}
