import { z } from 'zod'
import { loadContent } from '@/content/load'
import { hero } from '@/content/schema'

const pageWithHero = z.looseObject({ hero })

/** A page's hero, from its content file (content/<key>.yaml), for what is drawn about the page: its share image. */
export function heroOf(key: string) {
  return loadContent(`${key}.yaml`, pageWithHero).hero
}
