import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { OfflinePage } from '../../components/offline/OfflinePage'
import { languageCodes, type Language } from '../../content/languages'
import { pathOf, routes } from '../../content/pages'
import { htmlFileOf } from '../site/exported-files'
import { notFoundRoute } from '../../content/pages'

/** Where each language's offline page is served from: beside its home page ('/offline', '/af/offline'). */
export function offlinePagePath(language: Language): string {
  const home = pathOf(routes[0]!.key, language)
  return `${home === '/' ? '' : home}/offline`
}

/** The offline pages' files in out/ ('offline.html', 'af/offline.html'). */
export const offlinePageFiles = (): string[] => languageCodes.map((language) => htmlFileOf(offlinePagePath(language)))

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&')
}

/**
 * The style sheets (for the screen) and icons a built page links: the offline pages link the same, kept with the shell.
 */
export function sharedHead(html: string): {
  stylesheets: string[]
  icons: { rel: string; href: string; type?: string; sizes?: string }[]
} {
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => tag)
  const stylesheets = links
    .filter((tag) => attribute(tag, 'rel') === 'stylesheet' && !attribute(tag, 'media'))
    .map((tag) => attribute(tag, 'href')!)
  const icons = links
    .filter((tag) => /^(icon|apple-touch-icon)$/.test(attribute(tag, 'rel') ?? ''))
    .map((tag) => ({
      rel: attribute(tag, 'rel')!,
      href: attribute(tag, 'href')!,
      type: attribute(tag, 'type'),
      sizes: attribute(tag, 'sizes'),
    }))
  if (stylesheets.length === 0) throw new Error('The 404 page links no style sheet: the offline pages would have none')
  return { stylesheets, icons }
}

/**
 * Writes one offline page per language into out/ (out/offline.html, out/af/offline.html): plain
 * HTML, no script, linking the style sheet every page links. The worker stores them with its shell
 * and shows them offline for a page of the site this device has not kept. Returns their sizes.
 */
export function writeOfflinePages(outDir: string): { file: string; bytes: number }[] {
  const head = sharedHead(readFileSync(path.join(outDir, notFoundRoute.file), 'utf8'))
  return languageCodes.map((language: Language) => {
    const file = htmlFileOf(offlinePagePath(language))
    const html = `<!DOCTYPE html>${renderToStaticMarkup(createElement(OfflinePage, { language, ...head }))}`
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true })
    writeFileSync(path.join(outDir, file), html)
    return { file, bytes: Buffer.byteLength(html) }
  })
}
