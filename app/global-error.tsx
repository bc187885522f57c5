'use client'

import { errorWords } from '@/components/errors/error-words'
import { ErrorScreen } from '@/components/errors/ErrorScreen'
import './globals.css'

/** Replaces the root layout when it fails, so it brings its own document, in the failed page's language. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const words = errorWords()
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined
  return (
    <html lang={lang}>
      <body>
        <title>{words.heading}</title>
        <ErrorScreen error={error} onRetry={retry} words={words} />
      </body>
    </html>
  )
}
