import type { APIRequestContext, Page } from '@playwright/test'
import { routes as allRoutes } from '../content/pages'
import { expect, test } from './fixtures'

type PageLinks = {
  anchors: { href: string; target: string | null; rel: string | null }[]
  resources: string[]
  ids: string[]
}

/** Everything a page points at: links, images (every srcset candidate), scripts, styles, icons. */
async function collect(page: Page): Promise<PageLinks> {
  return page.evaluate(() => {
    const candidates = (srcset: string) => srcset.split(',').map((part) => part.trim().split(/\s+/)[0]!).filter(Boolean)
    const resources = new Set<string>()
    document.querySelectorAll<HTMLImageElement>('img[src]').forEach((img) => resources.add(img.getAttribute('src')!))
    document.querySelectorAll('img[srcset], source[srcset]').forEach((el) => {
      const srcset = el.getAttribute('srcset')!
      // An inline data: source is one URL whose commas are not separators.
      if (srcset.startsWith('data:')) return
      candidates(srcset).forEach((url) => resources.add(url))
    })
    document.querySelectorAll('script[src]').forEach((el) => resources.add(el.getAttribute('src')!))
    document.querySelectorAll('link[href]').forEach((el) => {
      // The canonical and language alternates name the deployed site's addresses (checked in languages.spec.ts).
      if (!['preconnect', 'dns-prefetch', 'canonical', 'alternate'].includes(el.getAttribute('rel') ?? '')) resources.add(el.getAttribute('href')!)
    })
    // Fonts and images named in the stylesheets.
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        for (const match of rule.cssText.matchAll(/url\("?([^")]+)"?\)/g)) {
          if (!match[1]!.startsWith('data:')) resources.add(new URL(match[1]!, sheet.href ?? location.href).pathname)
        }
      }
    }
    return {
      anchors: Array.from(document.querySelectorAll('a[href]')).map((a) => ({
        href: a.getAttribute('href')!,
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
      resources: [...resources],
      ids: Array.from(document.querySelectorAll('[id]')).map((el) => el.id),
    }
  })
}

async function expectFound(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  expect(response.status(), `${url} should resolve`).toBe(200)
}

function checkExternal(href: string) {
  const url = new URL(href)
  if (url.protocol === 'mailto:') {
    expect(url.pathname, href).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i)
  } else if (url.hostname === 'wa.me') {
    expect(url.pathname, href).toMatch(/^\/\d{9,15}$/)
    expect(url.searchParams.get('text'), href).toBeTruthy()
  } else {
    expect(url.protocol, href).toBe('https:')
  }
}

test('every link, anchor, image, font and script on the site resolves, and external links are well formed', { tag: '@desktop' }, async ({ page, request }) => {
  test.setTimeout(120_000)
  const toVisit = ['/']
  const visited = new Map<string, PageLinks>()
  const checkedResources = new Set<string>()
  const externals = new Set<string>()

  while (toVisit.length > 0) {
    const path = toVisit.shift()!
    if (visited.has(path)) continue
    const response = await page.goto(path)
    expect(response?.status(), `${path} should load`).toBe(200)
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    const links = await collect(page)
    visited.set(path, links)

    for (const resource of links.resources) {
      // Inline data (the blank source that keeps phones from fetching the hero) needs no request.
      if (resource.startsWith('data:')) continue
      const url = new URL(resource, page.url())
      if (url.origin !== new URL(page.url()).origin) throw new Error(`${path} loads a third-party resource: ${resource}`)
      if (checkedResources.has(url.pathname + url.search)) continue
      checkedResources.add(url.pathname + url.search)
      await expectFound(request, url.pathname + url.search)
    }

    for (const anchor of links.anchors) {
      const url = new URL(anchor.href, page.url())
      if (url.origin === new URL(page.url()).origin) {
        if (anchor.href.startsWith('#')) {
          expect(links.ids, `${path} links to ${anchor.href}`).toContain(anchor.href.slice(1))
        } else {
          if (!visited.has(url.pathname)) toVisit.push(url.pathname)
          if (url.hash) externals.add(`internal-anchor ${url.pathname} ${url.hash.slice(1)}`)
        }
      } else {
        checkExternal(anchor.href)
        externals.add(anchor.href)
        if (anchor.target === '_blank') expect(anchor.rel, anchor.href).toBe('noopener noreferrer')
      }
    }
  }

  // Anchors into other pages (/#contact) land on an element with that id.
  for (const entry of externals) {
    if (!entry.startsWith('internal-anchor ')) continue
    const [, pagePath, id] = entry.split(' ')
    expect(visited.get(pagePath!)?.ids, `${pagePath}#${id}`).toContain(id)
  }

  // Every page of the registry is reached by following links from the home page, and nothing else is.
  expect([...visited.keys()].sort()).toEqual(allRoutes.map((route) => route.path).sort())
  const anchorCount = [...visited.values()].reduce((total, links) => total + links.anchors.length, 0)
  test.info().annotations.push({
    type: 'links checked',
    description: `${visited.size} pages, ${anchorCount} links, ${checkedResources.size} resources, ${[...externals].filter((e) => !e.startsWith('internal-anchor')).length} distinct external links`,
  })
})
