/**
 * @jest-environment jsdom
 */
import { routes } from '@/content/pages'
import { contentIn, pageContentOf } from '../support/content'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { exportedDocument } from './exported-site'

/**
 * The attributes of every exported page's images and of its chat link, read once over out/ for
 * every page of the registry in every language.
 */

// The phone is a build setting (content/settings.ts); its WhatsApp link is digits whatever its value.
const whatsappPattern = /^https:\/\/wa\.me\/\d{9,15}\?text=.+/

describe.each(routes.map((route) => [route.path, route] as const))('%s', (_path, route) => {
  const site = contentIn(route.language)

  it('every image has alt text, width and height, AVIF from 480 to 1600 px; only the hero loads eagerly', () => {
    const images = [...exportedDocument(htmlFileOf(route.path)).querySelectorAll('img')].map((img) => ({
      src: img.getAttribute('src'),
      alt: img.getAttribute('alt')?.trim() ?? '',
      width: Number(img.getAttribute('width')),
      height: Number(img.getAttribute('height')),
      loading: img.getAttribute('loading'),
      fetchPriority: img.getAttribute('fetchpriority'),
      inHero: img.closest('section')?.querySelector('h1') != null,
      avif: img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '',
    }))
    // A page whose hero has a picture (the privacy notice's has none) shows it, eagerly.
    const heroPictures = pageContentOf(site, route.key).hero.image === undefined ? 0 : 1
    if (heroPictures > 0) expect(images.length).toBeGreaterThan(0)
    for (const image of images) {
      expect({ ...image, altLongEnough: image.alt.length > 9 }).toMatchObject({ altLongEnough: true })
      expect(image.width).toBeGreaterThan(0)
      expect(image.height).toBeGreaterThan(0)
      expect(image.avif).toMatch(/\.avif 480w, .*\.avif 1600w$/)
      if (image.inHero) expect([image.loading, image.fetchPriority]).toEqual(['eager', 'high'])
      else expect(image.loading).toBe('lazy')
    }
    expect(images.filter((image) => image.inHero)).toHaveLength(heroPictures)
  })

  it('the chat button opens a WhatsApp chat with the greeting in its language, in a new tab', () => {
    const chats = [...exportedDocument(htmlFileOf(route.path)).querySelectorAll('a')].filter(
      (link) =>
        link.getAttribute('aria-label') === site.words.chatButton || link.textContent?.trim() === site.words.chatButton,
    )
    expect(chats).toHaveLength(1)
    const [chat] = chats
    const href = chat!.getAttribute('href')!
    expect(href).toMatch(whatsappPattern)
    expect(new URL(href).searchParams.get('text')).toBe(site.site.whatsappGreeting)
    expect(chat!.getAttribute('target')).toBe('_blank')
    expect(chat!.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
