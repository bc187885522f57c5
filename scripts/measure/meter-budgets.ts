import { kb } from './site-bytes'
import { sumOf, type Encoding, type VisitFigures } from './visit-meter'

/**
 * The budgets the one meter holds (scripts/measure/visit-meter.ts; docs/performance.md, "One meter"),
 * checked by `npm run bench` and by e2e/data.spec.ts alike. Each check is a pure function of the
 * meter's figures, so the bench and the test judge a visit the same way.
 */

const KB = 1024

export const meterBudgets = {
  /** A first visit, page and worker together, for an arrival: with gzip (a host without brotli) and with brotli. */
  allIn: { gzip: 400 * KB, br: 365 * KB } satisfies Record<Encoding, number>,
  /** A Save-Data reader's first visit, on any page. */
  saveDataReader: 250 * KB,
  /** A Save-Data reader's first visit: at most this share of the same visit before the framework waited for a tool. */
  saveDataReaderShare: 0.4,
  /**
   * What a page's framework scripts (Next's chunks: the framework and the islands) may add to the
   * empty Next page's, for a user of its tool.
   */
  islandScripts: 20 * KB,
  /**
   * The site's own script file every page shares (scripts/build-steps/page-script-entry.ts: the
   * loader, the watchdog and the page's basics, inline in every page until it became one file; 2.9 KB
   * with gzip today), on any visit.
   */
  pageScript: 4 * KB,
  /**
   * The light service worker a visitor who saves data registers (lib/offline/worker/light.ts), with
   * gzip: it carries no list of the build's files.
   */
  lightWorker: 5 * KB,
} as const

/**
 * A Save-Data reader's first visit with gzip, by the one meter, on the build before the framework
 * waited for a touch (54da885, measured 2026-11-28): in all, and its words and pictures (the page's
 * HTML and images). The animal's page is the sale's first animal's.
 */
export const saveDataReaderBefore = {
  home: { total: 233.0 * KB, wordsAndPictures: (11.2 + 22.9) * KB },
  bonsmara: { total: 286.5 * KB, wordsAndPictures: (13.2 + 74.3) * KB },
  animal: { total: 220.8 * KB, wordsAndPictures: (12.0 + 7.3) * KB },
  privacy: { total: 200.7 * KB, wordsAndPictures: (8.5 + 1.0) * KB },
} as const satisfies Record<string, ReaderBefore>

export type ReaderBefore = { total: number; wordsAndPictures: number }

/**
 * The empty Next page's scripts, by the one meter (Next 16.4, built for the browser policy, served
 * by npm start's server: a script without the page headers and without validators, 2026-11-28; `npm
 * run bench` measures it again and says when this has drifted by more than 1 %).
 */
export const emptyPageScripts: Record<Encoding, number> = { gzip: 136_888, br: 117_072 }

export type Verdict = { what: string; measured: number; limit: number; ok: boolean }

const verdict = (what: string, measured: number, limit: number): Verdict => ({
  what,
  measured,
  limit,
  ok: measured <= limit,
})

/** No framework script and no React payload fetched, by the page or by its worker (a Save-Data reader's light one). */
export function noFramework(what: string, figures: VisitFigures): Verdict {
  const fetched = figures.page.framework + figures.page.payload + figures.worker.framework + figures.worker.payload
  return verdict(`${what}: framework and payload`, fetched, 0)
}

/**
 * No framework script and no React payload fetched by the page. Its worker may still store other
 * pages' scripts ahead, for offline use: that is the site's, not this page's.
 */
export function pageFetchesNoFramework(what: string, figures: VisitFigures): Verdict {
  return verdict(`${what}: the page's framework and payload`, figures.page.framework + figures.page.payload, 0)
}

/** A first visit, everything included, within the all-in budget for its encoding. */
export function allIn(what: string, figures: VisitFigures, encoding: Encoding): Verdict {
  return verdict(`${what}: first visit in all (${encoding})`, figures.total, meterBudgets.allIn[encoding])
}

/** A Save-Data reader's visit within the budget every page has. */
export function saveDataVisit(what: string, figures: VisitFigures): Verdict {
  return verdict(`${what}: Save-Data reader`, figures.total, meterBudgets.saveDataReader)
}

/**
 * A Save-Data reader's visit within its share of the same visit before. The owner's words and
 * pictures are the reader's to pay for: what they have grown by since (a photo added, a longer
 * text) is added to the limit, so the budget holds what the site's code costs, not what the owner
 * writes. A visit on another phone is judged with the growth measured on the meter's
 * (`onTheMetersPhone`).
 */
export function saveDataReader(
  what: string,
  figures: VisitFigures,
  before: ReaderBefore,
  onTheMetersPhone: VisitFigures = figures,
): Verdict {
  // The words and pictures as the meter's phone fetched them (ratio 2, as `before` was measured): a
  // phone of ratio 3 fetches larger pictures, which is the site's to save, not the owner's growth.
  const page = onTheMetersPhone.page
  const grown = Math.max(0, page.document + page.image - before.wordsAndPictures)
  return verdict(
    `${what}: Save-Data reader, ${Math.round(meterBudgets.saveDataReaderShare * 100)} % of ${kb(before.total)}` +
      (grown > 0 ? ` and ${kb(grown)} more words and pictures` : ''),
    figures.total,
    Math.floor(meterBudgets.saveDataReaderShare * before.total + grown),
  )
}

/**
 * Whether the same visit on a phone of pixel ratio 3 could cross `limit`, from the visit on the
 * meter's phone (ratio 2): only the pictures change with the ratio, chosen at most 1.5 times as wide,
 * so at most 2.25 times the pixels. A visit whose pictures cannot carry it over the line need not be
 * measured again (the bench measures every ratio all the same).
 */
export function ratioThreeMayCross(onTheMetersPhone: VisitFigures, limit: number): boolean {
  const pictures = onTheMetersPhone.page.image + onTheMetersPhone.worker.image
  return onTheMetersPhone.total + 1.25 * pictures > limit
}

/** The scripts a user's visit fetched, over the empty page's, within what the islands may add. */
export function islandScripts(what: string, figures: VisitFigures, emptyPage: number): Verdict {
  return verdict(
    `${what}: framework scripts over the empty page`,
    figures.page.framework - emptyPage,
    meterBudgets.islandScripts,
  )
}

/** The site's own scripts a visit fetches (the page's shared file), within theirs. */
export function pageScript(what: string, figures: VisitFigures): Verdict {
  return verdict(`${what}: the site's own scripts`, figures.page['site script'], meterBudgets.pageScript)
}

/** A verdict as the bench and the test's message write it. */
export function describeVerdict({ what, measured, limit, ok }: Verdict): string {
  return `${ok ? '✅' : '❌'} ${what}: ${kb(measured)} (budget ${kb(limit)})`
}

/** The figures' total by side, for a report line: '412.3 KB (page 230.1, worker 182.2)'. */
export function sides(figures: VisitFigures): string {
  return `${kb(figures.total)} (page ${kb(sumOf(figures.page))}, worker ${kb(sumOf(figures.worker))})`
}
