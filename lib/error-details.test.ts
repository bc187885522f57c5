import { describeError } from '@/lib/error-details'

describe('describeError', () => {
  test.each<[string, unknown, string]>([
    ['status and status text', { status: 404, statusText: 'Not Found' }, '404 Not Found'],
    ['status with text padded', { status: 503, statusText: ' Service Unavailable ' }, '503 Service Unavailable'],
    ['status without text', { status: 500 }, '500'],
    [
      'status wins over message',
      Object.assign(new Error('boom'), { status: 418, statusText: "I'm a teapot" }),
      "418 I'm a teapot",
    ],
    ['an Error', new Error('Cannot read the price list'), 'Cannot read the price list'],
    ['a thrown string', 'Network down', 'Network down'],
    ['a status that is not a number falls back to the message', { status: '404', message: 'Missing' }, 'Missing'],
    ['an empty message', new Error(''), 'Something went wrong while showing this page.'],
    ['null', null, 'Something went wrong while showing this page.'],
    ['undefined', undefined, 'Something went wrong while showing this page.'],
    ['a number', 42, 'Something went wrong while showing this page.'],
  ])('%s', (_case, error, expected) => {
    expect(describeError(error, 'Something went wrong while showing this page.')).toBe(expected)
  })
})
