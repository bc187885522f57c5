import { acceptedEncodings } from './accept-encoding'

describe('acceptedEncodings', () => {
  test.each([
    // What browsers send.
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip, deflate', ['gzip']],
    // Preference is the server's: brotli first, whatever order the client lists them in.
    ['br;q=0.5, gzip', ['br', 'gzip']],
    // None asked for, or only what the build does not write.
    [undefined, []],
    ['', []],
    ['identity', []],
    ['deflate, zstd', []],
    // q=0 refuses a coding, also one `*` would allow.
    ['gzip;q=0, br', ['br']],
    ['*, br;q=0', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0', []],
    // Case, spaces and odd quality values.
    ['GZIP , BR', ['br', 'gzip']],
    ['br; q=0.001', ['br']],
    ['br;q=nonsense, gzip', ['gzip']],
    ['br;level=5', ['br']],
  ] as const)('%p accepts %p', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected)
  })

  test('a header sent twice counts as one list', () => {
    expect(acceptedEncodings(['gzip', 'br'])).toEqual(['br', 'gzip'])
  })
})
