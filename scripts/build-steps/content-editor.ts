/**
 * The content editor at /admin/ and the JSON Schemas of the content files, both made from the
 * content schemas and the page registry (content/files.ts, content/pages.yaml). `npm run build`
 * writes the editor into out/admin/; `npm run content:schemas` writes content/schemas/, which a
 * unit test holds to the schemas.
 */
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'
import { stringify } from 'yaml'
import { editorBackend, editorOrigins, type BackendSettings } from '../site/editor-backend'
import {
  editorCollection,
  editorConfig,
  editorTitle,
  type ContentFileEntry,
  type EditorContext,
} from './content-editor/editor-config'
import { contentJsonSchema, jsonSchemaText } from '../content-files/json-schema'
import { siteIcon } from '../../lib/site-icon'
import { root } from '../site/build-state'

/** Where the editor is served, and the file of the editor's own script (pinned in package.json). */
export const editorPath = '/admin/'
/**
 * A file of an installed package, looked for as Node looks for packages: in node_modules here, then
 * in each folder above (a test's copy of the project, in .tmp/, uses the project's packages).
 */
function installedFile(file: string): string {
  for (let dir = root; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', file)
    if (existsSync(candidate)) return candidate
    if (path.dirname(dir) === dir) throw new Error(`${file} is not installed: run npm install`)
  }
}
const editorPackage = path.dirname(installedFile('@sveltia/cms/package.json'))
const editorScript = path.join(editorPackage, 'dist', 'sveltia-cms.js')
const editorVersion = (
  JSON.parse(readFileSync(path.join(editorPackage, 'package.json'), 'utf8')) as { version: string }
).version
export const editorScriptName = `sveltia-cms-${editorVersion}.js`

export const schemasDir = path.join(root, 'content', 'schemas')

/** Every content file with its JSON Schema, the page files named after their pages. */
export async function contentFileEntries(): Promise<{
  pageEntries: ContentFileEntry[]
  sharedEntries: ContentFileEntry[]
  context: EditorContext
}> {
  const { pageFiles, sharedFiles, editorWords } = await import('../../content/files')
  const { pages } = await import('../../content/pages')
  const { languages, languageCodes, defaultLanguage } = await import('../../content/languages')
  const keys = pages.map((page) => page.key)
  const { site } = await import('../../content/site')
  const context: EditorContext = {
    site: { name: site.name, mark: siteIcon.url },
    languages: languageCodes.map((code) => ({ code, name: languages[code].name })),
    pages: pages.map((page) => ({ key: page.key, label: page.navLabel.in(defaultLanguage) })),
    contentDir: 'content',
    imagesDir: 'content/images',
    words: editorWords,
  }
  const entry = (
    name: string,
    label: string,
    schema: Parameters<typeof contentJsonSchema>[1],
    imageFolder: string,
  ): ContentFileEntry => ({
    name,
    label,
    imageFolder,
    schema: contentJsonSchema(name, schema, keys),
  })
  const pageEntries = pages.map((page) => {
    const file = pageFiles.find((candidate) => candidate.name === page.key)
    if (!file) throw new Error(`content/files.ts names no content file for the page "${page.key}" (content/pages.yaml)`)
    return entry(file.name, `${page.navLabel.in(defaultLanguage)} page`, file.schema, file.imageFolder)
  })
  const sharedEntries = sharedFiles.map((file) => entry(file.name, file.label, file.schema, file.imageFolder))
  return { pageEntries, sharedEntries, context }
}

/** The editor's configuration for these content files and this backend. */
export async function buildEditorConfig(backend: BackendSettings) {
  const { pageEntries, sharedEntries, context } = await contentFileEntries()
  return editorConfig(
    backend,
    [
      editorCollection('pages', 'Pages', pageEntries, context),
      editorCollection('shared', 'Shared parts of the site', sharedEntries, context),
    ],
    context,
  )
}

/** The JSON Schema files' names and texts, as content/schemas/ must hold them. */
export async function jsonSchemaFiles(): Promise<Map<string, string>> {
  const { pageEntries, sharedEntries } = await contentFileEntries()
  return new Map(
    [...pageEntries, ...sharedEntries].map((entry) => [`${entry.name}.schema.json`, jsonSchemaText(entry.schema)]),
  )
}

export async function writeJsonSchemas(): Promise<number> {
  mkdirSync(schemasDir, { recursive: true })
  const files = await jsonSchemaFiles()
  for (const [name, text] of files) writeFileSync(path.join(schemasDir, name), text)
  return files.size
}

/**
 * The editor's page: no words of its own beyond its title (editorTitle), the site's mark on its tab, the editor's
 * script and its configuration, and no search engine.
 */
export function editorPage(policy: string, title: string, extraScripts: readonly string[] = []): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
    `<title>${escaped}</title>`,
    `<link rel="icon" href="${siteIcon.url}" type="${siteIcon.type}">`,
    `<link href="${editorPath}config.yml" type="application/yaml" rel="cms-config-url">`,
    '</head>',
    '<body>',
    `<script src="${editorPath}${editorScriptName}"></script>`,
    ...extraScripts.map((name) => `<script src="${editorPath}${name}"></script>`),
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

/**
 * The editor's own fonts (its text, its code and its icons), which its script asks a font CDN
 * for: installed from npm at the versions it names and served beside it, so the editor loads
 * nothing from another origin.
 */
const editorFonts = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    file: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    file: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
] as const

