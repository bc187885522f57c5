import type { Metadata } from 'next'
import { GarlicSeedCalculatorSection } from '@/components/calculator/GarlicSeedCalculatorSection'
import { ContactSection } from '@/components/contact/ContactSection'
import { PageFrame } from '@/components/layout/PageFrame'
import { CertificationsSection } from '@/components/sections/CertificationsSection'
import { GallerySection } from '@/components/sections/GallerySection'
import { GarlicServicesSection } from '@/components/sections/GarlicServicesSection'
import { Hero } from '@/components/sections/Hero'
import { SocialSection } from '@/components/sections/SocialSection'
import { VarietiesSection } from '@/components/sections/VarietiesSection'
import { WhyChooseSection } from '@/components/sections/WhyChooseSection'
import { JsonLd } from '@/components/seo/JsonLd'
import { garlicCertifications } from '@/content/certifications'
import { garlicFieldsGallery } from '@/content/galleries'
import {
  fieldServices,
  garlicServices,
  garlicVarieties,
  growerSaving,
  growingSteps,
  processingFacility,
  processingServices,
  travellingCharge,
  whyChooseGarlic,
} from '@/content/garlic'
import { garlicPage } from '@/content/pages'
import { socialContent } from '@/content/social'
import { pageMetadata } from '@/lib/seo'
import { siteConfig } from '@/lib/site-config'
import { serviceJsonLd } from '@/lib/structured-data'

export const metadata: Metadata = pageMetadata(garlicPage)

/** Every priced garlic service as a schema.org Service with its Offer in rand per unit. */
const pricedServices = [
  ...[fieldServices, processingServices].flatMap((list) =>
    list.items.map((service) => serviceJsonLd(siteConfig, service, { category: list.heading, pagePath: garlicPage.path })),
  ),
  serviceJsonLd(siteConfig, travellingCharge, { category: fieldServices.heading, pagePath: garlicPage.path }),
]

export default function GarlicPage() {
  return (
    <PageFrame currentPath={garlicPage.path}>
      <JsonLd data={pricedServices} />
      <Hero hero={garlicPage.hero} tint={garlicPage.tint} />
      <VarietiesSection content={garlicVarieties} />
      <GarlicServicesSection
        intro={garlicServices}
        field={fieldServices}
        processing={processingServices}
        facility={processingFacility}
        travel={travellingCharge}
        saving={growerSaving}
      />
      <GarlicSeedCalculatorSection />
      <GallerySection
        id="growing"
        title={growingSteps.heading}
        intro={growingSteps.intro}
        tint="garlic"
        banded
        items={growingSteps.steps.map((step) => ({ image: step.image, title: step.title, text: step.description }))}
        columns="sm:grid-cols-2 lg:grid-cols-4"
        sizes="(min-width: 1152px) 264px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, calc(100vw - 2.5rem)"
        numbered
      />
      <GallerySection
        id="fields"
        title={garlicFieldsGallery.heading}
        intro={garlicFieldsGallery.intro}
        tint="garlic"
        items={garlicFieldsGallery.images.map((image) => ({ image }))}
        columns="grid-cols-2 lg:grid-cols-4"
        sizes="(min-width: 1152px) 264px, (min-width: 1024px) 23vw, 45vw"
      />
      <CertificationsSection certifications={garlicCertifications} tint="garlic" />
      <SocialSection title={socialContent.block.heading} text={socialContent.block.garlicText} tint="garlic" />
      <WhyChooseSection content={whyChooseGarlic} />
      <ContactSection intro={garlicPage.contactIntro} subject={garlicPage.contactSubject} />
    </PageFrame>
  )
}
