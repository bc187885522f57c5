import { isBrowserOwnRequest, withoutBrowserOwnRequests, type ProtocolEvent } from './paint-path'

const sent = (requestId: string, type: string, url: string): ProtocolEvent => ({
  method: 'Network.requestWillBeSent',
  params: { requestId, type, request: { url } },
})
const finished = (requestId: string): ProtocolEvent => ({ method: 'Network.loadingFinished', params: { requestId, encodedDataLength: 100 } })

describe('isBrowserOwnRequest', () => {
  test.each([
    ['the install manifest', sent('1', 'Manifest', 'http://127.0.0.1:4190/manifest.webmanifest'), true],
    ['the tab icon the page links, with its hash', sent('2', 'Other', 'http://127.0.0.1:4190/icon.svg?icon.2onz7f_65j3ur.svg'), true],
    ["the manifest's icon", sent('3', 'Other', 'http://127.0.0.1:4190/icon.svg'), true],
    ['a PNG icon', sent('4', 'Other', 'http://127.0.0.1:4190/icons/icon-192.png'), true],
    ['an ICO favicon', sent('5', 'Other', 'http://127.0.0.1:4190/favicon.ico'), true],
    ['the document', sent('6', 'Document', 'http://127.0.0.1:4190/garlic'), false],
    ['the style sheet', sent('7', 'Stylesheet', 'http://127.0.0.1:4190/_next/static/css/a.css'), false],
    ['the hero picture', sent('8', 'Image', 'http://127.0.0.1:4190/img/hero-480.webp'), false],
    ['an SVG the page shows', sent('9', 'Image', 'http://127.0.0.1:4190/img/map.svg'), false],
    ['a script', sent('10', 'Script', 'http://127.0.0.1:4190/_next/static/chunks/a.js'), false],
    ['some other browser request that is not a picture', sent('11', 'Other', 'http://127.0.0.1:4190/sw.js'), false],
    ['the end of a manifest request (only its start decides)', { method: 'Network.loadingFinished', params: { requestId: '1', type: 'Manifest' } }, false],
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
