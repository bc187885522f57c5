import { orderedPayload, payloadRows } from './payload-order'

const payload = (...rows: string[]) => Buffer.from(rows.join(''), 'utf8')
const text = (id: string, words: string) => `${id}:T${Buffer.byteLength(words).toString(16)},${words}`

describe("a React payload's rows", () => {
  test('rows, a hint, and a text whose bytes hold line breaks and letters of two bytes', () => {
    const words = 'Knoffel\nwat ná die oes gedroog is'
    const rows = payloadRows(
      payload('1:"$Sreact.fragment"\n', ':HL["/a.css","style"]\n', text('2a', words), '3:I[1,[],"X"]\n'),
    )
    expect(rows.map((row) => [row.id, row.isModule, row.bytes.toString('utf8')])).toEqual([
      ['1', false, '1:"$Sreact.fragment"\n'],
      ['', false, ':HL["/a.css","style"]\n'],
      ['2a', false, text('2a', words)],
      ['3', true, '3:I[1,[],"X"]\n'],
    ])
  })

  test('a row without an id, or with one that is not hexadecimal, is refused with its place', () => {
    expect(() => payloadRows(Buffer.from('1:"a"\nno colon'))).toThrow('A payload row without its id at byte 6')
    expect(() => payloadRows(Buffer.from('1:"a"\nxyz:"b"\n'))).toThrow('A payload row with the id "xyz" at byte 6')
  })
})

describe('the module rows in one place', () => {
  const head = '0:{"b":"id"}\n'
  const form = '4b:I[53160,["$8"],"ContactForm"]\n'
  const year = '4e:I[84514,["$8"],"CurrentYear"]\n'
  const footer = '50:["$","footer",null,{"children":["$L4e"]}]\n'
  const main = '51:["$","main",null,{"children":[["$L4b",null,{}],"$50"]}]\n'

  test('as Node 20 and Node 24 write the same page: the same bytes', () => {
    const node20 = payload(head, form, year, footer, main)
    const node24 = payload(head, footer, main, year, form)
    expect(orderedPayload(node20).equals(orderedPayload(node24))).toBe(true)
  })

  test('each just before the first row that refers to it, those of one place by id; one no row refers to, last', () => {
    const unused = '7:I[1,[],"Unused"]\n'
    expect(orderedPayload(payload(unused, main, form, head, year, footer)).toString('utf8')).toBe(
      [form, main, head, year, footer, unused].join(''),
    )
    const both = '52:["$L4e","$L4b:props"]\n'
    expect(orderedPayload(payload(both, year, form)).toString('utf8')).toBe([form, year, both].join(''))
  })

  test('a payload with no module row, and a text row, stay as they were', () => {
    const rows = payload(head, text('2a', 'a "$L4b" in words'), footer)
    expect(orderedPayload(rows).equals(rows)).toBe(true)
  })
})
