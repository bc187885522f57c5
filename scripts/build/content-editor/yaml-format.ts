import { stringify } from 'yaml'

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
