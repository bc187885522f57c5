import { createPortal } from 'react-dom'
import type { ResultFigureList } from '@/components/calculator/result-figures'
import { PrintDocument } from '@/components/print/PrintDocument'
import type { QrCode } from '@/lib/qr-code'
import type { ShareWords } from '@/components/print/ToolActions'
import type { CalculatorWords } from '@/content/calculator'

/** What the printed plan and the sent plan need beside the figures: their words, the business, the language. */
export type PlanPaper = {
  document: CalculatorWords['document']
  share: ShareWords & { date: string }
  business: { name: string; lines: readonly string[] }
  lang: string
}

export type PlanDocumentProps = {
  shown: ResultFigureList
  /** The variety and its spacing, as the form shows them. */
  variety: string
  url: string
  qr: QrCode
  date: string
  paper: PlanPaper
}

/**
 * The calculator's figures as a printed page, exactly as the results panel shows them; loaded when the visitor asks to
 * print.
 */
export function PlanDocument({ shown, variety, url, qr, date, paper }: PlanDocumentProps) {
  return createPortal(
    <PrintDocument
      kind="plan"
      lang={paper.lang}
      business={paper.business}
      title={paper.document.title}
      date={{ label: paper.share.date, value: date }}
      lead={variety}
      facts={[
        { facts: [shown.headline, ...shown.figures] },
        { heading: shown.water.heading, facts: shown.water.figures },
        { heading: shown.seed.headline.label, facts: [shown.seed.headline, ...shown.seed.figures] },
      ]}
      // The answer's sentence as the panel reads it under the figure: "50 m² for 1 000 Pink Egyptian seeds…";
      // then how the seed was worked out, and its stock.
      notes={[
        `${shown.headline.label}: ${shown.headline.value} ${shown.summary}`,
        `${shown.seed.headline.label}: ${shown.seed.headline.value}, ${shown.seed.working}.` +
          `${shown.seed.minimum ? ` ${shown.seed.minimum}` : ''} ${shown.seed.stock}`,
        paper.document.note,
      ]}
      address={{ label: paper.document.reopen, url, qr }}
    />,
    document.body,
  )
}
