/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import PageError from '@/app/error'
import GlobalError from '@/app/global-error'

describe('app/error.tsx', () => {
  test('an error with a status shows the title and the status with its text', () => {
    render(<PageError error={{ status: 404, statusText: 'Not Found' }} retry={() => {}} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!')
    expect(screen.getByText('404 Not Found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })

  test('an Error shows its message, and "Try again" retries', () => {
    const retry = jest.fn()
    render(<PageError error={new Error('Price list failed to load')} retry={retry} />)
    expect(screen.getByText('Price list failed to load')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })
})

describe('app/global-error.tsx', () => {
  test('brings its own document and shows the status with its text', () => {
    const html = renderToStaticMarkup(
      <GlobalError error={{ status: 503, statusText: 'Service Unavailable' }} retry={() => {}} />,
    )
    expect(html).toMatch(/^<html lang="en-ZA">/)
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toContain('503 Service Unavailable')
  })

  test('shows the error message when the error carries no status', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('Layout crashed')} retry={() => {}} />)
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toContain('Layout crashed')
    expect(html).toContain('href="/"')
  })
})
