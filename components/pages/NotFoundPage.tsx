import type { Metadata } from 'next'
import Link from 'next/link'
import { NotFoundLogger } from '@/components/errors/NotFoundLogger'
import { HomeIcon } from '@/components/icons'
import { frameFor } from '@/components/layout/frame'
import { PageFrame } from '@/components/layout/PageFrame'
import type { Language } from '@/content/languages'

export function notFoundMetadata(language: Language): Metadata {
  const { words } = frameFor(language)
  return { title: words.notFound.title, description: words.notFound.description, robots: { index: false } }
}

/** The page every unknown address answers with (status 404), inside the normal layout. */
export function NotFoundPage({ language }: { language: Language }) {
  const frame = frameFor(language)
  const { notFound } = frame.words
  return (
    <PageFrame frame={frame} currentKey={null} hasContactSection={false}>
      <NotFoundLogger />
      <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <p className="font-display text-7xl font-semibold text-soil-600 sm:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-semibold text-pasture-900 sm:text-4xl">{notFound.heading}</h1>
        <p className="mt-4 max-w-md text-lg text-ink-muted">{notFound.text}</p>
        <Link
          prefetch={false}
          href={frame.navigation[0]!.href}
          className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-pasture-800 px-6 font-semibold text-white hover:bg-pasture-700"
        >
          <HomeIcon className="size-5" />
          {notFound.home}
        </Link>
      </section>
    </PageFrame>
  )
}
