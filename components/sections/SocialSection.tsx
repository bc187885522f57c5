import { SocialProfileLinks } from '@/components/sections/SocialProfileLinks'
import { sectionTint } from '@/components/sections/tints'
import type { Frame } from '@/components/layout/frame'
import type { Tint } from '@/content/schema'

export type SocialSectionProps = {
  frame: Frame
  title: string
  text: string
  tint: Tint
}

/** A short band inviting visitors to follow the farm on Instagram and Facebook. */
export function SocialSection({ frame, title, text, tint }: SocialSectionProps) {
  const colours = sectionTint[tint]
  return (
    <section id="follow" aria-labelledby="follow-title" className={`py-14 sm:py-16 ${colours.band}`}>
      <div className="container-page flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="follow-title" className={`text-2xl min-[400px]:text-3xl font-semibold ${colours.heading}`}>
            {title}
          </h2>
          <p className="mt-3 text-lg text-ink-muted">{text}</p>
        </div>
        <SocialProfileLinks profiles={frame.settings} newTab={frame.words.newTab} buttonClass={colours.accent} />
      </div>
    </section>
  )
}
