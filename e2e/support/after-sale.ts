import path from 'node:path'
import { parse } from 'yaml'
import { readFileSync } from 'node:fs'
import { scratchSite } from '../../scripts/support/scratch-site'
import { saleAfterTheDay } from '../../scripts/support/stress-site'
import { builtOnce } from './built-once'

/** A lot of the sale as the copy's file holds it. */
export type SaleLot = {
  id: string
  name?: string
  sex: 'bull' | 'heifer'
  lot?: number
  status: string
  price?: number
  buyer?: { name?: string; town?: string; consent?: boolean }
}
export type SaleFile = {
  kind: string
  published: boolean
  auction?: { date: string; viewing?: { date: string } }
  animals: SaleLot[]
}

/**
 * The copy's sale day: far ahead, so that whenever the suite runs, the copy's file changed before the
 * sale's day (its "as at"), as on the evening of a sale; each test sets the reader's clock itself.
 */
export const copySaleDay = '2099-05-14'

/** The buyer who did not agree to be named: their name is in the file, and on no page. */
export const unnamedBuyer = 'Stilweg Boerdery'

/**
 * Today's sale as the auctioneer's clerk leaves it in the evening of the sale's day: every lot marked
 * (sold to a buyer who agreed to be named, not sold, sold subject to confirmation, withdrawn, in turn;
 * one sold lot's buyer not named, only the town), prices and buyers published, but the last lot still
 * on offer, so the build cannot tell the sale is over: its results are in the page, waiting for the
 * reader's clock to pass the sale's day. A private sale is left as it is.
 */
export function saleOnItsEvening(data: unknown): unknown {
  const sale = saleAfterTheDay(data) as SaleFile
  if (sale.kind !== 'auction') return sale
  const lots = sale.animals.filter((animal) => animal.lot !== undefined)
  const named = lots.filter((animal) => animal.status === 'sold')
  if (named.length > 1) named[1]!.buyer = { name: unnamedBuyer, town: 'Bethlehem', consent: false }
  if (sale.auction) {
    sale.auction.date = copySaleDay
    if (sale.auction.viewing) sale.auction.viewing.date = '2099-05-13'
  }
  const last = lots.at(-1)
  if (last) {
    last.status = 'auction'
    delete last.price
    delete last.buyer
  }
  return sale
}

/** The copy (.tmp/after-sale/) built whole once per run, with the sale its file then holds. */
export async function afterSaleCopy(): Promise<{ dir: string; sale: SaleFile }> {
  const dir = await builtOnce('after-sale', () => {
    const site = scratchSite('after-sale')
    site.editContent('sale.yaml', (data: Record<string, unknown>) => {
      const evening = saleOnItsEvening(data) as Record<string, unknown>
      for (const key of Object.keys(data)) delete data[key]
      Object.assign(data, evening)
    })
    site.buildWhole()
  })
  return { dir, sale: parse(readFileSync(path.join(dir, 'content', 'sale.yaml'), 'utf8')) as SaleFile }
}
