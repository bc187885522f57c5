/**
 * An ESLint rule, `project/no-import-cycle`: no module of the project may reach itself again through
 * its imports, type imports included. eslint-plugin-import's `import/no-cycle` leaves `import type`
 * out (it has no runtime effect), but a circle of type imports still leaves a folder with no order
 * to read it in: the type belongs in the file that owns the idea, below both that use it.
 *
 * Every kind of import counts: `import`, `import type`, `export … from`, `import()` and
 * `typeof import()`. Paths are resolved as the project writes them (relative, or `@/` from the
 * project's root); a package's are not followed (none imports ours). The rule reports each import
 * of the linted file that leads back to it, with the shortest way round.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const extensions = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx']
const candidates = (base) => [
  base,
  ...extensions.map((extension) => `${base}${extension}`),
  ...extensions.map((extension) => path.join(base, `index${extension}`)),
]

function isFile(file) {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/** The project file an import names, or null for a package's (or one that does not exist). */
export function resolveImport(root, from, specifier) {
  let base
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2))
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.resolve(path.dirname(from), specifier)
  else return null
  return candidates(base).find(isFile) ?? null
}

/**
 * Each file's imports as TypeScript's pre-processor lists them (every kind, types included), kept while the file is
 * unchanged.
 */
const importsCache = new Map()

function importsOf(root, file) {
  const stamp = statSync(file).mtimeMs
  const cached = importsCache.get(file)
  if (cached && cached.stamp === stamp) return cached.targets
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const targets = [
    ...new Set(
      importedFiles
        .map((entry) => resolveImport(root, file, entry.fileName))
        .filter((target) => target !== null && target !== file),
    ),
  ]
  importsCache.set(file, { stamp, targets })
  return targets
}

/** The shortest way from `start` back to `goal` through the project's imports (start first, goal last), or null. */
export function wayBack(root, start, goal) {
  const cameFrom = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()
    for (const next of importsOf(root, file)) {
      if (next === goal) {
        const way = [goal, file]
        for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) way.push(step)
        return way.reverse()
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file)
        queue.push(next)
      }
    }
  }
  return null
}

/** The rule, for a project whose root is `root` (where `@/` points). */
export function noImportCycle(root) {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Forbid a module from reaching itself again through its imports, type imports included.' },
      schema: [],
      messages: {
        cycle:
          'Import cycle (type imports count too): {{way}}. Move what both need into the file that owns it, below both.',
      },
    },
    create(context) {
      const file = context.filename
      const check = (node, source) => {
        if (!source || typeof source.value !== 'string') return
        const target = resolveImport(root, file, source.value)
        if (!target || target === file) return
        const way = wayBack(root, target, file)
        if (way)
          context.report({
            node: source,
            messageId: 'cycle',
            data: { way: [file, ...way].map((each) => path.relative(root, each)).join(' → ') },
          })
      }
      return {
        ImportDeclaration: (node) => check(node, node.source),
        ExportNamedDeclaration: (node) => check(node, node.source),
        ExportAllDeclaration: (node) => check(node, node.source),
        ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
        TSImportType: (node) =>
          check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      }
    },
  }
}
