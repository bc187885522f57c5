import {
  editorField,
  fieldPaths,
  labelOf,
  missingEditorFields,
  type ContentFileEntry,
  type EditorContext,
  type EditorField,
} from './editor-config'
import type { JsonSchema } from '../../content-files/json-schema'

const context: EditorContext = {
  site: { name: 'A farm', mark: '/icon.svg' },
  languages: [
    { code: 'en', name: 'English' },
    { code: 'af', name: 'Afrikaans' },
  ],
  pages: [
    { key: 'home', label: 'Home' },
    { key: 'garlic', label: 'Du Toit Holdings' },
  ],
  contentDir: 'content',
  imagesDir: 'content/images',
  words: {
    title: '{site}: edit the site',
    picture: 'Picture',
    alt: 'What the picture shows (alt text)',
    sections: [{ label: 'This page’s contact section', value: '#contact' }],
  },
}
const file: ContentFileEntry = {
  name: 'garlic',
  label: 'Garlic page',
  imageFolder: 'garlic',
  schema: { type: 'object', properties: {} },
}
const field = (node: JsonSchema, name = 'value', required = true) => editorField(name, node, required, file, context)
const words = (inner: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { en: inner, af: inner },
  required: ['en', 'af'],
  additionalProperties: false,
})

describe('numbers stay numbers, with the schema’s bounds', () => {
  test.each<[string, JsonSchema, Partial<EditorField>]>([
    [
      'a price in rand: above 0 by a cent, R before the box',
      { type: 'number', exclusiveMinimum: 0, multipleOf: 0.01, inputPrefix: 'R' },
      { value_type: 'float', step: 0.01, min: 0.01, before_input: 'R' },
    ],
    [
      'a rating: whole stars, 0 to 5',
      { type: 'integer', minimum: 0, maximum: 5 },
      { value_type: 'int', step: 1, min: 0, max: 5 },
    ],
    [
      'whole centimetres above 0',
      { type: 'integer', exclusiveMinimum: 0, maximum: 200 },
      { value_type: 'int', min: 1, max: 200 },
    ],
    [
      'a percentage below 100, exclusive',
      { type: 'number', exclusiveMaximum: 100 },
      { value_type: 'float', max: 99.99 },
    ],
    ['no bounds', { type: 'number' }, { value_type: 'float', step: 0.01 }],
  ])('%s', (_, node, expected) => {
    const made = field(node)
    expect(made).toMatchObject({ widget: 'number', ...expected })
    if (!('min' in expected)) expect(made.min).toBeUndefined()
    if (!('max' in expected)) expect(made.max).toBeUndefined()
  })
})

