import { ResponsivePicture } from '@/components/media/ResponsivePicture'
import { pictureSizes } from '@/components/media/picture-sizes'
import { Section } from '@/components/sections/Section'
import { resolveImage } from '@/content/images'
import type { OwnerContent } from '@/content/owner'

export type MeetTheOwnerSectionProps = {
  content: OwnerContent
  ownerName: string
  ownerTitle: string
}

/** The owner's portrait, name, title, biography and headline figures. */
export function MeetTheOwnerSection({ content, ownerName, ownerTitle }: MeetTheOwnerSectionProps) {
  return (
    <Section id="owner" title={content.heading} tint="home" banded>
      <div className="grid items-start gap-10 md:grid-cols-[minmax(0,20rem)_1fr] lg:gap-16">
        <div className="mx-auto w-full max-w-xs md:max-w-none">
          <div className="overflow-hidden rounded-(--radius-card) shadow-(--shadow-card)">
            <ResponsivePicture
              image={resolveImage(content.portrait)}
              sizes={pictureSizes.ownerPortrait}
              className="aspect-[4/5] h-auto w-full object-cover"
            />
          </div>
        </div>
        <div>
          <h3 className="text-2xl font-semibold text-pasture-900 sm:text-3xl">{ownerName}</h3>
          <p className="mt-1 text-sm font-semibold tracking-[0.12em] text-ochre-700 uppercase">{ownerTitle}</p>
          <div className="mt-6 max-w-prose space-y-4 text-ink-muted">
            {content.bio.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <dl className={`mt-8 grid max-w-md gap-4 ${content.stats.length > 1 ? 'grid-cols-2' : ''}`}>
            {content.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-white p-5 shadow-(--shadow-card)">
                <dt className="mt-1 text-sm font-medium text-ink-muted">{stat.label}</dt>
                <dd className="font-display text-4xl font-semibold text-pasture-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  )
}
