import { fillTemplate } from '../../lib/template'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { missingEditorFields, type EditorField } from './content-editor/editor-config'
import {
  buildEditorConfig,
  contentFileEntries,
  editorPage,
  jsonSchemaFiles,
  saleImportScripts,
  schemasDir,
} from './content-editor'

const contentDir = path.join(__dirname, '..', '..', 'content')

describe('the content files’ JSON Schemas (content/schemas/)', () => {
  test('are the ones the schemas make today: `npm run content:schemas` writes them again', async () => {
    const expected = await jsonSchemaFiles()
    const onDisk = readdirSync(schemasDir)
      .filter((file) => file.endsWith('.schema.json'))
      .sort()
    expect(onDisk).toEqual([...expected.keys()].sort())
    for (const [name, text] of expected)
      expect({ name, text: readFileSync(path.join(schemasDir, name), 'utf8') }).toEqual({ name, text })
  })

  test('every content file names its JSON Schema in its first key', async () => {
    const yamlFiles = readdirSync(contentDir).filter((file) => file.endsWith('.yaml'))
    const { pageEntries, sharedEntries } = await contentFileEntries()
    // Every content file is in the editor, once.
    expect([...pageEntries, ...sharedEntries].map((entry) => `${entry.name}.yaml`).sort()).toEqual(yamlFiles.sort())
    for (const file of yamlFiles) {
      const data = parse(readFileSync(path.join(contentDir, file), 'utf8')) as Record<string, unknown>
      expect({ file, first: Object.keys(data)[0], reference: data.$schema }).toEqual({
        file,
        first: '$schema',
        reference: `./schemas/${file.replace('.yaml', '.schema.json')}`,
      })
    }
  })
})

describe('the guidance for whoever edits a file', () => {
  test('every content file says what it holds', async () => {
    const { pageEntries, sharedEntries } = await contentFileEntries()
    for (const entry of [...pageEntries, ...sharedEntries])
      expect({ file: entry.name, description: (entry.schema.description ?? '').length > 20 }).toEqual({
        file: entry.name,
        description: true,
      })
  })

  test('a price, a sentence with gaps and a picture carry the words the editor shows under them', async () => {
    const config = await buildEditorConfig({ name: 'github', repo: 'example/site', branch: 'main' })
    const garlic = config.collections.flatMap((collection) => collection.files).find((file) => file.name === 'garlic')!
    const find = (fields: readonly EditorField[], ...names: string[]): EditorField => {
      const [first, ...rest] = names
      const found = fields.find((candidate) => candidate.name === first)!
      return rest.length === 0 ? found : find(found.fields ?? [found.field!], ...rest)
    }
    expect(find(garlic.fields, 'services', 'field', 'items', 'price')).toMatchObject({
      widget: 'number',
      before_input: 'R',
      hint: expect.stringContaining('In rand, to the cent'),
    })
    expect(find(garlic.fields, 'facility', 'title').hint).toContain('Keep {tons}')
    expect(find(garlic.fields, 'hero', 'image', 'alt').hint).toContain('What the picture shows')
    expect(find(garlic.fields, 'varieties', 'items').hint).toContain('keep it once chosen')
  })
})

describe('the limits the layout sets (content/schema.ts, textLimits and wordLimits)', () => {
  /** Every text field of an editor file, with the group it belongs to when it is one language of a translated text. */
  const textFields = (
    fields: readonly EditorField[],
    where = '',
  ): { path: string; field: EditorField; group?: EditorField }[] =>
    fields.flatMap((field) => {
      const here = where ? `${where}.${field.name}` : field.name
      const inner = field.fields ?? (field.field ? [field.field] : [])
      const languages =
        field.widget === 'object' &&
        inner.length > 0 &&
        inner.every((entry) => entry.widget === 'string' || entry.widget === 'text') &&
        inner.some((entry) => entry.name === 'en')
      if (languages) return inner.map((entry) => ({ path: `${here}.${entry.name}`, field: entry, group: field }))
      if (field.widget === 'string' || field.widget === 'text') return [{ path: here, field }]
      return textFields(inner, here)
    })

  test('every text with a limit shows it in the editor: the box counts against it and the hint says it', async () => {
    const config = await buildEditorConfig({ name: 'github', repo: 'example/site', branch: 'main' })
    const { pageEntries, sharedEntries } = await contentFileEntries()
    const unsaid: string[] = []
    let limited = 0
    for (const file of config.collections.flatMap((collection) => collection.files)) {
      for (const { path: where, field, group } of textFields(file.fields)) {
        if (field.maxlength === undefined) continue
        limited++
        const hint = (group ?? field).hint ?? ''
        if (!new RegExp(`\\b${field.maxlength} characters`).test(hint))
          unsaid.push(`${file.name}.yaml ${where}: ${hint}`)
      }
    }
    expect(unsaid).toEqual([])
    // The headings, cards, buttons, labels and table headings of every file: far more than the handful before.
    expect(limited).toBeGreaterThan(150)
    expect(pageEntries.length + sharedEntries.length).toBeGreaterThan(10)
  })

  test('a heading refuses a word too long for a phone, with the build’s own words', async () => {
    const config = await buildEditorConfig({ name: 'github', repo: 'example/site', branch: 'main' })
    const garlic = config.collections.flatMap((collection) => collection.files).find((file) => file.name === 'garlic')!
    const title = textFields(garlic.fields).find((entry) => entry.path === 'hero.title.af')!
    const [pattern, message] = title.field.pattern!
    expect(new RegExp(pattern).test('Knoffel van saad tot gegradeerde bol')).toBe(true)
    expect(new RegExp(pattern).test('Voedselveiligheidsouditsertifikaat')).toBe(false)
    expect(new RegExp(pattern).test('Voedsel-veiligheids-oudit')).toBe(true)
    expect(message).toContain('hyphen')
    expect(title.group!.hint).toContain('Words of up to')
  })
})

