import type { ReactNode } from 'react'
import { sectionTint } from '@/components/sections/tints'
import type { Tint } from '@/content/schema'

export type SectionProps = {
  /** Anchor and heading id stem: `id` on the section, `${id}-title` on its heading. */
  id: string
  title: string
  intro?: string
  tint: Tint
  /** A soft band of the operation's tint, to separate neighbouring sections. */
  banded?: boolean
  children: ReactNode
}

/** One band of a page: a level-two heading, an optional lead paragraph and the section's content. */
export function Section({ id, title, intro, tint, banded = false, children }: SectionProps) {
  const colours = sectionTint[tint]
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`py-16 sm:py-24 ${banded ? colours.band : ''}`}>
      <div className="container-page">
        <div className="max-w-2xl">
          <span aria-hidden="true" className={`mb-5 block h-1 w-12 rounded-full ${colours.accent}`} />
          {/* Every section heading is a size smaller under 400 px, so a long Afrikaans compound
              ("agtergrondingsprogram") keeps to one line in every engine's fonts (e2e/pages.spec.ts,
              e2e/webkit/). */}
          <h2
            id={`${id}-title`}
            className={`text-2xl min-[400px]:text-3xl font-semibold sm:text-4xl ${colours.heading}`}
          >
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-ink-muted">{intro}</p>}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  )
}
