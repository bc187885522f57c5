import { createPortal } from 'react-dom'
import { PrintDocument } from '@/components/print/PrintDocument'
import type { EstimateWords } from '@/components/season-planner/types'
import type { QrCode } from '@/lib/qr-code'
import type { EstimateRow } from '@/lib/season-planner/estimate-text'

export type EstimateDocumentProps = {
  rows: readonly EstimateRow[]
  total: string
  /** The processing time, as the panel says it. */
  processing: { label: string; value: string } | null
  /** What the total says of the seed. */
  seedTotal: string
  url: string
  qr: QrCode | null
  /** The day, as 2026-11-25. */
  date: string
  words: EstimateWords
}

/**
 * The estimate as a printed page, kept beside the page's content (a portal into the body) while an
 * estimate is shown, so the browser's own Print prints it too (public/print.css shows it alone on
 * paper and hides it on screen).
 */
export function EstimateDocument({ rows, total, processing, seedTotal, url, qr, date, words }: EstimateDocumentProps) {
  const { results, document: paper, share, business } = words
  return createPortal(
    <PrintDocument
      kind="estimate"
      lang={words.lang}
      business={business}
      title={paper.title}
      date={{ label: share.date, value: date }}
      table={{
        headings: [results.service, results.amount],
        rows: rows.map((row) => ({ name: row.name, detail: row.detail, value: row.amount })),
        total: { label: results.total, value: total },
      }}
      facts={processing ? [{ facts: [processing] }] : []}
      notes={[seedTotal, results.estimateNote, paper.included]}
      address={{ label: paper.reopen, url, qr }}
    />,
    document.body,
  )
}
