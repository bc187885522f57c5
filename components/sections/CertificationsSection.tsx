import { AwardIcon, CheckBadgeIcon, ShieldIcon } from '@/components/icons'
import { Section } from '@/components/sections/Section'
import { sectionTint } from '@/components/sections/tints'
import type { Certification } from '@/content/certifications'
import type { PageTint } from '@/content/pages'

export type CertificationsSectionProps = {
  certifications: Certification[]
  tint: PageTint
  title?: string
  intro?: string
}

const icons = { shield: ShieldIcon, check: CheckBadgeIcon, award: AwardIcon } as const

/** Certification cards: title, issuer, year and icon; one, two or three per row by screen width. */
export function CertificationsSection({
  certifications,
  tint,
  title = 'Certifications & Awards',
  intro,
}: CertificationsSectionProps) {
  const colours = sectionTint[tint]
  return (
    <Section id="certifications" title={title} intro={intro} tint={tint}>
      <ul aria-labelledby="certifications-title" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {certifications.map((certification) => {
          const Icon = icons[certification.icon] ?? AwardIcon
          return (
            <li key={certification.title} className="card flex gap-4 border border-cream-200 p-6">
              <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${colours.accentSoft} ${colours.accentText}`}>
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className="font-sans text-lg leading-snug font-semibold text-ink">{certification.title}</h3>
                <p className="mt-1 text-ink-muted">{certification.issuer}</p>
                <p className="mt-2 text-sm font-semibold text-ink-muted">
                  <span className="sr-only">Year: </span>
                  {certification.year}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
