import { fillTemplate } from '../../../lib/template'
import type { JsonSchema } from '../../content-files/json-schema'
import type { BackendSettings } from '../../site/editor-backend'

/**
 * The content editor's configuration (`/admin/config.yml`), made from the content files' JSON
 * Schemas and the page registry, never written by hand. Its format is the one Sveltia CMS and
 * Decap CMS both read: collections of files, each a list of fields with a widget.
 */

export type EditorField = {
  name: string
  label: string
  widget: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'list' | 'object' | 'image' | 'hidden' | 'saleImport'
  hint?: string
  required?: boolean
  default?: unknown
  minlength?: number
  maxlength?: number
  pattern?: [string, string]
  value_type?: 'int' | 'float'
  min?: number
  max?: number
  step?: number
  options?: { label: string; value: string }[]
  fields?: EditorField[]
  field?: EditorField
  summary?: string
  label_singular?: string
  collapsed?: boolean
  media_folder?: string
  public_folder?: string
  accept?: string
  choose_url?: boolean
  readonly?: boolean
  before_input?: string
}

export type ContentFileEntry = {
  /** The file's name without `.yaml`, e.g. `garlic`. */
  name: string
  label: string
  /** Where new pictures for this file go, inside content/images/ ('' for the folder itself). */
  imageFolder: string
  schema: JsonSchema
}

export type EditorLanguage = { code: string; name: string }
export type EditorPage = { key: string; label: string }

/**
 * The editor's own words that are not a field's name: a picture's two fields, and the sections of a page a link may
 * lead to.
 */
export type EditorWords = {
  title: string
  picture: string
  alt: string
  sections: readonly { label: string; value: string }[]
}

export type EditorContext = {
  /** The business's name and mark, shown on the editor's sign-in screen, in its header and on the browser's tab. */
  site: { name: string; mark: string }
  languages: readonly EditorLanguage[]
  pages: readonly EditorPage[]
  words: EditorWords
  /** Where the content files and their pictures are, from the repository's root. */
  contentDir: string
  imagesDir: string
}

/** A field name as a person reads it: `plantSpacingCm` → "Plant spacing cm". */
export function labelOf(name: string): string {
  const words = name
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const isTranslated = (node: JsonSchema, languages: readonly EditorLanguage[]) =>
  node.type === 'object' &&
  !!node.properties &&
  Object.keys(node.properties).length === languages.length &&
  languages.every((language) => language.code in node.properties!)

const isPicture = (node: JsonSchema) =>
  node.type === 'object' && !!node.properties && Object.keys(node.properties).sort().join() === 'alt,src'

/** The lowest value a number field takes, from the schema's bounds: above an exclusive minimum by one step. */
function lowest(node: JsonSchema, step: number | undefined): number | undefined {
  if (node.minimum !== undefined) return node.minimum
  if (node.exclusiveMinimum !== undefined)
    return step === undefined ? node.exclusiveMinimum : round(node.exclusiveMinimum + step)
  return undefined
}

function highest(node: JsonSchema, step: number | undefined): number | undefined {
  if (node.maximum !== undefined) return node.maximum
  if (node.exclusiveMaximum !== undefined)
    return step === undefined ? node.exclusiveMaximum : round(node.exclusiveMaximum - step)
  return undefined
}

const round = (value: number) => Math.round(value * 1e6) / 1e6

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T
}

/**
 * A text's limits in words for the field's hint, from the same schema the build checks, so the
 * owner reads them where they type (the editor also counts the characters against the limit):
 * undefined when the text has none, or the description already says it.
 */
export function limitHint(node: JsonSchema, description = ''): string | undefined {
  const said = (figure: number) => new RegExp(`\\b${figure} characters`).test(description)
  const parts: string[] = []
  if (node.maxLength !== undefined && !said(node.maxLength)) {
    parts.push(
      node.minLength !== undefined && node.minLength > 1
        ? `${node.minLength} to ${node.maxLength} characters.`
        : `Up to ${node.maxLength} characters.`,
    )
  }
  if (typeof node.maxWordLength === 'number')
    parts.push(
      `Words of up to ${node.maxWordLength} letters, so each fits a phone’s ` +
        `screen: a longer compound takes a hyphen where its parts join.`,
    )
  return parts.length > 0 ? parts.join(' ') : undefined
}

