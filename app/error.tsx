'use client'

import { errorWords } from '@/components/errors/error-words'
import { ErrorScreen } from '@/components/errors/ErrorScreen'

export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} onRetry={retry} words={errorWords()} />
}
