import type { JsonSchema } from '../content-files/json-schema'

/**
 * The content an owner could write, at its worst for the layout, made from the content files'
 * JSON Schemas (so a new field is stressed with no change here): every text at its longest valid
 * length (three times today's where the schema sets no limit), each carrying one long unbreakable
 * word of its language (a web address in English, a compound in Afrikaans), every list at its
 * longest or shortest allowed count, every rand amount at an extreme (R 0.01 or a seven-figure
 * price), every picture an odd shape. What the schema fixes (keys, choices, patterns, settings a
 * developer sets) is kept as it is, so the result is valid content that builds.
 */

/** The long words owners paste, by language: a web address in English, a compound in Afrikaans. */
export const longWords = {
  en: 'www.dutoitholdings-knoffel.co.za',
  af: 'Voedselveiligheidsouditsertifikaat',
} as const satisfies Record<string, string>

/** Which end of each list's allowed count the stressed copy takes. */
export type ListCount = 'longest' | 'shortest'

export type StressOptions = {
  languages: readonly string[]
  lists: ListCount
  /** Pictures of odd shapes, as content names them (`stress/portrait.jpg`), used in turn. */
  pictures: readonly string[]
  /**
   * Words of each language to fill texts with, drawn in a fixed pseudo-random order: grown text
   * then compresses as real text does, so the byte checks see what an owner's words would weigh.
   * Without it, a text is filled with its own words.
   */
  vocabulary?: Readonly<Record<string, readonly string[]>>
}

/** The rand amounts a stressed copy uses in turn: the least the schema takes, and a seven-figure price. */
export const extremeAmounts = [0.01, 9_999_999.99] as const

/** How many times today's length or count a text or list without a limit grows to. */
export const unlimitedGrowth = 3

type State = { options: StressOptions; amounts: number; pictures: number; random: () => number }

/** A small seeded generator (mulberry32): the same stressed copy on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Every word of a set of texts, once each: a language's vocabulary for `StressOptions.vocabulary`. */
export function vocabularyOf(texts: readonly string[]): string[] {
  return [
    ...new Set(texts.flatMap((text) => text.replace(/\{\w+\}/g, '').split(/\s+/)).filter((word) => word.length > 0)),
  ]
}

/**
 * A text at `target` characters that keeps the original's words (and so its gaps, `{tons}`) and
 * carries `word` after its first word; the rest filled with the original's own words. Where the
 * original and the word do not both fit, the word alone fills the limit (one unbreakable word as
 * long as the field allows is the worst case), unless the original has gaps the site must fill.
 */
export function stressText(original: string, target: number, word: string, nextWord?: () => string): string {
  const text = original.trim()
  const hasGaps = /\{\w+\}/.test(text)
  const [first = '', ...rest] = text.split(/\s+/)
  if (text.length + 1 + word.length > target) {
    if (!hasGaps) return word.length >= target ? word.slice(0, target) : `${word} ${text}`.slice(0, target).trim()
    const room = target - text.length - 1
    return room > 0 ? [first, word.slice(0, room), ...rest].join(' ') : text
  }
  let grown = [first, word, ...rest].join(' ')
  const own = text
    .replace(/\{\w+\}/g, '')
    .split(/\s+/)
    .filter(Boolean)
  let index = 0
  const next = nextWord ?? (() => own[index++ % own.length]!)
  // Filled word by word; a word that would pass the limit is cut to the room left, so the text ends at it.
  while (own.length > 0 && grown.length + 1 < target) {
    const fill = next()
    grown += ` ${fill.slice(0, target - grown.length - 1)}`
  }
  return grown
}

/** The length a text grows to: its limit, or three times today's. */
function targetLength(node: JsonSchema, original: string): number {
  return node.maxLength ?? Math.max(node.minLength ?? 1, original.trim().length * unlimitedGrowth)
}

/** The longest word a text may hold, where its schema says (a heading must fit a phone's width). */
function wordFor(node: JsonSchema, language: string): string {
  const word = (longWords as Record<string, string>)[language] ?? longWords.en
  return typeof node.maxWordLength === 'number' ? word.slice(0, node.maxWordLength) : word
}

/**
 * A value the owner does not write in words: a developer's, a choice, a key, an address. A pattern that only bounds a
 * heading's words is words.
 */
const isFixed = (node: JsonSchema) =>
  node.readOnly === true ||
  node.const !== undefined ||
  node.enum !== undefined ||
  node.choices !== undefined ||
  (node.pattern !== undefined && node.maxWordLength === undefined) ||
  node.format !== undefined ||
  node.anyOf !== undefined

const isTranslated = (node: JsonSchema, languages: readonly string[]) =>
  node.type === 'object' &&
  !!node.properties &&
  Object.keys(node.properties).length === languages.length &&
  languages.every((code) => code in node.properties!)