const withLimits = (hint: string | undefined, node: JsonSchema) => {
  const limits = limitHint(node, hint)
  return limits === undefined ? hint : hint ? `${hint} ${limits}` : limits
}

/** A short text on one line; a long one (a paragraph) in a box that grows. */
function textWidget(node: JsonSchema): 'string' | 'text' {
  return (node.maxLength !== undefined && node.maxLength <= 100) || (node.minLength ?? 0) < 20 ? 'string' : 'text'
}

function stringField(
  name: string,
  label: string,
  node: JsonSchema,
  hint: string | undefined,
  required: boolean,
): EditorField {
  return defined({
    name,
    label,
    widget: textWidget(node),
    hint,
    required,
    minlength: node.minLength,
    maxlength: node.maxLength,
    pattern: node.pattern
      ? ([node.pattern, node.patternMessage ?? `must match ${node.pattern}`] as [string, string])
      : undefined,
  })
}

function pageOptions(context: EditorContext) {
  return context.pages.map((page) => ({ label: page.label, value: page.key }))
}

/** What a list entry's collapsed row shows: its name or title in the first language, when it has one. */
function summaryOf(item: JsonSchema, context: EditorContext): string | undefined {
  const properties = item.properties ?? {}
  for (const candidate of ['name', 'title', 'label', 'key', 'src']) {
    const property = properties[candidate]
    if (!property) continue
    return isTranslated(property, context.languages)
      ? `{{fields.${candidate}.${context.languages[0]!.code}}}`
      : `{{fields.${candidate}}}`
  }
  if (properties.image) return '{{fields.image.src}}'
  return undefined
}

/**
 * The editor's field for one property of a content file. Throws for a kind of value it has no
 * field for, so a schema cannot grow a field the editor silently leaves out.
 */
export function editorField(
  name: string,
  node: JsonSchema,
  required: boolean,
  file: ContentFileEntry,
  context: EditorContext,
  where = name,
): EditorField {
  const field = fieldFor(name, node, required, file, context, where)
  return node.readOnly === true ? fixedField(field) : field
}

/** A field shown but not changed in the editor, with everything inside it. */
function fixedField(field: EditorField): EditorField {
  return defined({
    ...field,
    readonly: true,
    fields: field.fields?.map(fixedField),
    field: field.field && fixedField(field.field),
  })
}

