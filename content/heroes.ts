import { z } from 'zod'
import { loadContent } from '@/content/load'
import { words } from '@/content/schema'

// Every page's file has a hero with these two (the privacy notice's has no picture).
const pageWithHero = z.looseObject({ hero: z.looseObject({ eyebrow: words(), title: words({ max: 90 }) }) })

/** A page's hero, from its content file (content/<key>.yaml), for what is drawn about the page: its share image. */
export function heroOf(key: string) {
  return loadContent(`${key}.yaml`, pageWithHero).hero
}
