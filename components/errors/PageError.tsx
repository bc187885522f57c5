import { errorWords } from '@/components/errors/error-words'
import { ErrorScreen } from '@/components/errors/ErrorScreen'

/**
 * What a page shows when it fails while drawing (each language's app/(…)/error.tsx, the client module
 * that brings it), in the page's language.
 */
export function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} onRetry={retry} words={errorWords()} />
}
