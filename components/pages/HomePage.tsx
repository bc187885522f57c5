import { ContactSection } from '@/components/contact/ContactSection'
import { frameFor } from '@/components/layout/frame'
import { PageFrame } from '@/components/layout/PageFrame'
import { CertificationsSection } from '@/components/sections/CertificationsSection'
import { CommitmentSection } from '@/components/sections/CommitmentSection'
import { Hero } from '@/components/sections/Hero'
import { MeetTheOwnerSection } from '@/components/sections/MeetTheOwnerSection'
import { OperationsSection } from '@/components/sections/OperationsSection'
import { TestimonialsSection } from '@/components/sections/TestimonialsSection'
import { JsonLd } from '@/components/seo/JsonLd'
import { shareImagePath } from '@/components/seo/metadata'
import { businessFacts, hrefIn } from '@/components/pages/page-helpers'
import { certificationsOn } from '@/content/certifications'
import { home } from '@/content/home'
import type { Language } from '@/content/languages'
import { owner } from '@/content/owner'
import { pageByKey } from '@/content/pages'
import { testimonials } from '@/content/testimonials'
import { localize } from '@/lib/localize'
import { localBusinessJsonLd, organizationJsonLd } from '@/lib/structured-data'

const key = 'home'

/** The home page in one language. */
export function HomePage({ language }: { language: Language }) {
  const frame = frameFor(language)
  const content = localize(home, language)
  const page = pageByKey(key)
  const hrefOf = hrefIn(language)
  const facts = businessFacts(frame)
  return (
    <PageFrame frame={frame} currentKey={key}>
      <Hero hero={content.hero} tint={page.tint} hrefOf={hrefOf} />
      <OperationsSection content={content.operations} hrefOf={hrefOf} />
      <MeetTheOwnerSection
        content={localize(owner, language)}
        ownerName={frame.settings.ownerName}
        ownerTitle={frame.site.ownerTitle}
      />
      <CertificationsSection
        certifications={localize(certificationsOn(key), language)}
        tint={page.tint}
        words={frame.words.certifications}
      />
      <TestimonialsSection
        testimonials={localize(testimonials, language)}
        tint={page.tint}
        language={language}
        words={frame.words.testimonials}
      />
      <CommitmentSection content={content.commitment} />
      <ContactSection frame={frame} page={content.contact} />
      {/* The business as a whole is described once, on its home page, as search engines advise;
          after the words, which a slow link brings first. */}
      <JsonLd
        data={[
          organizationJsonLd(facts, page.path[language]),
          ...facts.operations.map((operation) =>
            localBusinessJsonLd(facts, operation, { image: shareImagePath(operation.key, language) }),
          ),
        ]}
      />
    </PageFrame>
  )
}
