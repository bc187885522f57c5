import {
  isBrowserOwnRequest,
  isLazyImageRequest,
  largestPaintImage,
  paintPathLog,
  withoutBrowserOwnRequests,
  type ProtocolEvent,
} from './paint-path'

const sent = (requestId: string, type: string, url: string): ProtocolEvent => ({
  method: 'Network.requestWillBeSent',
  params: { requestId, type, request: { url } },
})
const finished = (requestId: string): ProtocolEvent => ({
  method: 'Network.loadingFinished',
  params: { requestId, encodedDataLength: 100 },
})

describe('isBrowserOwnRequest', () => {
  test.each([
    ['the install manifest', sent('1', 'Manifest', 'http://127.0.0.1:4190/manifest.webmanifest'), true],
    [
      'the tab icon the page links, with its hash',
      sent('2', 'Other', 'http://127.0.0.1:4190/icon.svg?icon.2onz7f_65j3ur.svg'),
      true,
    ],
    ["the manifest's icon", sent('3', 'Other', 'http://127.0.0.1:4190/icon.svg'), true],
    ['a PNG icon', sent('4', 'Other', 'http://127.0.0.1:4190/icons/icon-192.png'), true],
    ['an ICO favicon', sent('5', 'Other', 'http://127.0.0.1:4190/favicon.ico'), true],
    ['the document', sent('6', 'Document', 'http://127.0.0.1:4190/garlic'), false],
    ['the style sheet', sent('7', 'Stylesheet', 'http://127.0.0.1:4190/_next/static/css/a.css'), false],
    ['the hero picture', sent('8', 'Image', 'http://127.0.0.1:4190/img/hero-480.webp'), false],
    ['an SVG the page shows', sent('9', 'Image', 'http://127.0.0.1:4190/img/map.svg'), false],
    ['a script', sent('10', 'Script', 'http://127.0.0.1:4190/_next/static/chunks/a.js'), false],
    ['some other browser request that is not a picture', sent('11', 'Other', 'http://127.0.0.1:4190/sw.js'), false],
    [
      'the end of a manifest request (only its start decides)',
      { method: 'Network.loadingFinished', params: { requestId: '1', type: 'Manifest' } },
      false,
    ],
    ['an event without parameters', { method: 'Network.requestWillBeSent' }, false],
  ])('%s: %s', (_what, event, expected) => {
    expect(isBrowserOwnRequest(event)).toBe(expected)
  })
})

describe('withoutBrowserOwnRequests', () => {
  test('drops every event of the manifest and icon requests and keeps the rest in order', () => {
    const log: ProtocolEvent[] = [
      sent('doc', 'Document', 'http://127.0.0.1:4190/garlic'),
      sent('css', 'Stylesheet', 'http://127.0.0.1:4190/a.css'),
      { method: 'Page.frameNavigated', params: { frame: {} } },
      sent('manifest', 'Manifest', 'http://127.0.0.1:4190/manifest.webmanifest'),
      finished('doc'),
      sent('icon', 'Other', 'http://127.0.0.1:4190/icon.svg'),
      finished('manifest'),
      finished('css'),
      finished('icon'),
    ]
    expect(withoutBrowserOwnRequests(log)).toEqual([log[0], log[1], log[2], log[4], log[7]])
  })

  test('a log without such requests comes back whole', () => {
    const log = [sent('doc', 'Document', 'http://127.0.0.1:4190/'), finished('doc')]
    expect(withoutBrowserOwnRequests(log)).toEqual(log)
  })

  test('an empty log stays empty', () => {
    expect(withoutBrowserOwnRequests([])).toEqual([])
  })
})

const lazy = new Set([
  'img/bonsmara-hero-3daa201b70-800.avif',
  'img/bonsmara-hero-3daa201b70-800.webp',
  'img/owner portrait-800.avif',
])

describe('isLazyImageRequest', () => {
  test.each([
    [
      'a lazy picture, in the format the browser chose',
      sent('1', 'Image', 'http://127.0.0.1:4190/img/bonsmara-hero-3daa201b70-800.avif'),
      true,
    ],
    [
      'the same picture in its fallback format',
      sent('2', 'Image', 'http://127.0.0.1:4190/img/bonsmara-hero-3daa201b70-800.webp'),
      true,
    ],
    [
      'a lazy picture whose name the URL escapes',
      sent('3', 'Image', 'http://127.0.0.1:4190/img/owner%20portrait-800.avif'),
      true,
    ],
    [
      'the same picture at a width the page does not name lazily',
      sent('4', 'Image', 'http://127.0.0.1:4190/img/bonsmara-hero-3daa201b70-1200.avif'),
      false,
    ],
    ['the eager hero picture', sent('5', 'Image', 'http://127.0.0.1:4190/img/home-hero-0554e7c66b-800.avif'), false],
    ['an inline placeholder', sent('6', 'Image', 'data:image/gif;base64,R0lGODlhAQABAIAAAA'), false],
    ['the document', sent('7', 'Document', 'http://127.0.0.1:4190/'), false],
    [
      'the end of a lazy picture request (only its start decides)',
      { method: 'Network.loadingFinished', params: { requestId: '1' } },
      false,
    ],
  ])('%s: %s', (_what, event, expected) => {
    expect(isLazyImageRequest(event, lazy)).toBe(expected)
  })

  test('with no lazy pictures on the page, no request is one', () => {
    expect(
      isLazyImageRequest(sent('1', 'Image', 'http://127.0.0.1:4190/img/bonsmara-hero-3daa201b70-800.avif'), new Set()),
    ).toBe(false)
  })
})

describe('paintPathLog', () => {
  test('drops the browser own requests and the lazy pictures, and keeps the rest in order', () => {
    const log: ProtocolEvent[] = [
      sent('doc', 'Document', 'http://127.0.0.1:4190/'),
      sent('css', 'Stylesheet', 'http://127.0.0.1:4190/a.css'),
      sent('hero', 'Image', 'http://127.0.0.1:4190/img/home-hero-0554e7c66b-800.avif'),
      finished('doc'),
      sent('card', 'Image', 'http://127.0.0.1:4190/img/bonsmara-hero-3daa201b70-800.avif'),
      sent('manifest', 'Manifest', 'http://127.0.0.1:4190/manifest.webmanifest'),
      finished('css'),
      finished('card'),
      finished('hero'),
      finished('manifest'),
    ]
    expect(paintPathLog(log, lazy)).toEqual([log[0], log[1], log[2], log[3], log[6], log[8]])
  })
})

describe('largestPaintImage', () => {
  const candidate = (ts: number, type: string) => ({
    name: 'largestContentfulPaint::Candidate',
    ts,
    args: { data: { type } },
  })
  const image = (ts: number, imageUrl: string) => ({
    name: 'LargestImagePaint::Candidate',
    ts,
    args: { data: { imageUrl } },
  })
  test.each([
    ['text, the last candidate', [image(1, 'http://x/a.avif'), candidate(1, 'image'), candidate(2, 'text')], null],
    [
      'an image, the last candidate: its URL',
      [candidate(1, 'text'), image(2, 'http://x/a.avif'), candidate(2, 'image')],
      'http://x/a.avif',
    ],
    [
      'the later of two image candidates, in any order of events',
      [image(5, 'http://x/b.avif'), candidate(5, 'image'), image(3, 'http://x/a.avif'), candidate(3, 'image')],
      'http://x/b.avif',
    ],
    ['no candidate at all', [{ name: 'Layout', ts: 1 }], null],
  ])('%s', (_what, events, expected) => {
    expect(largestPaintImage(events)).toBe(expected)
  })
})
