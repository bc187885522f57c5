import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type Pair } from 'yaml'
import type { z } from 'zod'

/** Raised when a content file or a build-time setting does not match its schema. */
export class ContentError extends Error {
  constructor(
    source: string,
    /** Each problem in the owner's words: `content/sale.yaml:12 auction.reserve: is needed…`. */
    readonly problems: readonly string[],
  ) {
    super(`${source} is not right:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ContentError'
  }
}

type Issue = z.core.$ZodIssue

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields',
  record: 'a group of fields',
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'an empty value'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group of fields'
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`
  return String(value)
}

/** What a schema issue means, in words for whoever edits the file. */
export function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `is missing: expected ${kinds[issue.expected] ?? issue.expected}`
      return `expected ${kinds[issue.expected] ?? issue.expected}, found ${describeValue(issue.input)}`
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters long`
      if (issue.origin === 'array')
        return `needs at least ${issue.minimum} ${Number(issue.minimum) === 1 ? 'entry' : 'entries'}`
      return `must be ${issue.inclusive === false ? 'more than' : 'at least'} ${issue.minimum}`
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters long`
      if (issue.origin === 'array') return `takes at most ${issue.maximum} entries`
      return `must be ${issue.inclusive === false ? 'less than' : 'at most'} ${issue.maximum}`
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`
    case 'unrecognized_keys':
      return (
        `has ${issue.keys.length === 1 ? 'a field' : 'fields'} this file does not ` +
        `use: ${issue.keys.join(', ')} (check the spelling)`
      )
    case 'not_multiple_of':
      return issue.divisor === 0.01
        ? 'must be in rand and cents, at most two decimals'
        : `must be a multiple of ${issue.divisor}`
    default:
      return issue.message
  }
}

/** The node a path leads to, or the deepest one on the way, and whether the path reached it. */
function nodeAt(root: Node | null, path: readonly PropertyKey[]): { node: Node | Pair | null; reached: boolean } {
  let node: Node | Pair | null = root
  for (const [index, key] of path.entries()) {
    const parent: Node | null =
      node && 'value' in node && !isScalar(node) ? (node.value as Node | null) : (node as Node | null)
    if (isMap(parent)) {
      const pair: Pair | undefined = parent.items.find(
        (item) => isScalar(item.key) && String(item.key.value) === String(key),
      )
      if (!pair) return { node: parent, reached: false }
      node = index === path.length - 1 ? pair : ((pair.value as Node | null) ?? pair)
    } else if (isSeq(parent) && typeof key === 'number' && parent.items[key]) {
      node = parent.items[key] as Node
    } else {
      return { node: parent, reached: false }
    }
  }
  return { node, reached: true }
}

function startOf(node: Node | Pair | null): number | undefined {
  if (!node) return undefined
  if ('key' in node && node.key && typeof node.key === 'object' && 'range' in node.key)
    return (node.key as Node).range?.[0]
  return (node as Node).range?.[0]
}

/**
 * The data of a content file without its first key, `$schema`: the address of the JSON Schema a
 * code editor checks the file against (content/schemas/), which is not content.
 */
function withoutSchemaReference(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !('$schema' in data)) return data
  const rest = { ...(data as Record<string, unknown>) }
  delete rest.$schema
  return rest
}

/**
 * Parses a YAML content file and checks it against its schema. On any problem it throws one
 * ContentError naming, for each, the file and line, the field and what is expected, for example
 * `content/garlic.yaml:42 services.field.1.price: expected a number, found the text "R2500"`.
 */
export function parseContentFile<S extends z.ZodType>(file: string, text: string, schema: S): z.output<S> {
  const lines = new LineCounter()
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  const at = (offset: number | undefined) => (offset === undefined ? file : `${file}:${lines.linePos(offset).line}`)
  if (document.errors.length > 0) {
    throw new ContentError(
      file,
      document.errors.map((error) => {
        const what = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
        return `${at(error.pos[0])} ${what} (YAML: check the indentation, colons and quotes here and on the next lines)`
      }),
    )
  }
  const result = schema.safeParse(withoutSchemaReference(document.toJS()), { reportInput: true })
  if (result.success) return result.data
  throw new ContentError(
    file,
    result.error.issues.map((issue) => {
      const { node } = nodeAt(document.contents, issue.path)
      const field = issue.path.map(String).join('.') || '(the whole file)'
      return `${at(startOf(node))} ${field}: ${describeIssue(issue)}`
    }),
  )
}

/**
 * Checks values that do not come from a file (the build-time settings) and returns the parsed
 * value, or throws one ContentError naming every offending field; `describePath` turns a field
 * path into words (for example the environment variable behind it).
 */
export function parseSettings<S extends z.ZodType>(
  source: string,
  schema: S,
  data: unknown,
  describePath: (path: string) => string,
): z.output<S> {
  const result = schema.safeParse(data, { reportInput: true })
  if (result.success) return result.data
  throw new ContentError(
    source,
    result.error.issues.map(
      (issue) => `${describePath(issue.path.map(String).join('.') || '(root)')}: ${describeIssue(issue)}`,
    ),
  )
}