const isPicture = (node: JsonSchema) =>
  node.type === 'object' && !!node.properties && Object.keys(node.properties).sort().join() === 'alt,src'

/** How many entries a list takes in the stressed copy. */
export function stressedCount(node: JsonSchema, today: number, lists: ListCount): number {
  if (lists === 'shortest') return node.minItems ?? 0
  return node.maxItems ?? Math.max(node.minItems ?? 1, today * unlimitedGrowth, 1)
}

/** A copy of a list entry for its nth repetition, its unique field made unique again (`shani-2`). */
/**
 * The `copy`th copy of an entry of a list of `originals`, its unique fields made unique again: a text gets "-2", a
 * number (a lot) moves past the originals'.
 */
function distinctCopy(entry: unknown, copy: number, uniqueFields: readonly string[], originals: number): unknown {
  const clone = structuredClone(entry)
  if (copy === 0 || uniqueFields.length === 0 || clone === null || typeof clone !== 'object') return clone
  const fields = clone as Record<string, unknown>
  for (const field of uniqueFields) {
    if (typeof fields[field] === 'string') fields[field] = `${fields[field]}-${copy + 1}`
    else if (typeof fields[field] === 'number') fields[field] = (fields[field] as number) + copy * originals
  }
  return clone
}

function stressList(node: JsonSchema, value: unknown[], state: State, language: string | undefined): unknown[] {
  const item = node.items ?? {}
  // A list of fixed values (page keys, origins) is a developer's or a fact, not the owner's words.
  if (isFixed(item) || value.length === 0) return value
  const uniqueFields =
    typeof node.uniqueBy === 'string'
      ? [node.uniqueBy]
      : Array.isArray(node.uniqueBy)
        ? (node.uniqueBy as string[])
        : []
  const uniqueField = uniqueFields[0]
  // Entries told apart by a value the owner cannot invent: a developer's (a page's key, which names
  // its folders in app/) keeps its count; a choice among them (an operation's page) can only be fewer.
  const told = uniqueField === undefined ? undefined : item.properties?.[uniqueField]
  const wanted = stressedCount(node, value.length, state.options.lists)
  const count =
    told?.readOnly === true
      ? value.length
      : told && (told.choices !== undefined || told.enum !== undefined)
        ? Math.min(wanted, value.length)
        : wanted
  const entries = Array.from({ length: count }, (_, index) =>
    distinctCopy(value[index % value.length], Math.floor(index / value.length), uniqueFields, value.length),
  )
  return entries.map((entry) => stressNode(item, entry, state, language))
}

function stressNode(node: JsonSchema, value: unknown, state: State, language: string | undefined): unknown {
  if (value === undefined || isFixed(node)) return value
  const { options } = state
  if (isTranslated(node, options.languages) && value && typeof value === 'object') {
    return Object.fromEntries(
      options.languages.map((code) => [
        code,
        stressNode(node.properties![code]!, (value as Record<string, unknown>)[code], state, code),
      ]),
    )
  }
  if (isPicture(node) && value && typeof value === 'object') {
    const picture = value as { src: string; alt: unknown }
    const src =
      options.pictures.length > 0 ? options.pictures[state.pictures++ % options.pictures.length]! : picture.src
    return { src, alt: stressNode(node.properties!.alt!, picture.alt, state, language) }
  }
  switch (node.type) {
    case 'string': {
      if (typeof value !== 'string') return value
      const words = options.vocabulary?.[language ?? 'en']
      const longest = typeof node.maxWordLength === 'number' ? node.maxWordLength : Infinity
      const nextWord =
        words && words.length > 0
          ? () => words[Math.floor(state.random() * words.length)]!.slice(0, longest)
          : undefined
      return stressText(value, targetLength(node, value), wordFor(node, language ?? 'en'), nextWord)
    }
    case 'number':
      // A rand amount (the editor draws its R): at its extremes in turn.
      if (node.inputPrefix === 'R') {
        const extreme = extremeAmounts[state.amounts++ % extremeAmounts.length]!
        // A price with a lower ceiling of its own (a price per kilogram) at that ceiling.
        return typeof node.maximum === 'number' ? Math.min(extreme, node.maximum) : extreme
      }
      return value
    case 'array':
      return Array.isArray(value) ? stressList(node, value, state, language) : value
    case 'object': {
      if (!value || typeof value !== 'object') return value
      const properties = node.properties ?? {}
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
          key,
          properties[key] ? stressNode(properties[key], inner, state, language) : inner,
        ]),
      )
    }
    default:
      return value
  }
}

/** One content file's data, stressed as its JSON Schema allows. */
export function stressContent(schema: JsonSchema, data: unknown, options: StressOptions): unknown {
  return stressNode(schema, data, { options, amounts: 0, pictures: 0, random: seeded(2026) }, undefined)
}
