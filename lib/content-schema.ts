import type { z } from 'zod'

/** Raised when a content module or a build-time setting does not match its schema. */
export class ContentError extends Error {
  constructor(source: string, problems: string[]) {
    super(`Invalid ${source}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ContentError'
  }
}

/**
 * Checks `data` against `schema` and returns the parsed value, or throws one error that names every
 * offending field, so a wrong price or a bad URL stops the build with a message a person can act on.
 * `describePath` turns a field path into words (for example the environment variable behind it).
 */
export function parseContent<S extends z.ZodType>(
  source: string,
  schema: S,
  data: unknown,
  describePath: (path: string) => string = (path) => path,
): z.output<S> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)'
    return `${describePath(path)}: ${issue.message}`
  })
  throw new ContentError(source, problems)
}
