import { ResponsivePicture } from '@/components/media/ResponsivePicture'
import { Section } from '@/components/sections/Section'
import type { garlicVarieties } from '@/content/garlic'
import { resolveImage } from '@/lib/images'

export type VarietiesSectionProps = { content: typeof garlicVarieties }

/** The three garlic varieties with a picture and a description each. */
export function VarietiesSection({ content }: VarietiesSectionProps) {
  return (
    <Section id="varieties" title={content.heading} intro={content.intro} tint="garlic">
      <ul aria-labelledby="varieties-title" className="grid gap-6 md:grid-cols-3">
        {content.items.map((variety) => (
          <li key={variety.name} className="card overflow-hidden">
            <ResponsivePicture
              image={resolveImage(variety.image)}
              sizes="(min-width: 1152px) 352px, (min-width: 768px) 30vw, calc(100vw - 2.5rem)"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <div className="p-6">
              <h3 className="text-2xl font-semibold text-garlic-900">{variety.name}</h3>
              <p className="mt-2 text-ink-muted">{variety.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
