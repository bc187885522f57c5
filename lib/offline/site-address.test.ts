import { cleanAddress } from './site-address'

describe('cleanAddress', () => {
  test.each([
    ['/', '/'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/garlic', '/garlic'],
    ['/garlic/', '/garlic'],
    ['/garlic.html', '/garlic'],
    ['/garlic/index', '/garlic'],
    ['/garlic/index.html', '/garlic'],
    ['/af/', '/af'],
    ['/af/knoffel', '/af/knoffel'],
    ['/bonsmara/catalogue/jldt-24-045', '/bonsmara/catalogue/jldt-24-045'],
    // Not forms of a page: left as they are, so they match no page.
    ['/garlic.htm', '/garlic.htm'],
    ['/garlic//', '/garlic/'],
    ['/indexes', '/indexes'],
    ['/no-such-field', '/no-such-field'],
  ])('%s is %s', (pathname, expected) => {
    expect(cleanAddress(pathname)).toBe(expected)
  })
})