describe('texts', () => {
  test('a text in every language is a group of one box per language, labelled with the language’s name', () => {
    const made = field(words({ type: 'string', minLength: 1, maxLength: 40 }), 'title')
    expect(made.widget).toBe('object')
    expect(
      made.fields!.map((inner) => [inner.name, inner.label, inner.widget, inner.minlength, inner.maxlength]),
    ).toEqual([
      ['en', 'English', 'string', 1, 40],
      ['af', 'Afrikaans', 'string', 1, 40],
    ])
  })

  test.each<[string, JsonSchema, 'string' | 'text']>([
    ['a heading: one line', { type: 'string', minLength: 1 }, 'string'],
    ['a paragraph: a box that grows', { type: 'string', minLength: 40 }, 'text'],
    ['a short label with a limit: one line', { type: 'string', minLength: 40, maxLength: 60 }, 'string'],
  ])('%s', (_, node, widget) => expect(field(node).widget).toBe(widget))

  test('a pattern is refused with the build’s own message', () => {
    expect(field({ type: 'string', pattern: '^[a-z]+$', patternMessage: 'must be lower case' }).pattern).toEqual([
      '^[a-z]+$',
      'must be lower case',
    ])
  })

  test.each<[string, JsonSchema, string | undefined]>([
    ['a limit in characters', { type: 'string', minLength: 1, maxLength: 48 }, 'Up to 48 characters.'],
    ['a range', { type: 'string', minLength: 3, maxLength: 60 }, '3 to 60 characters.'],
    [
      'a heading’s longest word',
      { type: 'string', maxLength: 60, maxWordLength: 24 },
      'Up to 60 characters. Words of up to 24 letters, so each fits a phone’s ' +
        'screen: a longer compound takes a hyphen where its parts join.',
    ],
    [
      'a limit the description already says, said once',
      { type: 'string', maxLength: 90, description: 'The page’s one heading: at most 90 characters.' },
      'The page’s one heading: at most 90 characters.',
    ],
    ['no limit', { type: 'string', minLength: 1 }, undefined],
  ])('the hint says %s, from the schema', (_, node, hint) => expect(field(node).hint).toBe(hint))

  test('a text in every language says its limits once, in the group’s hint; each box counts against them', () => {
    const made = field({
      ...words({ type: 'string', minLength: 1, maxLength: 40, maxWordLength: 20 }),
      description: 'A button’s words.',
    })
    expect(made.hint).toBe(
      'A button’s words. Up to 40 characters. Words of up to 20 letters, so each ' +
        'fits a phone’s screen: a longer compound takes a hyphen where its parts ' +
        'join.',
    )
    expect(made.fields!.map((inner) => [inner.hint, inner.maxlength])).toEqual([
      [undefined, 40],
      [undefined, 40],
    ])
  })

  test('the description is the hint', () => {
    expect(field({ type: 'string', description: 'Keep {tons}: the site fills in the figure.' }).hint).toBe(
      'Keep {tons}: the site fills in the figure.',
    )
  })
})

describe('lists', () => {
  test('a list of groups keeps its bounds and shows each entry by its name', () => {
    const made = field(
      {
        type: 'array',
        minItems: 1,
        maxItems: 6,
        items: {
          type: 'object',
          properties: { name: words({ type: 'string' }), price: { type: 'number' } },
          required: ['name', 'price'],
        },
      },
      'items',
    )
    expect(made).toMatchObject({
      widget: 'list',
      min: 1,
      max: 6,
      summary: '{{fields.name.en}}',
      label_singular: 'Item',
    })
    expect(made.fields!.map((inner) => inner.name)).toEqual(['name', 'price'])
  })

  test('a list whose schema names its line (the sale’s animals): that line, so a lot is found by its number', () => {
    const summary = "Lot {{fields.lot | default('–')}} · {{fields.id}} · {{fields.status}}"
    const made = field(
      {
        type: 'array',
        editorSummary: summary,
        items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
      },
      'animals',
    )
    expect(made).toMatchObject({ widget: 'list', summary, collapsed: true })
  })

  test('a list of short texts in every language: one list per language', () => {
    const made = field(
      words({ type: 'array', minItems: 1, maxItems: 6, items: { type: 'string', minLength: 3 } }),
      'highlights',
    )
    expect(made.fields![0]).toMatchObject({
      name: 'en',
      label: 'English',
      widget: 'list',
      min: 1,
      max: 6,
      field: { widget: 'string', minlength: 3 },
    })
  })

  test('a list with at most two buttons', () => {
    expect(
      field(
        { type: 'array', maxItems: 2, items: { type: 'object', properties: { to: { type: 'string' } } } },
        'actions',
      ),
    ).toMatchObject({ max: 2 })
  })
})

