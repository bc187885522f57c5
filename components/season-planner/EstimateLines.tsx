import { useState } from 'react'
import { editContactMessage } from '@/components/contact/message-hand-over'
import { paperDate, ToolActions } from '@/components/print/ToolActions'
import { useQrCode } from '@/components/print/use-qr-code'
import { EstimateDocument } from '@/components/season-planner/EstimateDocument'
import type { EstimateWords } from '@/components/season-planner/types'
import { contactFieldLimits } from '@/lib/contact/fields'
import { formatNumber } from '@/lib/format'
import type { SeasonEstimate } from '@/lib/season-planner/types'
import {
  estimateMessage,
  estimateRows,
  estimateTotal,
  messageWithEstimate,
  seedInTotal,
  shownRate,
  shownTime,
} from '@/lib/season-planner/estimate-text'
import { fillTemplate } from '@/lib/template'
import { SeedAskLink } from '@/components/calculator/SeedAskLink'
import { seedAsk, seedWorking } from '@/components/calculator/seed-words'
import { seedQuantity } from '@/lib/calculator/seed-text'

type HandOver = { text: string } & ({ added: true } | { added: false; excess: number })
export type EstimateLinesProps = {
  estimate: SeasonEstimate
  names: Readonly<Record<string, string>>
  tonsPerHour: number
  words: EstimateWords
}

/**
 * One line per service and the travelling charge (quantity × unit price, amount), the total, the
 * sentence that it is an estimate, the button that puts it into the contact form's message, and
 * the estimate to print or send: the same lines, written once (estimateRows), on screen, on paper
 * and in the message.
 */
export function EstimateLines({ estimate, names, tonsPerHour, words }: EstimateLinesProps) {
  const { results, units, seed: seedWords } = words
  const [handOver, setHandOver] = useState<HandOver | null>(null)
  const seedRowWords = {
    name: results.seed,
    line: words.message.seedOnRequest,
    bags: seedWords.bags,
    oneBag: seedWords.oneBag,
    onRequest: results.onRequest,
    included: results.seedIncluded,
    notIncluded: results.seedNotIncluded,
    none: results.noSeed,
  }
  const text = estimateMessage(estimate, names, tonsPerHour, {
    ...words.message,
    hours: results.hours,
    minutes: results.minutes,
    units,
    seed: seedRowWords,
  })
  const rows = estimateRows(estimate, names, units, seedRowWords)
  const total = estimateTotal(estimate, results.onRequest)
  const seedTotal = seedInTotal(estimate, seedRowWords)
  // "Ask for this seed" for the seed's land, as the calculator asks for it.
  const seed = estimate.seed
  const seedAskWords = seed
    ? fillTemplate(seedWords.message, {
        variety: names[seed.key] ?? seed.key,
        seed: seedQuantity(seed.order, seedWords),
        land:
          `${formatNumber(seed.hectares, seed.hectaresDecimals)}\u00a0${units.hectares}, ` +
          seedWorking(seed.order, seed, seedWords),
      })
    : ''
  const processing = estimate.processingTime
    ? {
        label: fillTemplate(results.processingTime, { rate: shownRate(tonsPerHour) }),
        value: shownTime(estimate.processingTime, results),
      }
    : null
  // The address already carries these entries: the planner writes it before it draws them.
  const url = window.location.href
  const { qr, ready } = useQrCode(url)
  // A note about an earlier estimate is not this one's.
  const note = handOver?.text === text ? handOver : null

  const addToMessage = () => {
    let excess = 0
    const added = editContactMessage((message) => {
      const next = messageWithEstimate(message, text, contactFieldLimits.message, words.otherLanguages)
      if (next.ok) return next.message
      excess = next.excess
      return null
    })
    setHandOver(added ? { text, added } : { text, added, excess })
  }

  return (
    <div className="mt-6 flex flex-col gap-5">
      <table className="w-full text-left">
        <thead className="sr-only">
          <tr>
            <th scope="col">{results.service}</th>
            <th scope="col">{results.amount}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-50/15">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="py-2.5 pr-4 font-normal">
                <span className="block font-semibold">{row.name}</span>
                <span className="block text-sm text-cream-100 tabular-nums">{row.detail}</span>
              </th>
              <td className="py-2.5 text-right align-top font-semibold whitespace-nowrap tabular-nums">{row.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-wheat-300/60">
          <tr>
            <th scope="row" className="pt-3 text-lg font-semibold">
              {results.total}
            </th>
            <td className="pt-3 text-right text-lg font-semibold whitespace-nowrap tabular-nums">{total}</td>
          </tr>
        </tfoot>
      </table>
      <p className="-mt-2 text-sm font-semibold text-wheat-300">{seedTotal}</p>
      <p className="text-cream-100">{results.estimateNote}</p>
      {seed && (
        <SeedAskLink
          ask={seedAsk(window.location.search.slice(1), words.orderWindow, seedWords)}
          message={seedAskWords}
        />
      )}
      <div>
        <button type="button" onClick={addToMessage} className="button-accent w-full sm:w-auto">
          {results.send}
        </button>
        <p role="status" className="mt-3 text-sm font-semibold text-wheat-300">
          {note
            ? note.added
              ? results.added
              : fillTemplate(results.noRoom, { count: formatNumber(note.excess) })
            : ''}
        </p>
      </div>
      <ToolActions
        print={{ label: words.document.print, prepare: () => ready().then(() => {}) }}
        share={{ title: words.document.title, text, url }}
        words={words.share}
      />
      <EstimateDocument
        rows={rows}
        total={total}
        processing={processing}
        seedTotal={seedTotal}
        url={url}
        qr={qr}
        date={paperDate()}
        words={words}
      />
    </div>
  )
}
