/**
 * `npm run content:format`: writes every content file (content/*.yaml) in the form the content
 * editor writes it (scripts/content-files/yaml-format.ts), so the editor's next save of a file shows
 * only what was changed. It keeps every value and drops comments: the guidance for each field is
 * in its schema's description, which the editor, code editors and the build show.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { writeInEditorForm } from './content-files/yaml-format'
import { root } from './site/build-state'

const contentDir = path.join(root, 'content')
const files = readdirSync(contentDir).filter((name) => name.endsWith('.yaml'))
const changed = files.sort().filter((file) => writeInEditorForm(path.join(contentDir, file))).length
console.log(`Content: ${changed} files written in the editor's form.`)
