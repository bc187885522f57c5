import { errorWords } from '@/components/errors/error-words'
import { ErrorScreen } from '@/components/errors/ErrorScreen'

/** The error screen of a failed page in the page's language (components/errors/PageError.tsx fetches it). */
export default function PageErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} onRetry={retry} words={errorWords()} />
}
