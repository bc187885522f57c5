import { bytesOnTheWire, kindOf, scriptsOf, sumOf, tallyRequests } from './visit-meter'

describe('kindOf: what a request is, from its path and resource type', () => {
  it.each([
    ['/', 'document', 'document'],
    ['/af/knoffel', 'document', 'document'],
    ['/garlic', 'fetch', 'document'],
    ['/404.html', 'fetch', 'document'],
    ['/_next/static/chunks/0b8-_l0i05r0a.js', 'script', 'framework'],
    ['/_next/static/chunks/0b8-_l0i05r0a.js', 'fetch', 'framework'],
    ['/page.js', 'script', 'site script'],
    ['/sw.js', 'other', 'worker script'],
    ['/sw-light.js', 'other', 'worker script'],
    ['/garlic.txt', 'fetch', 'payload'],
    ['/__next.!KGVuKQ.__PAGE__.txt', 'fetch', 'payload'],
    ['/_next/static/chunks/2l2ciqmabmlt_.css', 'stylesheet', 'style'],
    ['/print.css', 'stylesheet', 'style'],
    ['/_next/static/media/font.woff2', 'font', 'font'],
    ['/img/cattle-herd-grazing-e838ae17e9-480.avif', 'image', 'image'],
    ['/icon.svg', 'image', 'image'],
    ['/apple-icon.png', 'fetch', 'image'],
    ['/manifest.webmanifest', 'manifest', 'other'],
  ])('%s (%s) is %s', (path, resourceType, kind) => {
    expect(kindOf(path, resourceType)).toBe(kind)
  })
})

const origin = 'http://127.0.0.1:4000'
const request = (
  path: string,
  bytes: number,
  extra: Partial<{ resourceType: string; fromWorker: boolean; answeredByWorker: boolean; encoding: string }> = {},
) => ({
  url: `${origin}${path}`,
  resourceType: 'script',
  bytes,
  fromWorker: false,
  answeredByWorker: false,
  encoding: 'gzip',
  ...extra,
})

describe('tallyRequests: who fetched what', () => {
  it('counts the page’s own requests by kind and encoding', () => {
    const figures = tallyRequests([
      request('/', 12_000, { resourceType: 'document' }),
      request('/_next/static/chunks/a.js', 70_000),
      request('/page.js', 1_500),
      request('/img/a-480.avif', 5_000, { resourceType: 'image', encoding: 'identity' }),
    ])
    expect(figures.page).toMatchObject({ document: 12_000, framework: 70_000, 'site script': 1_500, image: 5_000 })
    expect(sumOf(figures.worker)).toBe(0)
    expect(scriptsOf(figures.page)).toBe(71_500)
    expect(figures.byEncoding).toEqual({ gzip: 83_500, identity: 5_000 })
    expect(figures.total).toBe(88_500)
  })

  it('counts the worker’s fetch of what the page asked through it as the page’s, once', () => {
    const figures = tallyRequests([
      // The page asked, the worker answered by fetching it: one crossing, the page's.
      request('/_next/static/chunks/a.js', 0, { answeredByWorker: true }),
      request('/_next/static/chunks/a.js', 9_000, { fromWorker: true, resourceType: 'fetch' }),
      // The worker's precache asks again, with its revision: storing ahead.
      request('/garlic.txt?__WB_REVISION__=abc', 19_000, { fromWorker: true, resourceType: 'fetch' }),
      request('/_next/static/chunks/a.js', 9_000, { fromWorker: true, resourceType: 'fetch' }),
      request('/garlic', 17_000, { fromWorker: true, resourceType: 'fetch' }),
    ])
    expect(figures.page.framework).toBe(9_000)
    expect(figures.worker).toMatchObject({ framework: 9_000, payload: 19_000, document: 17_000 })
    expect(figures.total).toBe(54_000)
  })

  it('counts nothing for an answer the worker gave from its store', () => {
    const figures = tallyRequests([request('/', 0, { resourceType: 'document', answeredByWorker: true })])
    expect(figures.total).toBe(0)
    expect(figures.requests).toEqual([])
  })
})

describe('bytesOnTheWire: what an answer cost, from the sizes Chromium reports', () => {
  it.each([
    // An ordinary answer: its headers and its body as sent.
    [{ responseHeadersSize: 300, responseBodySize: 10_384 }, 200, '10384', 10_684],
    // A service worker's own script: Chromium reports no body, though one came; its length says how much.
    [{ responseHeadersSize: 704, responseBodySize: 0 }, 200, '14872', 15_576],
    // A 304 (whatever length it repeats) or an empty answer: the headers alone.
    [{ responseHeadersSize: 250, responseBodySize: 0 }, 304, '14872', 250],
    [{ responseHeadersSize: 250, responseBodySize: 0 }, 200, null, 250],
    [{ responseHeadersSize: 250, responseBodySize: 0 }, 200, '0', 250],
    [{ responseHeadersSize: 300, responseBodySize: 0 }, 200, 'not a number', 300],
    // From the browser's own cache (a worker storing what is there): nothing crossed.
    [{ responseHeadersSize: 968, responseBodySize: -968 }, 200, '5562', 0],
    [null, 200, '5562', 0],
  ])('%j, status %p, Content-Length %p: %p bytes', (sizes, status, contentLength, expected) => {
    expect(bytesOnTheWire(sizes, status, contentLength)).toBe(expected)
  })
})
