/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react'
import { createPortal } from 'react-dom'
import { PrintDocument, type PrintDocumentProps } from '@/components/print/PrintDocument'
import { qrCode } from '@/lib/qr-code'

const url = 'https://www.example.com/garlic?hectares=2&field=planting'
const props: PrintDocumentProps = {
  kind: 'estimate',
  lang: 'af-ZA',
  business: {
    name: 'Du Toit Holdings',
    lines: ['Du Toit Holdings (Pty) Ltd, registration number 2019/123456/07', 'info@example.com · +27 82 000 0000'],
  },
  title: 'Seisoenberaming',
  date: { label: 'Datum', value: '2026-11-25' },
  table: {
    headings: ['Diens', 'Bedrag'],
    rows: [
      { name: 'Plant', detail: '2 ha × R 2 500', value: 'R 5 000' },
      { name: 'Reiskoste', detail: '100 km × R 5,50', value: 'R 550' },
    ],
    total: { label: 'Totaal', value: 'R 5 550' },
  },
  facts: [{ facts: [{ label: 'Verwerkingstyd teen 3 ton per uur', value: '3,3 uur' }] }],
  notes: ['Dit is ’n beraming.', 'Ingesluit is die dienste hierbo gelys.'],
  address: { label: 'Maak hierdie beraming weer oop:', url, qr: qrCode(url) },
}

describe('PrintDocument', () => {
  test(
    'names the business with its details, then the title, the date in ISO form ' +
      'and the lines with their total, in the page’s language',
    () => {
      const { container } = render(<PrintDocument {...props} />)
      const article = container.querySelector('article')!
      expect(article).toHaveAttribute('lang', 'af-ZA')
      expect(article).toHaveAttribute('data-document', 'estimate')
      expect(within(article).getByText('Du Toit Holdings')).toBeInTheDocument()
      for (const line of props.business.lines) expect(within(article).getByText(line)).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 1, name: 'Seisoenberaming' })).toBeInTheDocument()
      expect(article.querySelector('time')).toHaveAttribute('dateTime', '2026-11-25')
      const rows = within(screen.getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent)
      expect(rows).toEqual([
        'DiensBedrag',
        'Plant2 ha × R 2 500R 5 000',
        'Reiskoste100 km × R 5,50R 550',
        'TotaalR 5 550',
      ])
      expect(within(article).getByRole('definition')).toHaveTextContent('3,3 uur')
      for (const note of props.notes) expect(within(article).getByText(note)).toBeInTheDocument()
    },
  )

  test('ends with the address that reopens it, written out and as a QR code of exactly that address', () => {
    render(<PrintDocument {...props} />)
    const code = screen.getByRole('img', { name: url })
    const { size, path } = qrCode(url)
    expect(code).toHaveAttribute('viewBox', `0 0 ${size} ${size}`)
    expect(code.querySelector('path')).toHaveAttribute('d', path)
    expect(screen.getByText(url)).toBeInTheDocument()
  })

  test('a plan has figures in groups and no table; without its QR code yet, the address is still written', () => {
    const plan: PrintDocumentProps = {
      ...props,
      kind: 'plan',
      table: undefined,
      facts: [
        { facts: [{ label: 'Grond nodig', value: '50 m²' }] },
        { heading: 'Water', facts: [{ label: 'Per week', value: '495 L' }] },
      ],
      address: { ...props.address, qr: null },
    }
    const { container } = render(<PrintDocument {...plan} />)
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Water' })).toBeInTheDocument()
    expect(container.querySelectorAll('dl > div')).toHaveLength(2)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText(url)).toBeInTheDocument()
  })

  test(
    'while a document is beside the page, the body says so (for engines without ' +
      ':has), and stops saying so when the last one goes',
    () => {
      // As on the page: a portal makes each document a child of the body.
      const estimate = render(createPortal(<PrintDocument {...props} />, document.body))
      const plan = render(createPortal(<PrintDocument {...props} kind="plan" />, document.body))
      expect(document.body).toHaveAttribute('data-print-document')
      estimate.unmount()
      expect(document.body).toHaveAttribute('data-print-document')
      plan.unmount()
      expect(document.body).not.toHaveAttribute('data-print-document')
    },
  )
})
