/**
 * @jest-environment jsdom
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { routes } from '@/content/pages'
import { outDir } from '../../scripts/site/build-state'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { linkedPaths } from '../support/content'
import { exportedDocument, exportedFile } from './exported-site'

/**
 * Every link of the site, followed from the home page over out/: each page it reaches, each
 * anchor into a page, each picture (every srcset candidate), style sheet, icon, font and picture a
 * style sheet names, and the scripts and payload each page loads after its first paint, is a file
 * of the export; links to other sites are well formed. That a host answers those files on those
 * addresses is the host tests' part (e2e/hosts.spec.ts, on npm start's server and on nginx).
 */

// An origin for reading the site's own addresses; anything else is another site.
const site = 'https://site.invalid'

/** The file of out/ an address of the site is answered from, or null: a file as it is, a page by its clean address. */
function fileAt(pathname: string): string | null {
  const decoded = decodeURIComponent(pathname).replace(/^\//, '')
  const candidates = decoded === '' || decoded.endsWith('/') ? [`${decoded}index.html`] : [decoded, `${decoded}.html`]
  return (
    candidates.find((file) => existsSync(path.join(outDir, file)) && statSync(path.join(outDir, file)).isFile()) ?? null
  )
}

/** The addresses each `url()` of a style sheet names, resolved against the sheet's own address. */
function urlsInStyleSheet(sheetAddress: string): string[] {
  const file = fileAt(sheetAddress)
  if (!file) return []
  const css = exportedFile(file).toString('utf8')
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)]
    .map((match) => match[2]!)
    .filter((url) => !url.startsWith('data:') && !url.startsWith('#'))
    .map((url) => new URL(url, `${site}${sheetAddress}`).pathname)
}

type PageLinks = {
  anchors: { href: string; target: string | null; rel: string | null }[]
  resources: string[]
  ids: Set<string>
}

/** Everything an exported page points at. */
function linksOf(pagePath: string): PageLinks {
  const file = htmlFileOf(pagePath)
  const document = exportedDocument(file)
  const resources = new Set<string>()
  const add = (address: string) => resources.add(address)
  document.querySelectorAll('img[src]').forEach((img) => add(img.getAttribute('src')!))
  document.querySelectorAll('img[srcset], source[srcset]').forEach((element) => {
    const srcset = element.getAttribute('srcset')!
    // An inline data: source is one address whose commas are not separators.
    if (srcset.startsWith('data:')) return
    srcset
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0]!)
      .filter(Boolean)
      .forEach(add)
  })
  document.querySelectorAll('script[src]').forEach((script) => add(script.getAttribute('src')!))
  document.querySelectorAll('link[href]').forEach((link) => {
    // The canonical and language alternates name the deployed site's addresses (search-and-sharing.test.ts).
    if (!['preconnect', 'dns-prefetch', 'canonical', 'alternate'].includes(link.getAttribute('rel') ?? ''))
      add(link.getAttribute('href')!)
  })
  // What the page loads once it has painted: the loader's plan (scripts/build-steps/content-first.ts).
  const loader = document.querySelector('script[data-chunks]')
  loader?.getAttribute('data-chunks')!.split(' ').filter(Boolean).forEach(add)
  const payload = loader?.getAttribute('data-payload')
  if (payload) add(payload)
  for (const sheet of document.querySelectorAll('link[rel="stylesheet"]'))
    urlsInStyleSheet(new URL(sheet.getAttribute('href')!, `${site}${pagePath}`).pathname).forEach(add)
  return {
    anchors: [...document.querySelectorAll('a[href]')].map((anchor) => ({
      href: anchor.getAttribute('href')!,
      target: anchor.getAttribute('target'),
      rel: anchor.getAttribute('rel'),
    })),
    resources: [...resources].filter((address) => !address.startsWith('data:')),
    ids: new Set([...document.querySelectorAll('[id]')].map((element) => element.id)),
  }
}

/**
 * A link to another site: an address to write to, a number to ring, a WhatsApp chat with its words,
 * a place for the phone's map app (RFC 5870: degrees, with a name), or https.
 */
