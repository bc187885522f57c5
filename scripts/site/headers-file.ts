import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { addressesOf, servedPathOf } from './exported-files'
import { addressMatches, cacheControl, cacheControlOf, cacheRules, type AddressMatch } from './cache-policy'
import { isEditorFile, siteFiles } from './out-files'
import {
  commonHeaders,
  editorHeaders,
  editorPrefix,
  hstsHeader,
  policyFolders,
  type PagePolicies,
} from './security-headers'

/**
 * out/_headers, the header rules Cloudflare Pages and Netlify read. Both send a response the headers
 * of every rule whose pattern matches its address, joining the values of a header named twice. So
 * the security headers and the catch-all policy (every page's hashes) sit in `/*`, each page's own
 * policy in rules of its own (a browser enforces both, which leaves the page exactly its own), and
 * each Cache-Control in exactly one rule per address: none in `/*`.
 */

/** A rule: its headers, and the headers it takes away from what broader rules attach (Cloudflare Pages' `! Name`). */
export type HeaderRule = { pattern: string; headers: Record<string, string>; detach?: string[] }

/** Cloudflare Pages' published limits: at most 100 rules, and at most 2,000 characters on a line. */
export const headersFileLimits = { rules: 100, lineLength: 2000 } as const

function patternOf(match: AddressMatch): string {
  return 'exact' in match ? match.exact : `${match.prefix}*`
}

/** The rules for a built site: its pages' policies and every file in it (relative to out/). */
export function headersFileRules(policies: PagePolicies, files: readonly string[]): HeaderRule[] {
  const revalidate = { 'Cache-Control': cacheControl.revalidate }
  const rules: HeaderRule[] = [
    { pattern: '/*', headers: { ...commonHeaders, ...hstsHeader, 'Content-Security-Policy': policies.union } },
    ...cacheRules.map((rule) => ({
      pattern: patternOf(rule.match),
      headers: { 'Cache-Control': cacheControl[rule.kind] },
    })),
  ]
  // What the cache rules keep longer is covered above; the rest is revalidated: the React payloads
  // by one pattern (there are several per page), other files by name, and the pages with their policy.
  const others = files
    .filter((file) => !file.endsWith('.html') && file !== '_headers' && !isEditorFile(file))
    .filter((file) => !cacheRules.some((rule) => addressMatches(rule.match, servedPathOf(file))))
  if (others.some((file) => file.endsWith('.txt'))) rules.push({ pattern: '/*.txt', headers: revalidate })
  for (const file of others)
    if (!file.endsWith('.txt')) rules.push({ pattern: servedPathOf(file), headers: revalidate })
  // A folder whose pages share one policy (an animal's page in each language) is one rule. Everything
  // in it is a page or a page's payload, revalidated: it detaches the `.txt` rule's Cache-Control,
  // which would otherwise be joined to its own.
  const folders = policyFolders(policies.perFile)
  for (const [folder, policy] of folders)
    rules.push({
      pattern: `/${folder}/*`,
      detach: ['Cache-Control'],
      headers: { 'Content-Security-Policy': policy, ...revalidate },
    })
  for (const [file, policy] of policies.perFile) {
    if ([...folders.keys()].some((folder) => file.startsWith(`${folder}/`))) continue
    for (const address of addressesOf(file))
      rules.push({ pattern: address, headers: { 'Content-Security-Policy': policy, ...revalidate } })
  }
  // The content editor: its own policy and opener policy in place of the pages' (its sign-in window
  // must reach it), never indexed or framed. Cloudflare Pages joins the values of every matching
  // rule, so this rule detaches the catch-all's (`! Name`); Netlify sends the last matching rule's
  // value. Its page also states its policy in a meta element.
  if (files.some(isEditorFile)) {
    rules.push({
      pattern: `${editorPrefix}*`,
      detach: ['Content-Security-Policy', 'Cross-Origin-Opener-Policy'],
      headers: {
        ...editorHeaders,
        ...(policies.editor ? { 'Content-Security-Policy': policies.editor } : {}),
        ...revalidate,
      },
    })
  }
  return rules
}

