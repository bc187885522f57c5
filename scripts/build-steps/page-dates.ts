import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { lastChanged } from '../../content/changed'
import { resolveImport } from '../lint/import-cycles.mjs'

export { lastChanged }

/**
 * When each page's content last changed, for the sitemap's `lastmod`: the latest change among the
 * content files its code reads (content/<name>.yaml, found by following the imports of its route in
 * app/, its layouts' included, to the content modules) and the pictures it shows. A change to code
 * alone, or a build, moves no page's date, so search engines can trust the date they are given.
 *
 * A file's change is the date of the last commit that changed it (content/changed.ts).
 */

/** The address of the route a page file serves: route groups `(en)` are not in the address. */
export function routeAddress(appRelativeFile: string): string {
  const parts = path.posix
    .dirname(appRelativeFile)
    .split('/')
    .filter((part) => part !== '.' && !/^\(.+\)$/.test(part))
  return `/${parts.join('/')}`
}

/** Whether a route pattern (`/bonsmara/catalogue/[animal]`) serves an address (`/bonsmara/catalogue/jldt-24-045`). */
export function servesAddress(pattern: string, address: string): boolean {
  const want = pattern.split('/')
  const have = address.split('/')
  return want.length === have.length && want.every((part, at) => /^\[.+\]$/.test(part) || part === have[at])
}

/** Every page file of app/ (relative to app/), with the address it serves. */
function routeFiles(root: string): { file: string; address: string }[] {
  const found: { file: string; address: string }[] = []
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(root, 'app', relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name)
      if (entry.isDirectory()) visit(child)
      else if (entry.name === 'page.tsx') found.push({ file: child, address: routeAddress(child) })
    }
  }
  visit('.')
  return found
}

/** The project files a module imports for what they do at run time (an `import type` reads no file's data). */
export function runtimeImports(root: string, file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const specifiers: string[] = []
  source.forEachChild(function visit(node) {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined
      const typeOnly = ts.isImportDeclaration(node)
        ? clause?.isTypeOnly ||
          (!clause?.name &&
            clause?.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly))
        : node.isTypeOnly
      if (!typeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        specifiers.push(node.moduleSpecifier.text)
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text)
    }
    node.forEachChild(visit)
  })
  return specifiers.map((specifier) => resolveImport(root, file, specifier)).filter((target) => target !== null)
}

/** The content files (content/<name>.yaml, relative to the root) the code from `entries` reads, through its imports. */
export function contentFilesRead(root: string, entries: readonly string[]): string[] {
  const seen = new Set<string>()
  const queue = entries.map((entry) => path.join(root, entry))
  const read = new Set<string>()
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    const relative = path.relative(root, file).split(path.sep).join('/')
    const content = /^content\/([^/]+)\.ts$/.exec(relative)
    if (content && existsSync(path.join(root, 'content', `${content[1]}.yaml`))) read.add(`content/${content[1]}.yaml`)
    if (relative.startsWith('node_modules/')) continue
    queue.push(...runtimeImports(root, file))
  }
  return [...read].sort()
}

/** The source pictures (content/images/…) a built page shows, by its pictures' addresses in the image manifest. */
export function picturesShown(html: string, manifest: Record<string, { avif?: { url: string }[] }>): string[] {
  const sources = Object.entries(manifest)
    .filter(([, image]) => (image.avif ?? []).some((variant) => html.includes(variant.url)))
    .map(([source]) => `content/images/${source}`)
  return sources.sort()
}

/**
 * Each address's `lastmod`: the latest change to what its page shows. `pages` are the sitemap's
 * addresses with the HTML built for each.
 */
export function pageDates(
  root: string,
  pages: readonly { address: string; html: string }[],
  manifest: Record<string, { avif?: { url: string }[] }>,
): Map<string, string> {
  const routes = routeFiles(root)
  const layoutsOf = (file: string) => {
    const layouts: string[] = []
    for (let folder = path.posix.dirname(file); ; folder = path.posix.dirname(folder)) {
      if (existsSync(path.join(root, 'app', folder, 'layout.tsx'))) layouts.push(`app/${folder}/layout.tsx`)
      if (folder === '.') break
    }
    return layouts.map((layout) => path.posix.normalize(layout))
  }
  const filesOf = new Map<string, string[]>()
  const perPage = pages.map(({ address, html }) => {
    const route = routes.find((candidate) => servesAddress(candidate.address, address))
    if (!route) throw new Error(`No page file in app/ serves ${address}`)
    if (!filesOf.has(route.file)) {
      filesOf.set(route.file, contentFilesRead(root, [`app/${route.file}`, ...layoutsOf(route.file)]))
    }
    return { address, files: [...filesOf.get(route.file)!, ...picturesShown(html, manifest)] }
  })
  const dates = lastChanged(root, [...new Set(perPage.flatMap((page) => page.files))])
  return new Map(
    perPage.map(({ address, files }) => [
      address,
      files
        .map((file) => dates.get(file)!)
        .sort()
        .at(-1)!,
    ]),
  )
}
