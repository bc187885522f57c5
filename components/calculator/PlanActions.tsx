import { useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { useOnDemand } from '@/components/use-on-demand'
import type { ResultFigureList, ShownFigure } from '@/components/calculator/result-figures'
import type { PlanPaper } from '@/components/calculator/PlanDocument'
import { paperDate, ToolActions } from '@/components/print/ToolActions'

export type PlanActionsProps = { shown: ResultFigureList; variety: string; paper: PlanPaper }

const loadPlanDocument = () =>
  Promise.all([import('@/components/calculator/PlanDocument'), import('@/lib/qr-code')]).then(
    ([{ PlanDocument }, { qrCode }]) => ({ PlanDocument, qrCode }),
  )

/** The plan as plain text to send: its title, the variety, every figure, a line each, as the panel shows them. */
export function planMessage(title: string, variety: string, shown: ResultFigureList): string {
  const line = (figure: ShownFigure) => `${figure.label}: ${figure.value}`
  return [
    title,
    variety,
    line(shown.headline),
    shown.summary,
    ...shown.figures.map(line),
    `${shown.water.heading}:`,
    ...shown.water.figures.map(line),
    line(shown.seed.headline),
    shown.seed.minimum ? `${shown.seed.working}. ${shown.seed.minimum}` : shown.seed.working,
    ...shown.seed.figures.map(line),
    shown.seed.stock,
  ].join('\n')
}

/**
 * Print or save the plan, and send it. The printed page (PlanDocument) and its QR code are fetched
 * when the visitor asks to print, drawn beside the page for the print only (the print style sheet
 * shows it alone while `data-print="plan"` is on the body) and taken away after.
 */
export function PlanActions({ shown, variety, paper }: PlanActionsProps) {
  const [sheet, setSheet] = useState<ReactNode>(null)
  const printed = useOnDemand(loadPlanDocument)
  const url = window.location.href

  const prepare = async () => {
    const { PlanDocument, qrCode } = await printed.want()
    flushSync(() =>
      setSheet(
        <PlanDocument shown={shown} variety={variety} url={url} qr={qrCode(url)} date={paperDate()} paper={paper} />,
      ),
    )
    document.body.dataset.print = 'plan'
    window.addEventListener(
      'afterprint',
      () => {
        delete document.body.dataset.print
        setSheet(null)
      },
      { once: true },
    )
  }

  return (
    <>
      <ToolActions
        print={{ label: paper.document.print, prepare }}
        share={{ title: paper.document.title, text: planMessage(paper.document.title, variety, shown), url }}
        words={paper.share}
      />
      {sheet}
    </>
  )
}
