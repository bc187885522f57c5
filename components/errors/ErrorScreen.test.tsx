/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { parse } from 'yaml'
import { PageError } from '@/components/errors/PageError'
import GlobalError from '@/app/global-error'

// What next.config.mjs builds into the bundle: the error words of content/interface.yaml and each
// language's home address. The specification fixes the English heading and link.
const root = path.join(__dirname, '..', '..')
const interfaceYaml = parse(readFileSync(path.join(root, 'content', 'interface.yaml'), 'utf8'))
const pagesYaml = parse(readFileSync(path.join(root, 'content', 'pages.yaml'), 'utf8'))
process.env.ERROR_SCREEN_WORDS = JSON.stringify({ words: interfaceYaml.error, home: pagesYaml.pages[0].path })

beforeEach(() => {
  document.documentElement.lang = 'en-ZA'
})

/** The page's error screen, once its file (fetched when a page fails) has come. */
async function renderPageError(error: unknown, retry: () => void = () => {}) {
  await act(async () => {
    render(<PageError error={error} retry={retry} />)
    await import('@/components/errors/PageErrorScreen')
  })
}

describe('PageError (app/(en)/error.tsx, app/(af)/error.tsx)', () => {
  test('an error with a status shows the title and the status with its text', async () => {
    await renderPageError({ status: 404, statusText: 'Not Found' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!')
    expect(screen.getByText('404 Not Found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })

  test('an Error shows its message, and "Try again" retries', async () => {
    const retry = jest.fn()
    await renderPageError(new Error('Price list failed to load'), retry)
    expect(screen.getByText('Price list failed to load')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: interfaceYaml.error.retry.en }))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  test('a failure that says nothing of itself gets the words for that', async () => {
    await renderPageError(null)
    expect(screen.getByText(interfaceYaml.error.unknown.en)).toBeInTheDocument()
  })
})

describe('app/global-error.tsx', () => {
  test("brings its own document in the failed page's language and shows the status with its text", () => {
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
