import ICAL from 'ical.js'
import { calendarText, foldLine, saleCalendar, utcStamp, type SaleCalendar } from './calendar'

const calendar: SaleCalendar = {
  publisher: 'JLDT Bonsmara',
  language: 'af-ZA',
  name: 'JLDT Bonsmara-produksieveiling 2027',
  stamp: '2027-05-14T09:42:07Z',
  events: [
    {
      uid: 'viewing-2027-05-14@www.example.com',
      summary: 'Besigtigingsdag: JLDT Bonsmara-produksieveiling 2027',
      description: 'Kom kyk na die bulle; bie aanlyn.\n\nhttps://www.example.com/af/bonsmara/katalogus',
      location: 'JLDT Bonsmara-verkoopskrale, R516 tussen Settlers en Bela-Bela, Limpopo',
      position: { latitude: -24.9312, longitude: 28.4187 },
      url: 'https://www.example.com/af/bonsmara/katalogus',
      date: '2027-05-13',
      start: '09:00',
      end: '16:00',
    },
    {
      uid: 'auction-2027-05-14@www.example.com',
      summary: 'JLDT Bonsmara-produksieveiling 2027',
      description: 'Prestasiegetoetste jong bulle en verse.',
      location: 'JLDT Bonsmara-verkoopskrale, R516',
      url: 'https://www.example.com/af/bonsmara/katalogus',
      date: '2027-05-14',
      start: '11:00',
    },
  ],
}

describe('the sale’s calendar file', () => {
  const text = saleCalendar(calendar)

  test('every line ends CRLF and holds at most 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    const lines = text.slice(0, -2).split('\r\n')
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/)
  })

  test('read back by ical.js: two events in South African time, at the venue and its position', () => {
    const component = new ICAL.Component(ICAL.parse(text))
    const zone = component.getFirstSubcomponent('vtimezone')!
    ICAL.TimezoneService.register(zone)
    expect(component.getFirstPropertyValue('prodid')).toBe('-//JLDT Bonsmara//Sale catalogue//AF')
    const [viewing, auction] = component.getAllSubcomponents('vevent').map((each) => new ICAL.Event(each))
    expect(viewing!.uid).toBe('viewing-2027-05-14@www.example.com')
    expect(viewing!.summary).toBe('Besigtigingsdag: JLDT Bonsmara-produksieveiling 2027')
    expect(viewing!.description).toBe(calendar.events[0]!.description)
    expect(viewing!.location).toBe(calendar.events[0]!.location)
    expect(viewing!.startDate.zone?.tzid).toBe('Africa/Johannesburg')
    // 09:00 and 16:00 in Johannesburg are 07:00 and 14:00 UTC.
    expect(viewing!.startDate.toJSDate().toISOString()).toBe('2027-05-13T07:00:00.000Z')
    expect(viewing!.endDate.toJSDate().toISOString()).toBe('2027-05-13T14:00:00.000Z')
    expect(viewing!.component.getFirstPropertyValue('geo')).toEqual([-24.9312, 28.4187])
    expect(viewing!.component.getFirstPropertyValue('url')).toBe('https://www.example.com/af/bonsmara/katalogus')
    expect(viewing!.component.getFirstPropertyValue('dtstamp')!.toString()).toBe('2027-05-14T09:42:07Z')
    expect(auction!.uid).toBe('auction-2027-05-14@www.example.com')
    expect(auction!.startDate.toJSDate().toISOString()).toBe('2027-05-14T09:00:00.000Z')
    expect(auction!.component.getFirstProperty('dtend')).toBeNull()
    expect(auction!.component.getFirstProperty('geo')).toBeNull()
  })

  test('the same sale makes the same bytes', () => {
    expect(saleCalendar(structuredClone(calendar))).toBe(text)
  })

  test.each([
    ['Pens; north, gate', 'Pens\\; north\\, gate'],
    ['C:\\folder', 'C:\\\\folder'],
    ['one\ntwo\r\nthree', 'one\\ntwo\\nthree'],
  ])('text %j is written %j', (given, written) => {
    expect(calendarText(given)).toBe(written)
  })

  test.each([
    ['a short line as it is', 'SUMMARY:Veiling', ['SUMMARY:Veiling']],
    ['75 octets on one line', 'X'.repeat(75), ['X'.repeat(75)]],
    ['76 octets on two', 'X'.repeat(76), ['X'.repeat(75), ' X']],
    // ë is two octets: the 75th octet would split it, so it starts the next line.
    ['never inside a character', `${'X'.repeat(74)}ëë`, ['X'.repeat(74), ' ëë']],
    // ’ is three octets, 🐂 four.
    ['three and four octets', `${'X'.repeat(72)}’🐂`, [`${'X'.repeat(72)}’`, ' 🐂']],
  ])('%s', (_what, line, expected) => {
    expect(foldLine(line).split('\r\n')).toEqual(expected)
  })

  test.each([
    ['2027-05-14T09:42:07Z', '20270514T094207Z'],
    ['2027-05-14T11:42:07+02:00', '20270514T094207Z'],
    ['2027-05-14T09:42:07.123Z', '20270514T094207Z'],
  ])('the moment %s is stamped %s', (moment, stamp) => {
    expect(utcStamp(moment)).toBe(stamp)
  })
})
