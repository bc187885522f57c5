import path from 'node:path'
import ts from 'typescript'

/**
 * The file names a comment or a document gives, and those of them the repository does not hold: a
 * comment that points a reader to a file that was moved or removed misleads longer than no comment.
 *
 * What counts as a name: a path with one of the repository's top folders first
 * (`scripts/build.ts`, `components/catalogue/`), a path relative to the file that names it
 * (`./import-cycles.mjs`, a Markdown link), or a bare file name with a source
 * file's ending (`use-on-demand.ts`), which must be the name of some file of the repository. Names
 * of what a build or an install makes (under `out/`, `deploy/`, `generated/`, `node_modules/`), web
 * addresses, and the few names listed in `notOurs` are not checked.
 */

/** Where a file's names are read: a code file's comments, a document's whole text, a script's `#` comments. */
export type Kind = 'code' | 'css' | 'document' | 'hash-comments'

/** The kind of a repository file, or null for one whose names are not read (data, pictures). */
export function kindOf(file: string): Kind | null {
  const base = path.basename(file)
  if (/\.(ts|tsx|mts|mjs|js|jsx)$/.test(base)) return 'code'
  if (base.endsWith('.css')) return 'css'
  if (base.endsWith('.md')) return 'document'
  if (/\.(py|sh)$/.test(base) || ['.gitignore', '.prettierignore', '.nvmrc', 'run'].includes(base))
    return 'hash-comments'
  return null
}

/** The parts of a text where names are read, for its kind. */
export function readableParts(text: string, kind: Kind, file = 'file.tsx'): string[] {
  if (kind === 'document') return [text]
  if (kind === 'css') return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => match[0])
  if (kind === 'hash-comments') {
    return text
      .split('\n')
      .map((line) => /(?:^|\s)#(?!!)(.*)$/.exec(line)?.[1] ?? '')
      .filter(Boolean)
  }
  const variant = file.endsWith('.tsx') || file.endsWith('.jsx') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text)
  const comments: string[] = []
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push(scanner.getTokenText())
    }
  }
  return comments
}

/** Files the repository never holds but comments may name: made by a build, or another package's own. */
const notOurs = new Set([
  // Written into out/ by the build (named bare in comments about what a visitor's browser fetches).
  'sw.js',
  'sw-light.js',
  'print.css',
  'offline.html',
  'garlic.txt',
  // Next's own files.
  'next-env.d.ts',
  'route.ts',
  // Another package's install script (docs/architecture.md, on allowScripts).
  'install.js',
])

/** Folders whose contents a build, an install or a test run makes: their names cannot be checked. */
const made = [
  ...['out/', 'deploy/', 'generated/', 'node_modules/', '.next/', '.tmp/', 'test-results/', 'public/img/'],
  // The stressed copies' pictures, drawn into their scratch copy of the project.
  'content/images/stress/',
]

const ending = String.raw`\.(?:ts|tsx|mts|mjs|js|jsx|json|yaml|yml|md|css|py|sh|conf)`
// A folder's name may hold a route group or a route's parameter whole: `(en)`, `[animal]`.
const segment = String.raw`(?:[\w@!.+-]|\([\w-]+\)|\[[\w-]+\])+`
const nameRe = new RegExp(
  String.raw`(?<![\w/.@:~$-])((?:\.{1,2}/)*(?:${segment}/)*(?:${segment}${ending}|${segment}/))(?![\w/-])`,
  'g',
)

/** The names a part of a text gives, as written. */
export function namesIn(part: string): string[] {
  return [...part.matchAll(nameRe)]
    .map((match) => match[1]!.replace(/[.]+$/, '').replace(/#.*$/, ''))
    .filter((name) => !/^(\.{1,2}\/)+$/.test(name))
}

/**
 * Each name a file's text gives that the repository does not hold. `files` is every file of the
 * repository by its path from the root (folders are the paths' prefixes); `file` is the one read.
 */
export function missingNames(file: string, text: string, files: ReadonlySet<string>): string[] {
  const kind = kindOf(file)
  if (!kind) return []
  const topFolders = new Set([...files].filter((each) => each.includes('/')).map((each) => each.split('/')[0]!))
  const bareNames = new Set([...files].map((each) => path.basename(each)))
  const folders = new Set(
    [...files].flatMap((each) =>
      each
        .split('/')
        .slice(0, -1)
        .map((_, at, parts) => parts.slice(0, at + 1).join('/')),
    ),
  )
  const exists = (name: string) => files.has(name) || folders.has(name.replace(/\/$/, ''))
  const missing = new Set<string>()
  for (const part of readableParts(text, kind, file)) {
    for (const written of namesIn(part)) {
      // `@/` is the project's root in imports, and so in comments that quote one.
      const name = written.startsWith('@/') ? written.slice(2) : written
      if (notOurs.has(name) || made.some((folder) => name.startsWith(folder))) continue
      const relative = name.startsWith('./') || name.startsWith('../')
      if (relative) {
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), name))
        if (!made.some((folder) => resolved.startsWith(folder)) && !exists(resolved)) missing.add(name)
        continue
      }
      const first = name.split('/')[0]!
      if (name.includes('/') && name.indexOf('/') < name.length - 1) {
        if (topFolders.has(first) && !exists(name)) missing.add(name)
        continue
      }
      if (name.endsWith('/')) {
        if (topFolders.has(first) && !exists(name)) missing.add(name)
        continue
      }
      // An ending alone (`.spec.ts`) names no file.
      if (name.startsWith('.') && !bareNames.has(name)) continue
      // A bare file name with a source file's ending: some file of the repository has it.
      if (/\.(ts|tsx|mts|mjs|md|css|py)$/.test(name) && !bareNames.has(name) && !files.has(name)) missing.add(name)
    }
  }
  return [...missing]
}
