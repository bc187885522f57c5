import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

/**
 * When a file of the project last changed, as its content shows: the date of the newest commit that
 * changed it (for a content file, that changed its values: rewriting it in the editor's form changes
 * none); a file changed since (an owner's build from a working copy) or outside git counts from its
 * own modification time. The sitemap's dates and the catalogue's "as at" line read it, so a build
 * of the same commit always says the same.
 */

const git = (root: string, args: string[]) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  })

/** A content file's values, whatever its form (quotes, order of lines do not count): what the site shows of it. */
const valuesOf = (text: string) => {
  try {
    return JSON.stringify(parse(text))
  } catch {
    return text
  }
}

/**
 * When a file last changed in git: the date of the newest commit that changed it; for a content
 * file, the newest that changed its values (rewriting it in the editor's form changes none).
 * Undefined where git has no commit of it.
 */
function lastCommitted(root: string, file: string): string | undefined {
  const commits = git(root, ['log', '--format=%H %cI', '--', file])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash, date] = line.split(' ')
      return { hash: hash!, date: new Date(date!).toISOString() }
    })
  if (commits.length === 0) return undefined
  if (!file.endsWith('.yaml')) return commits[0]!.date
  const show = (hash: string) => {
    try {
      return valuesOf(git(root, ['show', `${hash}:${file}`]))
    } catch {
      return undefined // Not there in that commit: the file was added after it.
    }
  }
  const newest = show(commits[0]!.hash)
  for (let at = 1; at < commits.length; at++) {
    if (show(commits[at]!.hash) !== newest) return commits[at - 1]!.date
  }
  return commits.at(-1)!.date
}

/** When each of `files` (relative to the root) last changed, as an ISO date. */
export function lastChanged(root: string, files: readonly string[]): Map<string, string> {
  const changedSince = new Set<string>()
  let inGit = true
  try {
    const status = git(root, ['status', '--porcelain', '--untracked-files=all', '--', 'content'])
    for (const line of status.split('\n')) if (line.trim()) changedSince.add(line.slice(3).trim())
  } catch {
    inGit = false // No git, or no history here (a copy of the files): each file's own time stands.
  }
  const dates = new Map<string, string>()
  for (const file of files) {
    const committed = inGit && !changedSince.has(file) ? lastCommitted(root, file) : undefined
    dates.set(file, committed ?? statSync(path.join(root, file)).mtime.toISOString())
  }
  return dates
}
