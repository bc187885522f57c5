'use client'

import { ErrorScreen } from '@/components/errors/ErrorScreen'
import './globals.css'

/** Replaces the root layout when it fails, so it brings its own document. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-ZA">
      <body>
        <title>Unexpected Application Error!</title>
        <ErrorScreen error={error} onRetry={retry} />
      </body>
    </html>
  )
}
