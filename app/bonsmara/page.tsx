import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/ContactSection'
import { PageFrame } from '@/components/layout/PageFrame'
import { BackgroundingSection } from '@/components/sections/BackgroundingSection'
import { CattleServicesSection } from '@/components/sections/CattleServicesSection'
import { CertificationsSection } from '@/components/sections/CertificationsSection'
import { GallerySection } from '@/components/sections/GallerySection'
import { Hero } from '@/components/sections/Hero'
import { RotationalGrazingSection } from '@/components/sections/RotationalGrazingSection'
import { SocialFeedSection } from '@/components/sections/SocialFeedSection'
import { SocialSection } from '@/components/sections/SocialSection'
import { backgroundingProgramme, bonsmaraServices, rotationalGrazing } from '@/content/bonsmara'
import { bonsmaraCertifications } from '@/content/certifications'
import { cattleGallery } from '@/content/galleries'
import { bonsmaraPage } from '@/content/pages'
import { socialContent } from '@/content/social'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata(bonsmaraPage)

export default function BonsmaraPage() {
  return (
    <PageFrame currentPath={bonsmaraPage.path}>
      <Hero hero={bonsmaraPage.hero} tint={bonsmaraPage.tint} />
      <CattleServicesSection content={bonsmaraServices} />
      <BackgroundingSection content={backgroundingProgramme} />
      <RotationalGrazingSection content={rotationalGrazing} />
      <GallerySection
        id="gallery"
        title={cattleGallery.heading}
        intro={cattleGallery.intro}
        tint="cattle"
        banded
        items={cattleGallery.images.map((image) => ({ image }))}
        columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
        sizes="(min-width: 1152px) 264px, (min-width: 1024px) 23vw, (min-width: 768px) 30vw, 45vw"
      />
      <CertificationsSection certifications={bonsmaraCertifications} tint="cattle" />
      <SocialSection title={socialContent.block.heading} text={socialContent.block.bonsmaraText} tint="cattle" />
      <SocialFeedSection content={socialContent.feed} />
      <ContactSection intro={bonsmaraPage.contactIntro} subject={bonsmaraPage.contactSubject} />
    </PageFrame>
  )
}