function fieldFor(
  name: string,
  node: JsonSchema,
  required: boolean,
  file: ContentFileEntry,
  context: EditorContext,
  where: string,
): EditorField {
  const label = labelOf(name)
  const hint = node.description
  if (node.const !== undefined) return { name, label, widget: 'hidden', default: node.const }
  if (node.choices === 'pages')
    return defined({ name, label, widget: 'select', options: pageOptions(context), hint, required })
  if (node.enum) {
    // Each choice as the schema explains it where it does ("auction (a lot on offer)"); the file keeps the value.
    const labels = (node.choiceLabels ?? {}) as Record<string, string>
    return defined({
      name,
      label,
      widget: 'select',
      options: node.enum.map((value) => ({ label: labels[String(value)] ?? String(value), value: String(value) })),
      hint,
      required,
    })
  }
  if (node.anyOf) {
    // A link: a page of the site, or a section of this page.
    const sections = node.anyOf.some((option) => option.pattern?.startsWith('^#'))
    const pages = node.anyOf.some(
      (option) => option.choices === 'pages' || option.pattern === '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    )
    if (sections && pages) {
      return defined({
        name,
        label,
        widget: 'select',
        options: [...pageOptions(context), ...context.words.sections],
        hint,
        required,
      })
    }
    throw new Error(`${file.name}.yaml ${where}: the editor has no field for this choice of kinds`)
  }
  if (isPicture(node))
    return defined({ name, label, widget: 'object', hint, required, fields: pictureFields(node, file, context, where) })
  if (isTranslated(node, context.languages)) {
    const first = node.properties![context.languages[0]!.code]!
    return defined({
      name,
      label,
      widget: 'object',
      hint: first.type === 'string' ? withLimits(hint, first) : hint,
      required,
      fields: context.languages.map((language) => {
        const inner = node.properties![language.code]!
        const field = editorField(language.code, inner, true, file, context, `${where}.${language.code}`)
        // The limits are said once, in the group's hint; each language's box counts against them.
        return defined({ ...field, label: language.name, hint: inner.description })
      }),
    })
  }
  switch (node.type) {
    case 'string':
      return stringField(name, label, node, withLimits(hint, node), required)
    case 'number':
    case 'integer': {
      const integer = node.type === 'integer'
      const step = integer ? 1 : (node.multipleOf ?? 0.01)
      return defined({
        name,
        label,
        widget: 'number',
        value_type: integer ? 'int' : 'float',
        step,
        min: lowest(node, step),
        max: highest(node, step),
        // Drawn before the box (an amount's R), so it is not typed in it.
        before_input: typeof node.inputPrefix === 'string' ? node.inputPrefix : undefined,
        hint,
        required,
      } satisfies EditorField)
    }
    case 'array': {
      const item = node.items
      if (!item) throw new Error(`${file.name}.yaml ${where}: a list without a kind of entry`)
      const base = { name, label, widget: 'list' as const, hint, required, min: node.minItems, max: node.maxItems }
      const label_singular = labelOf(singular(name))
      // A list of pictures shows each picture; other lists of groups one line per entry, opened to edit.
      if (isPicture(item))
        return defined({
          ...base,
          label_singular,
          summary: '{{fields.src}}',
          fields: pictureFields(item, file, context, `${where}.*`),
        })
      if (item.type === 'object' && !isTranslated(item, context.languages)) {
        return defined({
          ...base,
          label_singular,
          summary: typeof node.editorSummary === 'string' ? node.editorSummary : summaryOf(item, context),
          collapsed: true,
          fields: objectFields(item, file, context, `${where}.*`),
        })
      }
      return defined({
        ...base,
        label_singular,
        field: editorField(singular(name), item, true, file, context, `${where}.*`),
      })
    }
    case 'object':
      return defined({
        name,
        label,
        widget: 'object',
        hint,
        required,
        fields: objectFields(node, file, context, where),
      })
    case 'boolean':
      // A switch: left off, the schema's default holds.
      return defined({ name, label, widget: 'boolean', default: node.default, hint, required: false })
    default:
      throw new Error(`${file.name}.yaml ${where}: the editor has no field for ${JSON.stringify(node).slice(0, 120)}`)
  }
}

/** A picture's two fields: the file, uploaded into the content file's folder of content/images/, and what it shows. */
function pictureFields(node: JsonSchema, file: ContentFileEntry, context: EditorContext, where: string): EditorField[] {
  const src = node.properties!.src!
  return [
    defined({
      name: 'src',
      label: context.words.picture,
      widget: 'image',
      hint: src.description,
      required: true,
      media_folder: [context.imagesDir, file.imageFolder].filter(Boolean).join('/'),
      public_folder: file.imageFolder,
      accept: 'image/jpeg,image/png,image/svg+xml',
      choose_url: false,
      pattern: src.pattern
        ? ([src.pattern, src.patternMessage ?? `must match ${src.pattern}`] as [string, string])
        : undefined,
    }),
    { ...editorField('alt', node.properties!.alt!, true, file, context, `${where}.alt`), label: context.words.alt },
  ]
}

const singular = (name: string) => (name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.replace(/s$/, ''))

function objectFields(node: JsonSchema, file: ContentFileEntry, context: EditorContext, where: string): EditorField[] {
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([key, value]) =>
    editorField(key, value, required.has(key), file, context, where ? `${where}.${key}` : key),
  )
}

export type EditorCollection = {
  name: string
  label: string
  editor: { preview: boolean }
  description?: string
  files: { name: string; label: string; file: string; description?: string; fields: EditorField[] }[]
}

