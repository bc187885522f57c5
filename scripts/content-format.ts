/**
 * `npm run content:format`: writes every content file (content/*.yaml) in the form the content
 * editor writes it (scripts/build/content-editor/yaml-format.ts), so the editor's next save of a file shows
 * only what was changed. It keeps every value and drops comments: the guidance for each field is
 * in its schema's description, which the editor, code editors and the build show.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { contentYamlText } from './build/content-editor/yaml-format'
import { root } from './build/build-state'

const contentDir = path.join(root, 'content')
let changed = 0
for (const file of readdirSync(contentDir)
  .filter((name) => name.endsWith('.yaml'))
  .sort()) {
  const target = path.join(contentDir, file)
  const before = readFileSync(target, 'utf8')
  const after = contentYamlText(parse(before))
  if (after === before) continue
  writeFileSync(target, after)
  changed++
}
console.log(`Content: ${changed} files written in the editor's form.`)
