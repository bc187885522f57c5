import { ResponsivePicture } from '@/components/media/ResponsivePicture'
import { cardGrid } from '@/components/sections/grid'
import { Section } from '@/components/sections/Section'
import type { GarlicContent } from '@/content/garlic'
import { resolveImage } from '@/content/images'

export type VarietiesSectionProps = { content: GarlicContent['varieties'] }

/** The varieties with a showcase: a picture and a description each. */
export function VarietiesSection({ content }: VarietiesSectionProps) {
  const shown = content.items.flatMap((variety) =>
    variety.showcase ? [{ name: variety.name, ...variety.showcase }] : [],
  )
  const grid = cardGrid(shown.length, { gap: 24 })
  return (
    <Section id="varieties" title={content.heading} intro={content.intro} tint="garlic">
      <ul aria-labelledby="varieties-title" className={`grid gap-6 ${grid.className}`}>
        {shown.map((variety) => (
          <li key={variety.name} className="card overflow-hidden">
            <ResponsivePicture
              image={resolveImage(variety.image)}
              sizes={grid.sizes}
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
