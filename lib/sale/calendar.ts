/**
 * A sale's days as an iCalendar file (RFC 5545) a phone's calendar adds in a tap: each event at its
 * venue, with the venue's position and the catalogue's address, in South African time
 * (Africa/Johannesburg, UTC+2 all year, described in the file itself). Everything in it comes from
 * the content, its time stamp too, so the same sale always makes the same bytes.
 */

export type CalendarEvent = {
  /** Stays the same from build to build, so adding the file again updates the entry rather than doubling it. */
  uid: string
  summary: string
  description: string
  location: string
  position?: { latitude: number; longitude: number }
  url: string
  /** The day, yyyy-mm-dd, and the times, hh:mm, in South Africa. */
  date: string
  start: string
  end?: string
}

export type SaleCalendar = {
  /** Who publishes it, for the file's product line: the business's name. */
  publisher: string
  /** The language of its words, as a BCP 47 tag (en-ZA, af-ZA). */
  language: string
  name: string
  /** When its content last changed (an ISO moment): each event's DTSTAMP and LAST-MODIFIED. */
  stamp: string
  events: readonly CalendarEvent[]
}

export const calendarTimeZone = 'Africa/Johannesburg'

/** A text value as RFC 5545 writes it (3.3.11): backslash, semicolon and comma escaped, a line break as \n. */
export function calendarText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A character's length in UTF-8. */
function utf8Octets(character: string): number {
  const code = character.codePointAt(0)!
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/**
 * A content line folded as RFC 5545 asks (3.1): at most 75 octets a line, each further line starting
 * with a space, never inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = utf8Octets(character)
    // The first line holds 75 octets; the others 74 after their leading space.
    const limit = lines.length === 0 ? 75 : 74
    if (octets + size > limit) {
      lines.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  lines.push(current)
  return lines.join('\r\n ')
}

/** A UTC moment as iCalendar writes it: 20270514T094200Z. */
export function utcStamp(moment: string): string {
  const time = Date.parse(moment)
  if (Number.isNaN(time)) throw new RangeError(`Not a moment: ${moment}`)
  return new Date(time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** A local time in the calendar's zone: 20270514T110000. */
const localTime = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`

function eventLines(event: CalendarEvent, stamp: string, language: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `LAST-MODIFIED:${stamp}`,
    `DTSTART;TZID=${calendarTimeZone}:${localTime(event.date, event.start)}`,
    ...(event.end ? [`DTEND;TZID=${calendarTimeZone}:${localTime(event.date, event.end)}`] : []),
    `SUMMARY;LANGUAGE=${language}:${calendarText(event.summary)}`,
    `DESCRIPTION;LANGUAGE=${language}:${calendarText(event.description)}`,
    `LOCATION;LANGUAGE=${language}:${calendarText(event.location)}`,
    ...(event.position ? [`GEO:${event.position.latitude};${event.position.longitude}`] : []),
    `URL:${event.url}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ]
}

/** The whole file, its lines folded and ended CRLF as the standard asks. */
export function saleCalendar(calendar: SaleCalendar): string {
  const stamp = utcStamp(calendar.stamp)
  const product = calendar.publisher.replace(/\/\//g, '/')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${calendarText(product)}//Sale catalogue//${calendar.language.slice(0, 2).toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${calendarText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendarTimeZone}`,
    'BEGIN:VTIMEZONE',
    `TZID:${calendarTimeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0200',
    'TZNAME:SAST',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...calendar.events.flatMap((event) => eventLines(event, stamp, calendar.language)),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
