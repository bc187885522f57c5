import { structuredDataOutOfPayload } from './structured-data'

const service = '{"@type":"Service","name":"Planting"}'
const page = '[{"@type":"WebPage","name":"Garlic \\u003cseed\\u003e"}]'
const script = (json: string) => `<script type="application/ld+json">${json}</script>`
const starter = '<script data-chunks="/a.js" data-payload="/garlic.txt">go()</script>'
const element = (html: string) =>
  `["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":${JSON.stringify(html)}}}]`
const text = (id: string, body: string) => `${id}:T${Buffer.byteLength(body).toString(16)},${body}`

/** A page as content-first.ts leaves it: its data where Next wrote it, the starter last in the body. */
const html = [
  '<html><body><main><h1>Garlic</h1>',
  script(service),
  '</main><footer>…</footer>',
  script(page),
  starter,
  '</body></html>',
].join('')

describe('structuredDataOutOfPayload', () => {
  test.each([
    [
      'written inline, in a row of children and as a row of its own',
      ['0:["$","main",null,{"children":[["$","h1",null,{"children":"Garlic"}],', element(service), ']}]\n'].join('') +
        `5:${element(page)}\n`,
      '0:["$","main",null,{"children":[["$","h1",null,{"children":"Garlic"}],null]}]\n5:null\n',
    ],
    [
      'one of them in a text row, which goes with it',
      `1:"x"\n${text('2f', service)}3:[${element('$2f')},"$1"]\n4:${element(page)}\n`,
      '1:"x"\n3:[null,"$1"]\n4:null\n',
    ],
  ])('%s', (_, payload, expected) => {
    const moved = structuredDataOutOfPayload(html, Buffer.from(payload), 'garlic.html')
    expect(moved.payload.toString('utf8')).toBe(expected)
    expect(moved.moved).toBe(2)
    // Every byte of the data stays in the page, in its order, at the end of the body before the starter.
    const body = `<main><h1>Garlic</h1></main><footer>…</footer>${script(service)}${script(page)}${starter}`
    expect(moved.html).toBe(`<html><body>${body}</body></html>`)
  })

  test.each([
    ['the payload carries less than the page', `0:${element(service)}\n`, /2 scripts\) is not what .* \(1\)/],
    ['the payload carries other data than the page', `0:[${element(service)},${element('{}')}]\n`, /not what/],
    [
      'a text row the data used is referred to elsewhere too',
      `${text('2f', page)}3:${element('$2f')}\n4:[${element(service)},"$2f"]\n`,
      /text row 2f is still referred to by row 4/,
    ],
  ])('stops the build when %s', (_, payload, message) => {
    expect(() => structuredDataOutOfPayload(html, Buffer.from(payload), 'garlic.html')).toThrow(message)
  })

  test('stops the build for a page without its starter', () => {
    const payload = Buffer.from(`0:[${element(service)},${element(page)}]\n`)
    expect(() => structuredDataOutOfPayload(html.replace(starter, ''), payload, 'garlic.html')).toThrow(/no starter/)
  })

  test('leaves a page without structured data as it is', () => {
    const plain = `<html><body><h1>Privacy</h1>${starter}</body></html>`
    const payload = Buffer.from('0:["$","h1",null,{"children":"Privacy"}]\n')
    expect(structuredDataOutOfPayload(plain, payload, 'privacy.html')).toEqual({ html: plain, payload, moved: 0 })
  })
})
