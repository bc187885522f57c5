import type { ErrorWords } from '@/components/errors/error-words'
import { describeError } from '@/lib/error-details'

export type ErrorScreenProps = {
  error: unknown
  onRetry?: () => void
  words: ErrorWords
}

/** The fallback shown when a page fails unexpectedly; plain enough to render without the site's styles. */
export function ErrorScreen({ error, onRetry, words }: ErrorScreenProps) {
  return (
    <div role="alert" className="container-page max-w-2xl py-24 text-center">
      <h1 className="text-3xl font-semibold text-pasture-900 sm:text-4xl">{words.heading}</h1>
      <p className="mt-4 text-lg text-ink-muted">
        <code>{describeError(error, words.unknown)}</code>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className={
              'inline-flex min-h-11 items-center rounded-full border-2 border-pasture-700 ' +
              'px-5 font-semibold text-pasture-800'
            }
          >
            {words.retry}
          </button>
        )}
        {/* A full page load, not a client-side hop: it starts the broken app afresh. */}
        <a
          href={words.homeHref}
          className="inline-flex min-h-11 items-center rounded-full bg-pasture-800 px-5 font-semibold text-white"
        >
          {words.home}
        </a>
      </div>
    </div>
  )
}