describe('the content editor’s configuration', () => {
  test('has a field for every field of every content file', async () => {
    const config = await buildEditorConfig({ name: 'github', repo: 'example/site', branch: 'main' })
    const { pageEntries, sharedEntries } = await contentFileEntries()
    const files = config.collections.flatMap((collection) => collection.files)
    for (const entry of [...pageEntries, ...sharedEntries]) {
      const editorFile = files.find((candidate) => candidate.name === entry.name)!
      expect({ file: entry.name, missing: missingEditorFields(entry.schema, editorFile.fields) }).toEqual({
        file: entry.name,
        missing: [],
      })
    }
  })

  test(
    'uploads every new picture into a folder of content/images, which the editor ' + 'names without a leading slash',
    async () => {
      const { contentFiles } = await import('../../content/files')
      expect(
        contentFiles.filter((file) => !/^[\w-]+(\/[\w-]+)*$/.test(file.imageFolder)).map((file) => file.name),
      ).toEqual([])
    },
  )

  test('names each page’s file after the page, and keeps pictures in content/images', async () => {
    const config = await buildEditorConfig({ name: 'github', repo: 'example/site', branch: 'main' })
    const pages = config.collections.find((collection) => collection.name === 'pages')!
    const { pages: registry } = await import('../../content/pages')
    expect(pages.files.map((file) => file.file)).toEqual(registry.map((page) => `content/${page.key}.yaml`))
    expect(config.media_folder).toBe('content/images')
  })

  test('the editor wears the site’s name and mark: on its sign-in screen, in its header and on the tab', async () => {
    const config = await buildEditorConfig({ name: 'github', repo: 'example/site', branch: 'main' })
    const { site } = await import('../../content/site')
    const { editorWords } = await import('../../content/files')
    expect(config.app_title).toBe(fillTemplate(editorWords.title, { site: site.name }))
    expect(config.app_title).toContain(site.name)
    expect(config.logo).toEqual({ src: '/icon.svg', show_in_header: true })
    const html = editorPage("default-src 'self'", 'Du Toit & Sons <Farming>: edit the site')
    expect(html).toContain('<title>Du Toit &amp; Sons &lt;Farming>: edit the site</title>')
    expect(html).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml">')
  })

  test('the editor’s page is never indexed and states its own policy', () => {
    const html = editorPage("default-src 'self'", 'A farm: edit the site')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'">`)
    expect(html).toMatch(/<script src="\/admin\/sveltia-cms-[\d.]+\.js"><\/script>/)
  })
})

describe('the sale’s import in the editor', () => {
  const scripts = saleImportScripts()

  test('its field’s script is small and points at the import by its hashed name; the import runs in a browser', () => {
    // The field's script comes with the editor on every visit; the import only when the owner opens it.
    expect(scripts.field.text.length).toBeLessThan(12_000)
    expect(scripts.field.text).toContain(`"/admin/${scripts.module.name}"`)
    expect(scripts.module.name).toMatch(/^sale-import-[0-9a-f]{12}\.js$/)
    // The workbook reader and the import, bundled for a browser: no Node built-in left in it.
    expect(scripts.module.text).not.toMatch(/\brequire\(|["']node:|\bBuffer\b/)
    expect(scripts.module.text.length).toBeLessThan(120_000)
  })

  test('the same sources make the same bytes', () => {
    expect(saleImportScripts()).toEqual(scripts)
  })

  test('the editor’s page runs the field’s script after its own', () => {
    const page = editorPage("default-src 'self'", 'Edit', [scripts.field.name])
    expect(page.indexOf('sveltia-cms-')).toBeLessThan(page.indexOf(scripts.field.name))
  })
})
