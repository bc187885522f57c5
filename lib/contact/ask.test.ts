import { askAddress, askedIn, messageAsking, withoutAsk } from './ask'

const words = 'I am interested in Du Toit Generaal 51 (JLDT 24-051, Lot 2).'

describe('messageAsking', () => {
  test.each<[string, string, string | null]>([
    ['an empty message takes the words alone', '', words],
    ['a message of spaces and lines is empty', '  \n ', words],
    ['after what the visitor wrote, a blank line between', 'Hello,', `Hello,\n\n${words}`],
    [
      'the visitor’s own lines and spaces inside are kept, trailing ones go',
      ' Hi\nthere  \n\n',
      ` Hi\nthere\n\n${words}`,
    ],
    ['once: a message that holds them already is left', `Hello,\n\n${words}`, null],
    ['once, wherever they stand', `${words} And the heifers?`, null],
  ])('%s', (_case, message, expected) => {
    expect(messageAsking(message, words)).toBe(expected)
  })

  test('no words (an ask link without its message): nothing to add', () => {
    expect(messageAsking('Hello', '  ')).toBeNull()
  })
})

describe('the ask in the address', () => {
  test.each<[string, string | null]>([
    ['?ask=JLDT%2024-051', 'JLDT 24-051'],
    ['?ask=jldt-24-051&view=table', 'jldt-24-051'],
    ['?ask=', null],
    ['?ask=%20', null],
    ['?view=table', null],
    ['', null],
  ])('%j asks about %j', (search, id) => {
    expect(askedIn(search)).toBe(id)
  })

  test('the link’s address reads back the same ID, whatever it holds', () => {
    for (const id of ['JLDT 24-051', 'a&b=c', 'ñ/#?']) {
      const address = askAddress(id)
      expect(address.endsWith('#contact')).toBe(true)
      expect(askedIn(address.slice(0, address.indexOf('#')))).toBe(id)
    }
  })

  test.each<[string, string]>([
    ['?ask=jldt-24-051', ''],
    ['?view=table&ask=jldt-24-051', '?view=table'],
    ['?view=table', '?view=table'],
    ['', ''],
  ])('%j without its ask is %j', (search, expected) => {
    expect(withoutAsk(search)).toBe(expected)
  })
})
