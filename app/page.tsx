import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/ContactSection'
import { PageFrame } from '@/components/layout/PageFrame'
import { CertificationsSection } from '@/components/sections/CertificationsSection'
import { CommitmentSection } from '@/components/sections/CommitmentSection'
import { Hero } from '@/components/sections/Hero'
import { MeetTheOwnerSection } from '@/components/sections/MeetTheOwnerSection'
import { OperationsSection } from '@/components/sections/OperationsSection'
import { TestimonialsSection } from '@/components/sections/TestimonialsSection'
import { JsonLd } from '@/components/seo/JsonLd'
import { homeCertifications } from '@/content/certifications'
import { commitmentSection, operationsSection } from '@/content/home'
import { meetTheOwner } from '@/content/owner'
import { homePage } from '@/content/pages'
import { homeTestimonials } from '@/content/testimonials'
import { pageMetadata } from '@/lib/seo'
import { siteConfig } from '@/lib/site-config'
import { localBusinessJsonLd, organizationJsonLd } from '@/lib/structured-data'

export const metadata: Metadata = pageMetadata(homePage, { isHome: true })

export default function HomePage() {
  return (
    <PageFrame currentPath={homePage.path}>
      {/* The business as a whole is described once, on its home page, as search engines advise. */}
      <JsonLd data={[organizationJsonLd(siteConfig), localBusinessJsonLd(siteConfig)]} />
      <Hero hero={homePage.hero} tint={homePage.tint} />
      <OperationsSection content={operationsSection} />
      <MeetTheOwnerSection content={meetTheOwner} ownerName={siteConfig.ownerName} ownerTitle={siteConfig.ownerTitle} />
      <CertificationsSection certifications={homeCertifications} tint="home" />
      <TestimonialsSection testimonials={homeTestimonials} tint="home" />
      <CommitmentSection content={commitmentSection} />
      <ContactSection intro={homePage.contactIntro} subject={homePage.contactSubject} />
    </PageFrame>
  )
}
