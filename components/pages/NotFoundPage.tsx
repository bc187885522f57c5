import type { Metadata } from 'next'
import { HomeIcon } from '@/components/icons'
import { frameFor } from '@/components/layout/frame'
import { PageFrame } from '@/components/layout/PageFrame'
import { defaultLanguage, languageCodes, languages } from '@/content/languages'
import { pages } from '@/content/pages'

/** The 404 page's title and description in every language, the default language's first. */
export function notFoundMetadata(): Metadata {
  const words = orderedLanguages().map((language) => frameFor(language).words.notFound)
  return {
    title: words.map((notFound) => notFound.title).join(' · '),
    description: words.map((notFound) => notFound.description).join(' '),
    robots: { index: false },
  }
}

function orderedLanguages() {
  return [defaultLanguage, ...languageCodes.filter((code) => code !== defaultLanguage)]
}

/**
 * The page every unknown address answers with (status 404): one page for every language, since an
 * unknown address says nothing of its reader's. It is drawn in the default language's frame, and
 * says the same in each language, each with a link to its own home page.
 */
export function NotFoundPage() {
  const [first, ...others] = orderedLanguages()
  const frame = frameFor(first!)
  return (
    <PageFrame frame={frame} currentKey={null} hasContactSection={false}>
      {/* `data-not-found`: the page records the missing path in the console (scripts/build-steps/page-basics.ts). */}
      <section
        data-not-found=""
        className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
      >
        <p className="font-display text-7xl font-semibold text-soil-600 sm:text-8xl" aria-hidden="true">
          404
        </p>
        {[first!, ...others].map((language, index) => {
          const { notFound } = frameFor(language).words
          const Heading = index === 0 ? 'h1' : 'h2'
          return (
            <div
              key={language}
              lang={languages[language].lang}
              className={index === 0 ? 'mt-4' : 'mt-12 border-t border-cream-200 pt-10'}
            >
              <Heading className="text-3xl font-semibold text-pasture-900 sm:text-4xl">{notFound.heading}</Heading>
              <p className="mx-auto mt-4 max-w-md text-lg text-ink-muted">{notFound.text}</p>
              <a
                href={pages[0]!.path[language]}
                className={
                  'mt-6 inline-flex min-h-12 items-center gap-2 rounded-full bg-pasture-800 ' +
                  'px-6 font-semibold text-white hover:bg-pasture-700'
                }
              >
                <HomeIcon className="size-5" />
                {notFound.home}
              </a>
            </div>
          )
        })}
      </section>
    </PageFrame>
  )
}
