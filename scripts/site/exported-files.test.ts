import { addressesOf, htmlFileOf, payloadFileOf, servedPathOf } from './exported-files'

describe('the files a page is exported to', () => {
  test.each<[string, string, string]>([
    ['/', 'index.html', 'index.txt'],
    ['/garlic', 'garlic.html', 'garlic.txt'],
    ['/af', 'af.html', 'af.txt'],
    ['/af/knoffel', 'af/knoffel.html', 'af/knoffel.txt'],
  ])('%s is %s with %s', (path, html, payload) => {
    expect(htmlFileOf(path)).toBe(html)
    expect(payloadFileOf(path)).toBe(payload)
    expect(servedPathOf(html)).toBe(path)
  })

  test.each(['', 'garlic', '/garlic/', '/Garlic', '/garlic.html', '//x'])(
    'refuses %p, which is no page address',
    (path) => {
      expect(() => htmlFileOf(path)).toThrow(/Not a page address/)
    },
  )
})

describe('servedPathOf and addressesOf', () => {
  test.each<[string, string, string[]]>([
    ['index.html', '/', ['/', '/index.html']],
    ['404.html', '/404', ['/404', '/404.html']],
    ['af/knoffel.html', '/af/knoffel', ['/af/knoffel', '/af/knoffel.html']],
    ['af/index.html', '/af/', ['/af/', '/af/index.html']],
  ])('%s is served at %s and reached by %j', (file, served, addresses) => {
    expect(servedPathOf(file)).toBe(served)
    expect(addressesOf(file)).toEqual(addresses)
  })

  test('a file that is not a page keeps its name', () => {
    expect(servedPathOf('_next/static/chunks/a.js')).toBe('/_next/static/chunks/a.js')
    expect(servedPathOf('manifest.webmanifest')).toBe('/manifest.webmanifest')
  })
})