function externalProblem(href: string): string | null {
  const url = new URL(href)
  if (url.protocol === 'geo:')
    return /^geo:-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?\?q=-?[\d.]+,-?[\d.]+\([^()]+\)$/.test(href)
      ? null
      : `${href}: not a place with its name`
  if (url.protocol === 'mailto:')
    return /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(url.pathname) ? null : `${href}: not an e-mail address`
  if (url.protocol === 'tel:')
    return /^\+\d{9,15}$/.test(url.pathname) ? null : `${href}: not a phone number in full (+ and 9 to 15 digits)`
  if (url.hostname === 'wa.me')
    return /^\/\d{9,15}$/.test(url.pathname) && url.searchParams.get('text')
      ? null
      : `${href}: not a WhatsApp number with a message`
  return url.protocol === 'https:' ? null : `${href}: not https`
}

/** Follows every link from the home page, as a crawler would; returns what it found and what was wrong. */
function crawl(): { visited: Map<string, PageLinks>; problems: string[]; resources: number } {
  const visited = new Map<string, PageLinks>()
  const problems: string[] = []
  const checked = new Set<string>()
  const anchorsInto: { from: string; page: string; id: string }[] = []
  const toVisit = ['/']
  while (toVisit.length > 0) {
    const pagePath = toVisit.shift()!
    if (visited.has(pagePath)) continue
    // A file to open in another app (the sale's calendar) is linked as itself, not a page.
    if (pagePath.endsWith('.ics')) {
      if (!fileAt(pagePath)) problems.push(`${pagePath} is linked to but is not in the export`)
      continue
    }
    if (!fileAt(pagePath)?.endsWith('.html')) {
      problems.push(`${pagePath} is linked to but is no page of the export`)
      continue
    }
    const links = linksOf(pagePath)
    visited.set(pagePath, links)
    for (const resource of links.resources) {
      const url = new URL(resource, `${site}${pagePath}`)
      if (url.origin !== site) problems.push(`${pagePath} loads ${resource} from another site`)
      else if (!checked.has(url.pathname)) {
        checked.add(url.pathname)
        if (!fileAt(url.pathname)) problems.push(`${pagePath} loads ${resource}, which is not in the export`)
      }
    }
    for (const anchor of links.anchors) {
      const url = new URL(anchor.href, `${site}${pagePath}`)
      if (url.origin === site) {
        if (anchor.href.startsWith('#')) anchorsInto.push({ from: pagePath, page: pagePath, id: anchor.href.slice(1) })
        else {
          if (!visited.has(url.pathname)) toVisit.push(url.pathname)
          if (url.hash) anchorsInto.push({ from: pagePath, page: url.pathname, id: url.hash.slice(1) })
        }
      } else {
        const problem = externalProblem(anchor.href)
        if (problem) problems.push(`${pagePath}: ${problem}`)
        if (anchor.target === '_blank' && anchor.rel !== 'noopener noreferrer')
          problems.push(`${pagePath}: ${anchor.href} opens a new tab without rel="noopener noreferrer"`)
      }
    }
  }
  // Anchors into a page (/#contact) land on an element with that id.
  for (const { from, page, id } of anchorsInto) {
    if (visited.has(page) && !visited.get(page)!.ids.has(id))
      problems.push(`${from} links to ${page}#${id}, which has no element with that id`)
  }
  return { visited, problems, resources: checked.size }
}

describe('the links of the exported site', () => {
  const { visited, problems, resources } = crawl()

  it(
    'reaches every page of the registry from the home page (the sale catalogue ' +
      'and its animals while a sale is on), and nothing else',
    () => {
      expect([...visited.keys()].sort()).toEqual(linkedPaths().sort())
    },
  )

  it('points only at files of the export and at well-formed addresses of other sites', () => {
    expect(problems).toEqual([])
    // Not empty because nothing was read: every page loads its pictures, style sheet, scripts and payload.
    expect(resources).toBeGreaterThan(routes.length * 3)
    const everyResource = [...visited.values()].flatMap((links) => links.resources)
    for (const kind of [/\.css$/, /\.js$/, /\.avif$/, /\.txt$/])
      expect(everyResource.filter((address) => kind.test(address)).length).toBeGreaterThan(0)
  })
})
