import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { parseContentFile } from '@/lib/content-file'

/** Where the content files are: content/ in the project being built. */
export const contentDir = path.join(process.cwd(), 'content')

/**
 * Reads a content file (YAML) and checks it against its schema: the parsed, typed value, or a
 * ContentError naming the file, the line, the field and what is expected.
 */
export function loadContent<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return parseContentFile(`content/${file}`, readFileSync(path.join(contentDir, file), 'utf8'), schema)
}
