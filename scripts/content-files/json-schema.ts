import { z } from 'zod'

/** A JSON Schema node, as far as the content files use them (draft 7, which code editors read). */
export type JsonSchema = {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean'
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  /** Not JSON Schema: the words the build says when the pattern does not match, for the editor's field. */
  patternMessage?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  multipleOf?: number
  enum?: (string | number)[]
  const?: unknown
  default?: unknown
  anyOf?: JsonSchema[]
  /** Not JSON Schema: the value is one of a list the site knows (`pages`: a page key from the registry). */
  choices?: 'pages'
  /** Not JSON Schema: what the editor draws before a number's box, such as R for an amount in rand. */
  inputPrefix?: string
  [keyword: string]: unknown
}

/** What a content file's `$schema` key holds: where its JSON Schema is, beside the file. */
export function schemaReference(name: string): string {
  return `./schemas/${name}.schema.json`
}

type RegexCheck = { _zod: { def: { format?: string; pattern?: RegExp; error?: (issue: unknown) => unknown } } }
type WithChecks = { _zod: { def: unknown } }

/** A zod string's regex check (the first), with the message it was written with. */
function regexCheck(schema: WithChecks): { pattern: RegExp; message?: string } | undefined {
  const checks = (schema._zod.def as { checks?: RegexCheck[] }).checks ?? []
  for (const check of checks) {
    const def = check._zod.def
    if (def.format !== 'regex' || !def.pattern) continue
    const message = def.error?.({})
    return { pattern: def.pattern, message: typeof message === 'string' ? message : undefined }
  }
  return undefined
}

/**
 * The same regular expression without the `i` flag, which JSON Schema cannot carry: each letter
 * matches either case (`\.jpe?g$` becomes `\.[jJ][pP][eE]?[gG]$`). Escapes such as `\w` stay.
 */
export function caseInsensitiveSource(source: string): string {
  let out = ''
  let inClass = false
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!
    if (char === '\\') {
      out += char + (source[index + 1] ?? '')
      index++
      continue
    }
    if (char === '[' && !inClass) inClass = true
    else if (char === ']' && inClass) inClass = false
    const isLetter = /[a-z]/i.test(char)
    if (!isLetter) {
      out += char
      continue
    }
    const lower = char.toLowerCase()
    const upper = char.toUpperCase()
    if (!inClass) {
      out += `[${lower}${upper}]`
      continue
    }
    // In a class: a range of letters (a-z) gets its other case's range too.
    if (source[index + 1] === '-' && /[a-z]/i.test(source[index + 2] ?? '')) {
      const end = source[index + 2]!
      out += `${lower}-${end.toLowerCase()}${upper}-${end.toUpperCase()}`
      index += 2
      continue
    }
    out += lower + upper
  }
  return out
}

/**
 * A content file's schema as JSON Schema (draft 7), as its YAML file receives it (before the
 * schema's own transforms): the same bounds, patterns, choices and descriptions the build checks,
 * for a code editor and for the content editor's fields. Checks JSON Schema cannot say (a file
 * must exist, two entries must not share a key) stay with the build. `pages` lists the page keys
 * a field marked `choices: 'pages'` may hold.
 */
export function contentJsonSchema(name: string, schema: z.ZodType, pages: readonly string[]): JsonSchema {
  const generated = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-7',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const check = regexCheck(zodSchema)
      if (!check || typeof jsonSchema.pattern !== 'string') return
      if (check.pattern.flags.includes('i')) jsonSchema.pattern = caseInsensitiveSource(check.pattern.source)
      if (check.message) jsonSchema.patternMessage = check.message
    },
  }) as JsonSchema
  const withChoices = resolveChoices(generated, pages)
  if (withChoices.type !== 'object' || !withChoices.properties)
    throw new Error(`content/${name}.yaml: its schema must be a group of fields`)
  return {
    ...withChoices,
    properties: {
      $schema: {
        type: 'string',
        const: schemaReference(name),
        description: 'Where this file’s checks are, for code editors. Leave it as it is.',
      },
      ...withChoices.properties,
    },
  }
}

/** The same schema with every `choices: 'pages'` also an `enum` of today's page keys, so a code editor offers them. */
function resolveChoices(node: JsonSchema, pages: readonly string[]): JsonSchema {
  const out: JsonSchema = { ...node }
  if (node.choices === 'pages') out.enum = [...pages]
  if (node.properties)
    out.properties = Object.fromEntries(
      Object.entries(node.properties).map(([key, value]) => [key, resolveChoices(value, pages)]),
    )
  if (node.items) out.items = resolveChoices(node.items, pages)
  if (node.anyOf) out.anyOf = node.anyOf.map((option) => resolveChoices(option, pages))
  return out
}

/** The JSON Schema file's text: stable, two-space indented, ending in a new line. */
export function jsonSchemaText(schema: JsonSchema): string {
  return `${JSON.stringify(schema, null, 2)}\n`
}
