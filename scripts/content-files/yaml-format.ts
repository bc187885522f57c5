import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse, stringify } from 'yaml'

/**
 * A content file's text as the content editor writes it (its `output.yaml` settings in
 * editor-config.ts: two spaces, list entries indented, plain scalars where YAML allows, single
 * quotes where it needs them, no line folding). The content files are kept in this form, so the
 * editor's first save of a file changes only what the owner changed.
 */
export function contentYamlText(data: unknown): string {
  const text = stringify(data, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim()
  return `${text}\n`
}

/**
 * Writes a content file again in the editor's form, keeping every value (comments go: each field's
 * guidance is in its schema). True when the file changed; false when it was in that form already,
 * or is not YAML at all (the build then names the line that is wrong, and the file stays as it is).
 */
export function writeInEditorForm(file: string): boolean {
  const before = readFileSync(file, 'utf8')
  let after: string
  try {
    after = contentYamlText(parse(before))
  } catch {
    return false
  }
  if (after === before) return false
  writeFileSync(file, after)
  return true
}

/**
 * What the content editor saved into `contentDir` (names relative to it, as a folder watch reports
 * them), written again in the editor's form where it is a content file: the YAML files at the
 * folder's top. Pictures and anything else are kept as they came. The content files written again.
 */
export function writeSavedInEditorForm(contentDir: string, saved: Iterable<string>): string[] {
  const contentFiles = [...new Set(saved)].filter((file) => /^[^/\\]+\.yaml$/.test(file))
  return contentFiles.filter((file) => writeInEditorForm(path.join(contentDir, file)))
}
