import { Fragment } from 'react'
import { ArrowRightIcon } from '@/components/icons'
import { ResponsivePicture } from '@/components/media/ResponsivePicture'
import { pictureSizes } from '@/components/media/picture-sizes'
import { heroTint } from '@/components/sections/tints'
import type { HomeContent } from '@/content/home'
import { resolveImage } from '@/content/images'
import type { Tint } from '@/content/schema'

export type HeroProps = {
  hero: HomeContent['hero']
  tint: Tint
  /** A button's address: a page key's path in the page's language, or a section (#contact) as it is. */
  hrefOf: (to: string) => string
}

/** The opening band of a page: its one `<h1>`, a lead paragraph, up to two calls to action and its picture. */
export function Hero({ hero, tint, hrefOf }: HeroProps) {
  const colours = heroTint[tint]
  return (
    <section aria-labelledby="page-title" className={`relative overflow-hidden ${colours.background} text-cream-50`}>
      <div
        className={
          'container-page relative z-10 grid items-center gap-10 pt-14 pb-28 sm:pt-20 ' +
          'sm:pb-36 lg:grid-cols-[1.05fr_1fr] lg:gap-14'
        }
      >
        <div>
          <p className={`text-sm font-semibold tracking-[0.14em] uppercase ${colours.eyebrow}`}>{hero.eyebrow}</p>
          <h1
            id="page-title"
            className="mt-4 max-w-3xl text-[2rem] font-semibold min-[360px]:text-4xl sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-cream-100 sm:text-xl">{hero.lead}</p>
          {hero.actions.length > 0 && (
            <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {hero.actions.map((action, index) => (
                <Fragment key={action.to}>
                  {index > 0 && ' '}
                  <a href={hrefOf(action.to)} className={index === 0 ? 'button-accent' : 'button-outline'}>
                    {action.label}
                    <ArrowRightIcon className="size-5" />
                  </a>
                </Fragment>
              ))}
            </div>
          )}
        </div>
        {/* Phones get a text-only hero: the heading is then the largest paint and arrives with the
            HTML, instead of waiting on a picture a small screen barely shows above the fold. */}
        <div className="hidden overflow-hidden rounded-(--radius-card) shadow-2xl ring-1 ring-cream-50/15 md:block">
          <ResponsivePicture
            image={resolveImage(hero.image)}
            sizes={pictureSizes.hero}
            hiddenBelow={768}
            priority
            className="aspect-[3/2] h-auto w-full object-cover"
          />
        </div>
      </div>
      {/* The hills, drawn by the style sheet (app/globals.css, hero-hills). */}
      <span aria-hidden="true" className={`hero-hills ${colours.hills}`}>
        <span />
      </span>
    </section>
  )
}