describe('choices', () => {
  test('a fixed list of values is a select', () => {
    expect(field({ type: 'string', enum: ['shield', 'check', 'award'] }, 'icon').options).toEqual([
      { label: 'shield', value: 'shield' },
      { label: 'check', value: 'check' },
      { label: 'award', value: 'award' },
    ])
  })

  test('a choice the schema explains is offered by its explanation; the file keeps its value', () => {
    const node: JsonSchema = {
      type: 'string',
      enum: ['auction', 'notSold'],
      choiceLabels: { notSold: 'notSold (a lot passed in)' },
    }
    expect(field(node, 'status').options).toEqual([
      { label: 'auction', value: 'auction' },
      { label: 'notSold (a lot passed in)', value: 'notSold' },
    ])
  })

  test('a page key is a select of the registry’s pages, by their names', () => {
    expect(field({ type: 'string', choices: 'pages' }, 'page')).toMatchObject({
      widget: 'select',
      options: [
        { label: 'Home', value: 'home' },
        { label: 'Du Toit Holdings', value: 'garlic' },
      ],
    })
  })

  test('a link is a page, or this page’s contact section', () => {
    const made = field(
      {
        anyOf: [
          { type: 'string', choices: 'pages' },
          { type: 'string', pattern: '^#[a-z0-9-]+$' },
        ],
      },
      'to',
    )
    expect(made.options!.map((option) => option.value)).toEqual(['home', 'garlic', '#contact'])
  })

  test('a yes-or-no value is a switch, its default kept when left off', () => {
    expect(field({ type: 'boolean', default: true }, 'inMenu')).toMatchObject({
      widget: 'boolean',
      default: true,
      required: false,
    })
  })

  test('a value the editor has no field for stops the build, naming the file and field', () => {
    expect(() => field({ description: 'no kind' }, 'soldOut')).toThrow(
      'garlic.yaml soldOut: the editor has no field for',
    )
  })
})

describe('pictures', () => {
  const picture: JsonSchema = {
    type: 'object',
    properties: {
      src: { type: 'string', pattern: '\\.(jpg|png)$', patternMessage: 'must be a JPEG or PNG' },
      alt: words({ type: 'string', minLength: 10, maxLength: 250 }),
    },
    required: ['src', 'alt'],
  }

  test('a picture uploads into the file’s folder in content/images, and names itself by its path there', () => {
    const src = field(picture, 'image').fields![0]!
    expect(src).toMatchObject({
      widget: 'image',
      media_folder: 'content/images/garlic',
      public_folder: 'garlic',
      required: true,
      pattern: ['\\.(jpg|png)$', 'must be a JPEG or PNG'],
    })
  })

  test('its alt text is required in every language, 10 to 250 characters', () => {
    const alt = field(picture, 'image').fields![1]!
    expect(alt.fields!.map((inner) => [inner.label, inner.required, inner.minlength, inner.maxlength])).toEqual([
      ['English', true, 10, 250],
      ['Afrikaans', true, 10, 250],
    ])
  })
})

test('a value the build fixes is shown but not edited', () => {
  const made = field({ ...words({ type: 'string' }), readOnly: true }, 'path')
  expect(made.readonly).toBe(true)
  expect(made.fields!.every((inner) => inner.readonly)).toBe(true)
})

test.each([
  ['plantSpacingCm', 'Plant spacing cm'],
  ['$schema', 'Schema'],
  ['hero', 'Hero'],
])('labelOf(%s) is "%s"', (name, label) => expect(labelOf(name)).toBe(label))

describe('missingEditorFields', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      title: words({ type: 'string' }),
      items: { type: 'array', items: { type: 'object', properties: { price: { type: 'number' } } } },
    },
  }

  test('none when every property has a field', () => {
    const fields = ['title', 'items'].map((name) => field(schema.properties![name]!, name))
    expect(fieldPaths(fields)).toEqual(['title', 'title.en', 'title.af', 'items', 'items.*', 'items.*.price'])
    expect(missingEditorFields(schema, fields)).toEqual([])
  })

  test('a property without a field is named by its path', () => {
    const fields = [field(schema.properties!.title!, 'title')]
    expect(missingEditorFields(schema, fields)).toEqual(['items', 'items.*', 'items.*.price'])
  })
})
