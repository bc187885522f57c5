import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { calendarPath, saleView } from '../../components/catalogue/sale-view'
import { languageCodes, languages, type Language } from '../../content/languages'
import { settings } from '../../content/settings'
import { site } from '../../content/site'
import { saleCalendar, type CalendarEvent } from '../../lib/sale/calendar'
import { fillTemplate } from '../../lib/template'

/**
 * The sale's calendar file in a language (`/bonsmara/catalogue/sale.ics`): the viewing day and the
 * auction, each at the venue with its position and the catalogue's address, stamped with when the
 * sale's file last changed. None while no auction is published with animals. The catalogue's "Add
 * to calendar" links it.
 */
export function saleCalendarFile(language: Language): { path: string; text: string } | null {
  const view = saleView(language)
  const { auction, sale, words } = view
  if (!view.open || !auction) return null
  const catalogue = `${settings.siteUrl}${view.cataloguePath}`
  const host = new URL(settings.siteUrl).host
  const place = {
    location: `${auction.venue.name}, ${auction.venue.address}`,
    ...(auction.venue.position ? { position: auction.venue.position } : {}),
    url: catalogue,
  }
  const bidding = auction.bidding ? `\n${words.sale.bid}: ${auction.bidding}` : ''
  const events: CalendarEvent[] = [
    ...(auction.viewing
      ? [
          {
            uid: `viewing-${auction.date}@${host}`,
            summary: fillTemplate(words.sale.viewingEvent, { sale: sale.title }),
            description: `${sale.intro}\n\n${catalogue}`,
            ...place,
            date: auction.viewing.date,
            start: auction.viewing.from,
            end: auction.viewing.to,
          },
        ]
      : []),
    {
      uid: `auction-${auction.date}@${host}`,
      summary: sale.title,
      description: `${sale.intro}\n\n${catalogue}${bidding}`,
      ...place,
      date: auction.date,
      start: auction.time,
      ...(auction.ends ? { end: auction.ends } : {}),
    },
  ]
  return {
    path: calendarPath(language),
    text: saleCalendar({
      publisher: site.name,
      language: languages[language].lang,
      name: sale.title,
      stamp: view.asAt,
      events,
    }),
  }
}

/** Writes each language's calendar file into out/; the addresses written. */
export function writeSaleCalendars(outDir: string): string[] {
  return languageCodes.flatMap((language) => {
    const file = saleCalendarFile(language)
    if (!file) return []
    const target = path.join(outDir, file.path.slice(1))
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, file.text)
    return [file.path]
  })
}
