import { lazy, Suspense } from 'react'

/**
 * The error screen with its words, fetched when a page fails rather than with every page: the root's
 * app/global-error.tsx carries the same screen and words in the framework every page loads, and two
 * copies of them cost every visitor 1 KB with gzip. Should this fetch fail too (the network gone),
 * the failure goes on to app/global-error.tsx, which needs nothing more.
 */
const Screen = lazy(() => import('@/components/errors/PageErrorScreen'))

/**
 * What a page shows when it fails while drawing (each language's app/(…)/error.tsx, the client module
 * that brings it), in the page's language, in the page's document (its title stays).
 */
export function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Suspense fallback={null}>
      <Screen error={error} retry={retry} />
    </Suspense>
  )
}