export function headersFileText(rules: readonly HeaderRule[]): string {
  const block = ({ pattern, headers, detach = [] }: HeaderRule) =>
    [
      pattern,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n')
  return `${rules.map(block).join('\n\n')}\n`
}

/** Reads a `_headers` file back into its rules, joining a header a rule names twice as the hosts do. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} })
      return
    }
    const detached = /^\s+!\s*([^:\s]+)\s*$/.exec(line)
    if (detached && rules.at(-1)) {
      const rule = rules.at(-1)!
      rule.detach = [...(rule.detach ?? []), detached[1]!]
      return
    }
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line)
    const rule = rules.at(-1)
    if (!header || !rule)
      throw new Error(`_headers line ${index + 1} is neither a rule's address nor a header under one: "${line}"`)
    const [, name = '', value = ''] = header
    rule.headers[name] = rule.headers[name] === undefined ? value : `${rule.headers[name]}, ${value}`
  })
  return rules
}

/**
 * Whether a rule's pattern matches an address, as Cloudflare Pages reads it: `*` matches anything, `:name` one segment.
 */
export function patternMatches(pattern: string, address: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*')
  return new RegExp(`^${source}$`).test(address)
}

/** The headers a host reading these rules sends for an address: every matching rule's, values of one name joined. */
export function headersFor(rules: readonly HeaderRule[], address: string): Record<string, string> {
  const headers: Record<string, string> = {}
  const matching = rules.filter((rule) => patternMatches(rule.pattern, address))
  // A header one rule detaches is not sent from the others: only from that rule itself.
  const detachedBy = (name: string, rule: HeaderRule) =>
    matching.some(
      (other) => other !== rule && other.detach?.some((detached) => detached.toLowerCase() === name.toLowerCase()),
    )
  for (const rule of matching) {
    for (const [name, value] of Object.entries(rule.headers)) {
      if (detachedBy(name, rule)) continue
      const key = Object.keys(headers).find((existing) => existing.toLowerCase() === name.toLowerCase()) ?? name
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`
    }
  }
  return headers
}

/** What would make a host refuse the file or send a file the wrong Cache-Control; empty when all is well. */
export function headersFileProblems(text: string, files: readonly string[]): string[] {
  const problems: string[] = []
  const rules = parseHeadersFile(text)
  if (rules.length > headersFileLimits.rules) {
    problems.push(`it has ${rules.length} rules; Cloudflare Pages reads at most ${headersFileLimits.rules}`)
  }
  text.split('\n').forEach((line, index) => {
    if (line.length > headersFileLimits.lineLength) {
      problems.push(
        `line ${index + 1} has ${line.length} characters; Cloudflare Pages reads at ` +
          `most ${headersFileLimits.lineLength} on a line`,
      )
    }
  })
  const addresses = files
    .filter((file) => file !== '_headers')
    .flatMap((file) => (file.endsWith('.html') ? addressesOf(file) : [servedPathOf(file)]))
  for (const address of addresses) {
    const sent = headersFor(rules, address)['Cache-Control']
    if (sent !== cacheControlOf(address))
      problems.push(`${address} would be sent Cache-Control "${sent ?? '(none)'}", not "${cacheControlOf(address)}"`)
  }
  return problems
}

/** Writes out/_headers for the built site, or stops the build with what is wrong with it. */
export function writeHeadersFile(outDir: string, policies: PagePolicies): void {
  const files = siteFiles(outDir)
  const text = headersFileText(headersFileRules(policies, files))
  const problems = headersFileProblems(text, files)
  if (problems.length > 0)
    throw new Error(`out/_headers would not work:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  writeFileSync(path.join(outDir, '_headers'), text)
}

/** Reads back the per-page policies from a `_headers` file written by `writeHeadersFile`. */
export function policiesFromHeadersFile(text: string): PagePolicies {
  const perFile = new Map<string, string>()
  const perFolder = new Map<string, string>()
  let union = ''
  for (const { pattern, headers } of parseHeadersFile(text)) {
    const policy = headers['Content-Security-Policy']
    if (!policy) continue
    if (pattern === '/*') union = policy
    else if (pattern.endsWith('.html')) perFile.set(pattern.slice(1), policy)
    else if (pattern.endsWith('/*') && pattern !== `${editorPrefix}*`) perFolder.set(pattern.slice(1, -2), policy)
  }
  return { perFile, perFolder, union }
}
