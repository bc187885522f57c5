// Types of import-cycles.mjs, which stays JavaScript so eslint.config.mjs loads it as it is.
import type { Rule } from 'eslint'

/** The project file an import names, or null for a package's (or one that does not exist). */
export function resolveImport(root: string, from: string, specifier: string): string | null
/** The shortest way from `start` back to `goal` through the project's imports (start first, goal last), or null. */
export function wayBack(root: string, start: string, goal: string): string[] | null
/** The rule, for a project whose root is `root` (where `@/` points). */
export function noImportCycle(root: string): Rule.RuleModule
