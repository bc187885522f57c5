import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { contentYamlText, writeSavedInEditorForm } from './yaml-format'

describe("the content editor's form", () => {
  test.each([
    [{ title: { en: 'Sorted by {figure}, {order}' } }, 'title:\n  en: Sorted by {figure}, {order}\n'],
    [{ items: [{ key: 'a' }, { key: 'b' }] }, 'items:\n  - key: a\n  - key: b\n'],
    [{ note: "it's: quoted" }, 'note: "it\'s: quoted"\n'],
    [{ note: 'a: b' }, "note: 'a: b'\n"],
    [{ long: 'a '.repeat(100).trim() }, `long: ${'a '.repeat(100).trim()}\n`],
  ])('%j is written as the editor writes it', (data, text) => {
    expect(contentYamlText(data)).toBe(text)
  })
})

describe('what the editor saved, written again in its form', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'saved-'))
    mkdirSync(path.join(dir, 'images'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  test('a content file in another form is written again, its values kept; the rest is left as it came', () => {
    const files = {
      'site.yaml': 'name: "Du Toit"\nlist:\n- one\n',
      'home.yaml': 'name: Du Toit\n',
      'broken.yaml': 'name: [unclosed\n',
      'images/photo.yaml': 'name: "not content"\n',
    }
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text)
    expect(writeSavedInEditorForm(dir, [...Object.keys(files), 'site.yaml', 'images/herd.jpg'])).toEqual(['site.yaml'])
    expect(readFileSync(path.join(dir, 'site.yaml'), 'utf8')).toBe('name: Du Toit\nlist:\n  - one\n')
    for (const file of ['home.yaml', 'broken.yaml', 'images/photo.yaml']) {
      expect(readFileSync(path.join(dir, file), 'utf8')).toBe(files[file as keyof typeof files])
    }
  })
})
