/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { paperDate, ToolActions, type ShareWords } from '@/components/print/ToolActions'

const words: ShareWords = {
  share: 'Share',
  whatsApp: 'Send on WhatsApp',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Could not copy.',
  newTab: '(opens in a new tab)',
}
const share = {
  title: 'Season estimate',
  text: 'Season estimate from your published prices:\n- Planting: 2 ha × R 2 500 = R 5 000\nTotal: R 5 000',
  url: 'https://www.example.com/garlic?hectares=2',
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
})

describe('ToolActions', () => {
  test('Print makes the document ready (its QR code), then opens the browser’s print', async () => {
    const order: string[] = []
    const print = jest.spyOn(window, 'print').mockImplementation(() => void order.push('print'))
    render(
      <ToolActions
        print={{ label: 'Print or save this estimate', prepare: async () => void order.push('prepare') }}
        share={share}
        words={words}
      />,
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Print or save this estimate' })))
    expect(order).toEqual(['prepare', 'print'])
    print.mockRestore()
  })

  test('where the browser shares, one Share button sends the words and the address', async () => {
    const shared: ShareData[] = []
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => void shared.push(data),
      configurable: true,
    })
    render(<ToolActions print={{ label: 'Print', prepare: async () => {} }} share={share} words={words} />)
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })))
    expect(shared).toEqual([share])
  })

  test('elsewhere, WhatsApp opens with the words and the address written, in a new tab it says it opens', () => {
    render(<ToolActions print={{ label: 'Print', prepare: async () => {} }} share={share} words={words} />)
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull()
    const link = screen.getByRole('link', { name: 'Send on WhatsApp (opens in a new tab)' })
    const href = new URL(link.getAttribute('href')!)
    expect(href.origin + href.pathname).toBe('https://wa.me/')
    expect(href.searchParams.get('text')).toBe(`${share.text}\n${share.url}`)
    expect(link).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
  })
})

describe('paperDate', () => {
  test.each([
    [new Date(2026, 0, 5), '2026-01-05'],
    [new Date(2026, 10, 25, 23, 59), '2026-11-25'],
  ])('%s is written %s', (date, written) => expect(paperDate(date)).toBe(written))
})
