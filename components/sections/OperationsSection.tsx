import { ArrowRightIcon, CheckIcon } from '@/components/icons'
import { ResponsivePicture } from '@/components/media/ResponsivePicture'
import { cardGrid } from '@/components/sections/grid'
import { Section } from '@/components/sections/Section'
import { sectionTint } from '@/components/sections/tints'
import type { HomeContent } from '@/content/home'
import { resolveImage } from '@/content/images'

export type OperationsSectionProps = {
  content: HomeContent['operations']
  /** Each card's page address, in the page's language, by its key. */
  hrefOf: (pageKey: string) => string
}

/** Home's two operation cards, each in its operation's tint and leading to its page. */
export function OperationsSection({ content, hrefOf }: OperationsSectionProps) {
  const grid = cardGrid(content.cards.length, { gap: 32 })
  return (
    <Section id="operations" title={content.heading} intro={content.intro} tint="home">
      <ul aria-labelledby="operations-title" className={`grid gap-8 ${grid.className}`}>
        {content.cards.map((card) => {
          const tint = sectionTint[card.tint]
          return (
            <li key={card.page}>
              <article className="card flex h-full flex-col overflow-hidden">
                <ResponsivePicture
                  image={resolveImage(card.image)}
                  sizes={grid.sizes}
                  className="aspect-[3/2] h-auto w-full object-cover"
                />
                <div className={`h-1.5 ${tint.accent}`} aria-hidden="true" />
                <div className="flex flex-1 flex-col p-6 sm:p-8">
                  <h3 className={`text-2xl font-semibold ${tint.heading}`}>{card.title}</h3>
                  <p className="mt-3 text-ink-muted">{card.summary}</p>
                  <h4 className="mt-6 text-sm font-semibold tracking-[0.12em] text-ink-muted uppercase">
                    {card.highlightsLabel}
                  </h4>
                  <ul className="mt-3 space-y-2">
                    {card.highlights.map((highlight) => (
                      <li key={highlight} className="flex items-center gap-3">
                        <span
                          className={
                            `inline-flex size-7 shrink-0 items-center justify-center rounded-full ` +
                            `${tint.accentSoft} ${tint.accentText}`
                          }
                        >
                          <CheckIcon className="size-4" />
                        </span>
                        {highlight}
                      </li>
                    ))}
                  </ul>
                  <a
                    href={hrefOf(card.page)}
                    className={
                      `mt-8 inline-flex min-h-12 items-center gap-2 self-start rounded-full px-6 ` +
                      `font-semibold text-white transition-opacity hover:opacity-90 ${tint.accent}`
                    }
                  >
                    {card.linkLabel}
                    <ArrowRightIcon className="size-5" />
                  </a>
                </div>
              </article>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
