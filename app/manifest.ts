import type { MetadataRoute } from 'next'
import { defaultLanguage, languages } from '@/content/languages'
import { pages } from '@/content/pages'
import { site } from '@/content/site'
import { siteIcon } from '@/lib/site-icon'
import { brandColour, pageBackground } from '@/content/theme'

// Written once at build time as /manifest.webmanifest.
export const dynamic = 'force-static'

/** Lets a farmer add the site to a phone's home screen with its own name, colours and icons. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    // A stable identity, so a later change of start_url does not make a second installed app.
    id: '/',
    name: site.name,
    short_name: site.shortName,
    description: pages[0]!.description.in(defaultLanguage),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: pageBackground(),
    theme_color: brandColour(),
    lang: languages[defaultLanguage].lang,
    icons: [
      // The same address as the tab icon's link, so the browser fetches it once.
      { src: siteIcon.url, sizes: siteIcon.sizes, type: siteIcon.type },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
