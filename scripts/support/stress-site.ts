import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { parse } from 'yaml'
import { contentFiles } from '../../content/files'
import { languageCodes } from '../../content/languages'
import { settings } from '../../content/settings'
import type { JsonSchema } from '../content-files/json-schema'
import { contentYamlText } from '../content-files/yaml-format'
import { scratchSite } from './scratch-site'
import { longWords, stressContent, vocabularyOf, type ListCount } from './stress-content'

/**
 * Photos of the shapes an owner's phone makes, where the layout expects a landscape: a portrait, a
 * panorama and a square, as JPEG files in content/images/stress/ (drawn here, with a frame and a
 * diagonal so a stretched or squashed picture shows in a screenshot).
 */
export const oddPictures = [
  { src: 'stress/portrait.jpg', width: 1200, height: 1800 },
  { src: 'stress/panorama.jpg', width: 3200, height: 800 },
  { src: 'stress/square.jpg', width: 1600, height: 1600 },
] as const

async function drawPicture(file: string, width: number, height: number): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#3d6b48"/>
  <rect x="4%" y="4%" width="92%" height="92%" fill="none" stroke="#e0a458"
    stroke-width="${Math.round(Math.min(width, height) / 40)}"/>
  <line x1="0" y1="0" x2="${width}" y2="${height}" stroke="#fcf9f2"
    stroke-width="${Math.round(Math.min(width, height) / 60)}"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#dcc48f"/>
</svg>`
  await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toFile(file)
}

/** Every text of one language in a content file's data: the values under its language's key. */
function textsIn(data: unknown, language: string): string[] {
  if (Array.isArray(data)) return data.flatMap((entry) => textsIn(entry, language))
  if (!data || typeof data !== 'object') return []
  return Object.entries(data).flatMap(([key, value]) => {
    if (key !== language) return textsIn(value, language)
    if (typeof value === 'string') return [value]
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
  })
}

/**
 * The settings at their longest, as build-time variables: an e-mail address and names as long as
 * their checks allow, so the footer and the contact section meet them too; and a social feed widget
 * configured, so its button (and its early click, e2e/stress.spec.ts) is on the page as an owner who
 * sets it has it.
 */
export function stressedSettingsEnv(businessKeys: readonly string[]): Record<string, string> {
  const long = (text: string, length: number) =>
    text
      .repeat(Math.ceil(length / text.length))
      .slice(0, length)
      .trim()
  const env: Record<string, string> = {
    // A name is long in words, not in one word: it is the Meet the Owner card's heading.
    SITE_OWNER_NAME: long('Johannes Petrus Jacobus Christoffel du Toit van der Merwe-Oosthuizen ', 80),
    SITE_EMAIL: `enquiries.${longWords.en.replace(/^www\./, '')}@${longWords.en.replace(/^www\./, 'mail.')}`,
    // As long as a widget's id may be (64).
    SITE_SOCIAL_FEED_WIDGET_ID: `stressed-widget-${'0123456789abcdef'.repeat(3)}`,
  }
  for (const key of businessKeys) {
    const prefix = `SITE_${key.toUpperCase().replace(/\W+/g, '_')}_`
    env[`${prefix}LEGAL_NAME`] = long(`${longWords.af} Boerdery `, 110) + ' (Pty) Ltd'
    env[`${prefix}STREET_ADDRESS`] = long(`Plaas ${longWords.af}, ${longWords.en} `, 160)
    env[`${prefix}TOWN`] = long(`${longWords.af} `, 60)
    env[`${prefix}PROVINCE`] = long(`${longWords.af} `, 40)
  }
  return env
}

/**
 * The sale as it stands the day after an auction, every part the schema allows filled in: each lot
 * with a result in turn (sold to a named buyer, not sold, sold subject to confirmation, withdrawn),
 * prices and buyers published, one lot an exception to the reserve, the rules of auction as text.
 * Stressed after this, the catalogue opens with its results and every lot's words at their longest.
 * A private sale is left as it is.
 */
export function saleAfterTheDay(data: unknown): unknown {
  const sale = structuredClone(data) as {
    kind?: string
    auction?: Record<string, unknown> & { reserve?: string }
    animals?: Record<string, unknown>[]
  }
  if (sale.kind !== 'auction' || !sale.auction) return sale
  const outcomes = ['sold', 'notSold', 'subjectToConfirmation', 'withdrawn'] as const
  sale.auction.publish = { prices: true, buyers: true }
  sale.auction.rules = {
    text: {
      en: ['The highest bidder registered with the auctioneer buys the lot, at the fall of the hammer.'],
      af: ['Die hoogste bieër wat by die afslaer geregistreer is, koop die lot by die val van die hamer.'],
    },
  }
  sale.animals = (sale.animals ?? []).map((animal, index) => {
    if (animal.lot === undefined) return animal
    const status = outcomes[index % outcomes.length]!
    const rest = { ...animal }
    delete rest.price
    delete rest.buyer
    const bought = status === 'sold' || status === 'subjectToConfirmation'
    return {
      ...rest,
      status,
      ...(bought
        ? { price: 45000 + index * 1000, buyer: { name: 'Mooiplaas Boerdery', town: 'Bethlehem', consent: true } }
        : {}),
      ...(index === 0 ? { reserve: sale.auction!.reserve === 'none' ? 'reservePrice' : 'none' } : {}),
    }
  })
  return sale
}

/**
 * A scratch copy of the site (in .tmp/stress-<lists>/) whose every content file is stressed as its
 * JSON Schema allows (scripts/support/stress-content.ts) and whose pictures are odd shapes. Build it
 * with `build()`; its out/ is then the stressed site.
 */
export async function stressedSite(lists: ListCount) {
  const site = scratchSite(`stress-${lists}`)
  mkdirSync(path.join(site.dir, 'content', 'images', 'stress'), { recursive: true })
  for (const picture of oddPictures)
    await drawPicture(path.join(site.dir, 'content', 'images', picture.src), picture.width, picture.height)
  const files = contentFiles.map((file) => {
    const target = path.join(site.dir, 'content', `${file.name}.yaml`)
    const schema = JSON.parse(
      readFileSync(path.join(site.dir, 'content', 'schemas', `${file.name}.schema.json`), 'utf8'),
    ) as JsonSchema
    const data = parse(readFileSync(target, 'utf8')) as unknown
    return { target, schema, data: file.name === 'sale' ? saleAfterTheDay(data) : data }
  })
  // Each language's own words fill its grown texts, so they weigh (compressed) what an owner's would.
  const vocabulary = Object.fromEntries(
    languageCodes.map((code) => [code, vocabularyOf(files.flatMap((file) => textsIn(file.data, code)))]),
  )
  for (const file of files) {
    const stressed = stressContent(file.schema, file.data, {
      languages: languageCodes,
      lists,
      pictures: oddPictures.map((picture) => picture.src),
      vocabulary,
    })
    writeFileSync(file.target, contentYamlText(stressed))
  }
  return {
    ...site,
    /** The whole build, with the stressed settings (scratch-site.ts, `buildWhole`). */
    build() {
      return site.buildWhole(stressedSettingsEnv(Object.keys(settings.businesses)))
    },
  }
}
