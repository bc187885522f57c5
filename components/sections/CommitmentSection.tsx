import { ArrowRightIcon } from '@/components/icons'
import type { HomeContent } from '@/content/home'

export type CommitmentSectionProps = { content: HomeContent['commitment'] }

/** A closing statement on a dark band, with a 'Get in Touch' link down to the contact section. */
export function CommitmentSection({ content }: CommitmentSectionProps) {
  return (
    <section id="commitment" aria-labelledby="commitment-title" className="bg-pasture-900 py-16 text-cream-50 sm:py-24">
      <div className="container-page max-w-3xl text-center">
        <h2 id="commitment-title" className="text-2xl min-[400px]:text-3xl font-semibold sm:text-4xl">
          {content.heading}
        </h2>
        <div className="mt-6 space-y-4 text-lg text-cream-100">
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <a
          href="#contact"
          className={
            'mt-9 inline-flex min-h-12 items-center gap-2 rounded-full bg-ochre-400 px-7 ' +
            'font-semibold text-ink shadow-sm transition-colors hover:bg-wheat-300'
          }
        >
          {content.linkLabel}
          <ArrowRightIcon className="size-5" />
        </a>
      </div>
    </section>
  )
}
