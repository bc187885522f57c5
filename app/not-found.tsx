import type { Metadata } from 'next'
import Link from 'next/link'
import { NotFoundLogger } from '@/components/errors/NotFoundLogger'
import { HomeIcon } from '@/components/icons'
import { PageFrame } from '@/components/layout/PageFrame'

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist. Return to the home page of JLDT Bonsmara and Du Toit Holdings.',
  robots: { index: false },
}

export default function NotFound() {
  return (
    <PageFrame currentPath={null} hasContactSection={false}>
      <NotFoundLogger />
      <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <p className="font-display text-7xl font-semibold text-soil-600 sm:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-semibold text-pasture-900 sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-4 max-w-md text-lg text-ink-muted">
          The page may have moved, or the link may have a typing error.
        </p>
        <Link
          prefetch={false}
          href="/"
          className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-pasture-800 px-6 font-semibold text-white hover:bg-pasture-700"
        >
          <HomeIcon className="size-5" />
          Return to Home
        </Link>
      </section>
    </PageFrame>
  )
}
