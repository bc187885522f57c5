/**
 * The tree's own rules (`npm run lint` runs them after ESLint, whose rules include the import circles):
 *
 * - every file Prettier formats is as Prettier writes it (.prettierrc.json, .prettierignore);
 * - no line runs past the formatter's width (Prettier wraps code, not a comment or a string; a
 *   Markdown table's row is one line by its syntax, and is left as it is);
 * - no comment and no document names a file or folder of the repository that does not exist
 *   (./named-files.ts);
 * - the content files are in the content editor's form (`npm run content:format` writes them so);
 * - README.md stays a newcomer's first page, under 250 lines: the rest is in docs/, by topic.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as prettier from 'prettier'
import { parse } from 'yaml'
import { contentYamlText } from '../content-files/yaml-format'
import { missingNames } from './named-files'

/** The repository's files: those git tracks, and new ones it does not ignore, that are there. */
function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
  return listed.split('\0').filter((file) => {
    if (!file) return false
    try {
      readFileSync(path.join(root, file))
      return true
    } catch {
      return false // Deleted in the working tree, not yet in git's index.
    }
  })
}

/** The line a character of a text is on, counted from 1. */
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

/** README's length: a newcomer reads it whole. */
const readmeLines = 250

const textFile = /\.(ts|tsx|mts|mjs|js|jsx|json|ya?ml|md|css|py|sh)$/

/** Every problem of the tree at `root` with its rules, as `file:line: what`. */
export async function treeProblems(root: string): Promise<string[]> {
  const files = repositoryFiles(root)
  const fileSet = new Set(files)
  const problems: string[] = []
  const ignorePath = path.join(root, '.prettierignore')

  for (const file of files) {
    if (!textFile.test(file) && path.extname(file)) continue
    const absolute = path.join(root, file)
    const text = readFileSync(absolute, 'utf8')

    const info = await prettier.getFileInfo(absolute, { ignorePath })
    if (!info.ignored && info.inferredParser) {
      const options = { ...(await prettier.resolveConfig(absolute)), filepath: absolute }
      if (!(await prettier.check(text, options))) {
        problems.push(`${file}:1: not as the formatter writes it: run npx prettier --write ${file}`)
      }
      const width = options.printWidth ?? 80
      const markdown = file.endsWith('.md')
      text.split('\n').forEach((line, at) => {
        if (line.length > width && !(markdown && line.trimStart().startsWith('|'))) {
          problems.push(`${file}:${at + 1}: ${line.length} characters, past the formatter's ${width}`)
        }
      })
    }

    for (const name of missingNames(file, text, fileSet)) {
      problems.push(`${file}:${lineAt(text, text.indexOf(name))}: names ${name}, which the repository does not have`)
    }

    if (file === 'README.md' && text.replace(/\n$/, '').split('\n').length > readmeLines) {
      problems.push(
        `README.md:${readmeLines + 1}: past ${readmeLines} lines: move a topic's detail to its page in docs/`,
      )
    }

    if (/^content\/[^/]+\.yaml$/.test(file) && contentYamlText(parse(text)) !== text) {
      problems.push(`${file}:1: not in the content editor's form: run npm run content:format`)
    }
  }
  return problems
}