/**
 * What the editor loads only for a custom field (the sale's import): React's DOM, which it looks for
 * beside its script (chunks/) before a CDN, and Immutable, which servedEditorScript points here.
 */
const editorChunks = {
  reactDom: { file: '@sveltia/cms/dist/chunks/react-dom.js', served: 'chunks/react-dom.js' },
  immutable: { file: 'immutable/dist/immutable.es.js', served: 'chunks/immutable.es.js' },
} as const

/** Where the served copy asks whether a newer editor exists: beside it, answering with the pinned version. */
const versionFile = 'editor-version.json'

/**
 * The editor's script as the site serves it: its fonts from /admin/fonts/ and its check for a newer
 * version answered by the site itself (the version is pinned in package.json). Stops the build
 * when a pinned address is not in the script, as after an upgrade that moved it.
 */
export function servedEditorScript(script: string): string {
  let served = script
  for (const font of editorFonts) {
    if (!served.includes(font.cdn))
      throw new Error(
        `The content editor's script no longer loads ${font.cdn}: update editorFonts ` +
          `in scripts/build-steps/content-editor.ts for this version`,
      )
    served = served.split(font.cdn).join(`${editorPath}fonts/${path.basename(font.file)}`)
  }
  const versionCheck = /`\$\{\w+\}\/package\.json`/g
  if ((served.match(versionCheck) ?? []).length !== 1)
    throw new Error(
      `The content editor's script no longer checks for updates where it did: ` +
        `update servedEditorScript for this version`,
    )
  served = served.replace(versionCheck, `\`${editorPath}${versionFile}\``)
  if (/cdn\.jsdelivr\.net\/fontsource/.test(served)) throw new Error('The content editor still loads a font from a CDN')
  // A custom field (the sale's import) makes the editor load Immutable, which it asks a CDN for.
  const immutable = 'YW(`immutable`,`dist/immutable.es.js`)'
  if (!served.includes(immutable))
    throw new Error(
      `The content editor's script no longer loads Immutable where it did: update servedEditorScript for this version`,
    )
  served = served.split(immutable).join(`import(\`${editorPath}${editorChunks.immutable.served}\`)`)
  return served
}

/**
 * The sale's "Import from a spreadsheet" (content-editor/sale-import-field.ts): its field's small
 * script, which the page runs after the editor's, and the import itself (the command line's rules
 * and the workbook reader), bundled apart under a name of its contents' hash and fetched only when
 * the owner opens the import. Both are served from /admin/, within the editor's own policy.
 */
export function saleImportScripts(): { field: { name: string; text: string }; module: { name: string; text: string } } {
  const bundle = (entry: string, format: 'esm' | 'iife', define: Record<string, string> = {}) =>
    buildSync({
      entryPoints: [path.join(__dirname, 'content-editor', entry)],
      bundle: true,
      minify: true,
      write: false,
      format,
      platform: 'browser',
      target: 'es2020',
      define,
      legalComments: 'none',
      // The field's script fetches the import by its address, when opened: not bundled into it.
      external: [`${editorPath}*`],
      logLevel: 'warning',
    }).outputFiles[0]!.text
  const moduleText = bundle('sale-import-module.ts', 'esm')
  const hash = createHash('sha256').update(moduleText).digest('hex').slice(0, 12)
  const moduleName = `sale-import-${hash}.js`
  const fieldText = bundle('sale-import-field.ts', 'iife', {
    SALE_IMPORT_MODULE: JSON.stringify(`${editorPath}${moduleName}`),
  })
  return { field: { name: 'sale-import-field.js', text: fieldText }, module: { name: moduleName, text: moduleText } }
}

/** Writes the editor into a built site: its page, its configuration and its script. Returns the page's policy. */
export async function writeEditor(
  outDir: string,
  env: Record<string, string | undefined> = process.env,
): Promise<{ policy: string; examples: string[] }> {
  const { backend, examples } = editorBackend(env)
  const { editorPolicy } = await import('../site/security-headers')
  const policy = editorPolicy(editorOrigins(backend))
  const dir = path.join(outDir, 'admin')
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'config.yml'), stringify(await buildEditorConfig(backend), { lineWidth: 0 }))
  const { site } = await import('../../content/site')
  const { editorWords } = await import('../../content/files')
  const saleImport = saleImportScripts()
  writeFileSync(path.join(dir, saleImport.field.name), saleImport.field.text)
  writeFileSync(path.join(dir, saleImport.module.name), saleImport.module.text)
  writeFileSync(
    path.join(dir, 'index.html'),
    editorPage(policy, editorTitle(editorWords, site.name), [saleImport.field.name]),
  )
  writeFileSync(path.join(dir, editorScriptName), servedEditorScript(readFileSync(editorScript, 'utf8')))
  writeFileSync(path.join(dir, versionFile), `${JSON.stringify({ version: editorVersion })}\n`)
  mkdirSync(path.join(dir, 'chunks'), { recursive: true })
  for (const chunk of Object.values(editorChunks)) copyFileSync(installedFile(chunk.file), path.join(dir, chunk.served))
  mkdirSync(path.join(dir, 'fonts'), { recursive: true })
  for (const font of editorFonts)
    copyFileSync(installedFile(font.file), path.join(dir, 'fonts', path.basename(font.file)))
  return { policy, examples }
}

if (require.main === module) {
  writeJsonSchemas()
    .then((count) => console.log(`Content: ${count} JSON Schemas written to content/schemas/.`))
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