/** One collection of the editor: a file entry per content file, each with a field for every property of its schema. */
export function editorCollection(
  name: string,
  label: string,
  files: readonly ContentFileEntry[],
  context: EditorContext,
): EditorCollection {
  return {
    name,
    label,
    // The editor's generic preview is not the page: the fields get the whole width, and the site itself shows the
    // change.
    editor: { preview: false },
    files: files.map((file) =>
      defined({
        name: file.name,
        label: file.label,
        file: `${context.contentDir}/${file.name}.yaml`,
        description: file.schema.description,
        fields: [...objectFields(file.schema, file, context, ''), ...(fileTools[file.name] ?? [])],
      }),
    ),
  }
}

/**
 * The editor's own tools on a file's entry, after its fields: on the sale's, "Import from a
 * spreadsheet" (sale-import-field.ts), whose value never reaches the file. Last, because in this
 * editor's version a field drawn by a custom control keeps some fields after it from being drawn
 * (an object's switch added by its box: e2e/content-editor.spec.ts marks a lot sold with its buyer).
 */
const fileTools: Record<string, EditorField[]> = {
  sale: [
    {
      name: 'spreadsheetImport',
      label: 'Import from a spreadsheet / Voer in uit ’n sigblad',
      widget: 'saleImport',
      required: false,
      hint:
        'Animals from a CSV or .xlsx export: a new evaluation, a partial export or the auctioneer’s results. ' +
        'You see every change before it is made.',
    },
  ],
}

/** The whole configuration: where the files are kept, how they are written, and the collections. */
/** The editor's title, on its sign-in screen and the browser's tab: the editor's words with the site's name. */
export function editorTitle(words: EditorWords, siteName: string): string {
  return fillTemplate(words.title, { site: siteName })
}

export function editorConfig(
  backend: BackendSettings,
  collections: readonly EditorCollection[],
  context: EditorContext,
) {
  return {
    backend: defined({ name: backend.name, repo: backend.repo, branch: backend.branch, base_url: backend.baseUrl }),
    // The owner's own site: its name and mark in place of the editor's, on the sign-in screen and in the header.
    app_title: editorTitle(context.words, context.site.name),
    logo: { src: context.site.mark, show_in_header: true },
    // A new picture goes into content/images/ (each picture field names its folder there); the
    // content file names it by its path inside that folder, which is what the build reads.
    media_folder: context.imagesDir,
    public_folder: '',
    // Uploaded file names in plain ASCII with dashes ("IMG 2041.JPG" becomes img-2041.jpg), as the
    // content files name pictures; a phone's photo fits under 20 MB; no stock photo services.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    media_libraries: {
      default: { config: { slugify_filename: true, max_file_size: 20_000_000 } },
      stock_assets: { providers: [] },
    },
    // The way the editor writes YAML, which the content files are kept in (npm run content:format).
    // An optional group left empty (a variety without seed) is left out, as the schemas expect, not written as null.
    output: { omit_empty_optional_fields: true, yaml: { indent_size: 2, indent_sequences: true, quote: 'none' } },
    collections,
  }
}

/** Every field's path in a content file, as the editor names them (`hero.title.en`, `actions.*.to`). */
export function fieldPaths(fields: readonly EditorField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const here = prefix ? `${prefix}.${field.name}` : field.name
    if (field.fields && field.widget === 'list') return [here, `${here}.*`, ...fieldPaths(field.fields, `${here}.*`)]
    if (field.fields) return [here, ...fieldPaths(field.fields, here)]
    if (field.field)
      return [
        here,
        ...fieldPaths([field.field], here).map((path) => path.replace(`${here}.${field.field!.name}`, `${here}.*`)),
      ]
    return [here]
  })
}

/** Every property's path in a JSON Schema, the same way. */
export function schemaPaths(node: JsonSchema, prefix = ''): string[] {
  const own = prefix ? [prefix] : []
  if (node.properties)
    return [
      ...own,
      ...Object.entries(node.properties).flatMap(([key, value]) =>
        schemaPaths(value, prefix ? `${prefix}.${key}` : key),
      ),
    ]
  if (node.items) return [...own, ...schemaPaths(node.items, `${prefix}.*`)]
  return own
}

/** The properties of a content file's schema that have no field in the editor: none, or the editor cannot edit them. */
export function missingEditorFields(schema: JsonSchema, fields: readonly EditorField[]): string[] {
  const edited = new Set(fieldPaths(fields))
  return schemaPaths(schema).filter((path) => !edited.has(path))
}
