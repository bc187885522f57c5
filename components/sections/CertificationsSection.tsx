import { iconsByName } from '@/components/icons'
import { certificationColumns } from '@/components/sections/grid'
import { Section } from '@/components/sections/Section'
import { sectionTint } from '@/components/sections/tints'
import type { Certification } from '@/content/certifications'
import type { Tint } from '@/content/schema'

export type CertificationsSectionProps = {
  certifications: readonly Certification[]
  tint: Tint
  /** 'Certifications & Awards' and the words read before a year, in the page's language. */
  words: { heading: string; year: string }
}

/** Certification cards: title, issuer, year and icon; one, two or three per row by screen width. */
export function CertificationsSection({ certifications, tint, words }: CertificationsSectionProps) {
  // A page without certifications shows no empty section.
  if (certifications.length === 0) return null
  const colours = sectionTint[tint]
  return (
    <Section id="certifications" title={words.heading} tint={tint}>
      <ul
        aria-labelledby="certifications-title"
        className={`grid gap-5 ${certificationColumns(certifications.length)}`}
      >
        {certifications.map((certification) => {
          const Icon = iconsByName[certification.icon]
          return (
            // The icon sits above the title, so a long Afrikaans compound gets the card's whole width
            // (a size smaller below 360 px, and where two or three cards share a row, up to 1 280 px):
            // WebKit, and Chromium without its hyphenation data, break such a word mid-way, not
            // hyphenate it (content/schema.ts, wordLimits.certificationTitle: 24 letters, such as
            // privaatheidskennisgewing, 234 px at 16 px where two cards share a 640 px screen).
            <li key={certification.title} className="card flex flex-col gap-4 border border-cream-200 p-5">
              <span
                aria-hidden="true"
                className={
                  `inline-flex size-12 shrink-0 items-center justify-center rounded-full ` +
                  `${colours.accentSoft} ${colours.accentText}`
                }
              >
                <Icon className="size-6" />
              </span>
              <div className="min-w-0">
                <h3
                  className={
                    'font-sans text-base leading-snug font-semibold text-ink min-[360px]:text-lg ' +
                    'sm:text-base xl:text-lg'
                  }
                >
                  {certification.title}
                </h3>
                <p className="mt-1 text-ink-muted">{certification.issuer}</p>
                <p className="mt-2 text-sm font-semibold text-ink-muted">
                  <span className="sr-only">{`${words.year} `}</span>
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
