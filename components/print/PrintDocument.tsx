import { useEffect } from 'react'
import type { QrCode } from '@/lib/qr-code'

/** A row of the document's table: what, how it was worked out, and the figure. */
export type DocumentRow = { name: string; detail?: string; value: string }
/** A figure with its label, under the table. */
export type DocumentFact = { label: string; value: string }

export type PrintDocumentProps = {
  /** `estimate` or `plan`: which tool's document this is (the print style sheet picks by it). */
  kind: 'estimate' | 'plan'
  lang: string
  /** The business: its name, then its legal details and how to reach it, a line each. */
  business: { name: string; lines: readonly string[] }
  title: string
  date: { label: string; value: string }
  /** A sentence under the title: which variety, what was entered. */
  lead?: string
  /** The estimate's lines: a table of what and how much, with its total. */
  table?: { headings: readonly [string, string]; rows: readonly DocumentRow[]; total?: DocumentFact }
  /** Figures with their labels, in groups (a group may have a heading). */
  facts?: readonly { heading?: string; facts: readonly DocumentFact[] }[]
  notes: readonly string[]
  /** The address that opens the same estimate or plan on the site, written out and as a QR code. */
  address: { label: string; url: string; qr: QrCode | null }
}

/**
 * The one-page document a grower takes to a partner, the co-op or the bank: the business's name,
 * legal details and contact lines, the date, the figures exactly as on screen, what they include,
 * and the address (and its QR code) that opens them again. Hidden on screen and shown alone on
 * paper by the print style sheet (public/print.css).
 */
export function PrintDocument({
  kind,
  lang,
  business,
  title,
  date,
  lead,
  table,
  facts = [],
  notes,
  address,
}: PrintDocumentProps) {
  // The body says it holds a document, for engines that cannot ask it (`body:has(> .print-document)`
  // needs Chrome 105, Safari 15.4, Firefox 121): paper then shows the document alone there too.
  useEffect(() => {
    document.body.setAttribute('data-print-document', '')
    return () => {
      if (!document.querySelector('body > .print-document')) document.body.removeAttribute('data-print-document')
    }
  }, [])
  return (
    <article className="print-document" data-document={kind} lang={lang}>
      <header className="print-business">
        <p className="print-business-name">{business.name}</p>
        {business.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </header>
      <h1>{title}</h1>
      <p className="print-date">
        {date.label}: <time dateTime={date.value}>{date.value}</time>
      </p>
      {lead && <p className="print-lead">{lead}</p>}
      {table && (
        <table>
          <thead>
            <tr>
              <th scope="col">{table.headings[0]}</th>
              <th scope="col">{table.headings[1]}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  {row.name}
                  {row.detail && <span>{row.detail}</span>}
                </th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
          {table.total && (
            <tfoot>
              <tr>
                <th scope="row">{table.total.label}</th>
                <td>{table.total.value}</td>
              </tr>
            </tfoot>
          )}
        </table>
      )}
      {facts.map((group, index) => (
        <section key={group.heading ?? index} className="print-facts">
          {group.heading && <h2>{group.heading}</h2>}
          <dl>
            {group.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {notes.map((note) => (
        <p key={note} className="print-note">
          {note}
        </p>
      ))}
      <footer className="print-address">
        {address.qr && (
          <svg
            viewBox={`0 0 ${address.qr.size} ${address.qr.size}`}
            role="img"
            aria-label={address.url}
            shapeRendering="crispEdges"
          >
            <rect width={address.qr.size} height={address.qr.size} fill="#fff" />
            <path d={address.qr.path} fill="#000" />
          </svg>
        )}
        <p>
          {address.label}
          <span>{address.url}</span>
        </p>
      </footer>
    </article>
  )
}
