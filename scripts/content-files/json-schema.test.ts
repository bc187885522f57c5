import { z } from 'zod'
import { caseInsensitiveSource, contentJsonSchema, schemaReference } from './json-schema'

describe('caseInsensitiveSource', () => {
  test.each([
    ['\\.(jpe?g|png)$', '\\.([jJ][pP][eE]?[gG]|[pP][nN][gG])$'],
    // Escapes stay as they are: \w is not a letter w.
    ['^[\\w-]+\\.svg$', '^[\\w-]+\\.[sS][vV][gG]$'],
    // A class of letters takes both cases, a range its other case's range.
    ['^[a-z0-9]+$', '^[a-zA-Z0-9]+$'],
    ['^[abc]$', '^[aAbBcC]$'],
    ['^\\d+$', '^\\d+$'],
  ])('%s → %s', (source, expected) => {
    expect(caseInsensitiveSource(source)).toBe(expected)
    // The result matches what the flag would have matched.
    const flagged = new RegExp(source, 'i')
    const plain = new RegExp(expected)
    for (const sample of ['photo.JPG', 'photo.jpeg', 'a-b.SVG', 'Abc', 'b', '123', 'x.png'])
      expect(plain.test(sample)).toBe(flagged.test(sample))
  })
})

describe('contentJsonSchema', () => {
  const schema = z.strictObject({
    key: z.string().regex(/^[a-z]+$/, 'must be lower case letters'),
    page: z.string().meta({ choices: 'pages' }),
    file: z.string().regex(/\.jpe?g$/i, 'must be a JPEG'),
    price: z.number().positive().multipleOf(0.01).describe('In rand'),
  })
  const json = contentJsonSchema('garlic', schema, ['home', 'garlic'])

  test('the file names its own JSON Schema in its first key, which is fixed', () => {
    expect(Object.keys(json.properties!)[0]).toBe('$schema')
    expect(json.properties!.$schema!.const).toBe(schemaReference('garlic'))
    expect(schemaReference('garlic')).toBe('./schemas/garlic.schema.json')
  })

  test('a pattern keeps the message the build gives for it', () => {
    expect(json.properties!.key).toMatchObject({ pattern: '^[a-z]+$', patternMessage: 'must be lower case letters' })
  })

  test('a pattern written without regard to case matches either case without the flag', () => {
    expect(new RegExp(json.properties!.file!.pattern!).test('IMG_2041.JPG')).toBe(true)
    expect(new RegExp(json.properties!.file!.pattern!).test('IMG_2041.HEIC')).toBe(false)
  })

  test('a page key is one of the pages of the registry', () => {
    expect(json.properties!.page).toMatchObject({ choices: 'pages', enum: ['home', 'garlic'] })
  })

  test('bounds and descriptions are those of the schema, as the YAML file holds the value', () => {
    expect(json.properties!.price).toEqual({
      type: 'number',
      exclusiveMinimum: 0,
      multipleOf: 0.01,
      description: 'In rand',
    })
    expect(json.required).toEqual(['key', 'page', 'file', 'price'])
    expect(json.additionalProperties).toBe(false)
  })

  test('a file whose schema is not a group of fields is refused', () => {
    expect(() => contentJsonSchema('testimonials', z.array(z.string()), [])).toThrow(
      'content/testimonials.yaml: its schema must be a group of fields',
    )
  })
})
