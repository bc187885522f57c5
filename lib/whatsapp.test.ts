import { whatsappChatUrl, whatsappDigits } from '@/lib/whatsapp'

describe('whatsappDigits', () => {
  test.each([
    ['international with spaces', '+27 82 000 0000', '27820000000'],
    ['international with brackets and dashes', '+27 (82) 000-0000', '27820000000'],
    ['local South African form drops the trunk zero', '082 000 0000', '27820000000'],
    ['00 international prefix', '0027 82 000 0000', '27820000000'],
    ['already digits only', '27820000000', '27820000000'],
    ['surrounding spaces', '  +27 82 000 0000 ', '27820000000'],
    ['another country keeps its code', '+44 20 7946 0000', '442079460000'],
  ])('%s: %s gives %s', (_case, phone, expected) => {
    expect(whatsappDigits(phone)).toBe(expected)
  })
})

describe('whatsappChatUrl', () => {
  test('puts only digits in the path and the greeting, encoded, in the text parameter', () => {
    expect(whatsappChatUrl('+27 82 000 0000', "Hi! I'd like to learn more & ask")).toBe(
      "https://wa.me/27820000000?text=Hi!%20I'd%20like%20to%20learn%20more%20%26%20ask",
    )
  })

  test('a greeting with a question mark and unicode round-trips through URL parsing', () => {
    const greeting = 'Goeie dag? Café — 5 ha'
    const url = new URL(whatsappChatUrl('082 000 0000', greeting))
    expect(url.hostname).toBe('wa.me')
    expect(url.pathname).toBe('/27820000000')
    expect(url.searchParams.get('text')).toBe(greeting)
  })
})
