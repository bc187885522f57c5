import { SaleTeaser } from '@/components/catalogue/SaleTeaser'
import { ContactSection } from '@/components/contact/ContactSection'
import { frameFor } from '@/components/layout/frame'
import { PageFrame } from '@/components/layout/PageFrame'
import { pictureSizes } from '@/components/media/picture-sizes'
import { hrefIn } from '@/components/pages/page-helpers'
import { BackgroundingSection } from '@/components/sections/BackgroundingSection'
import { CattleServicesSection } from '@/components/sections/CattleServicesSection'
import { CertificationsSection } from '@/components/sections/CertificationsSection'
import { GallerySection } from '@/components/sections/GallerySection'
import { Hero } from '@/components/sections/Hero'
import { RotationalGrazingSection } from '@/components/sections/RotationalGrazingSection'
import { SocialFeedSection } from '@/components/sections/SocialFeedSection'
import { SocialSection } from '@/components/sections/SocialSection'
import { bonsmara } from '@/content/bonsmara'
import { certificationsOn } from '@/content/certifications'
import type { Language } from '@/content/languages'
import { pageByKey } from '@/content/pages'
import { social } from '@/content/social'
import { localize } from '@/lib/localize'

const key = 'bonsmara'

/** The JLDT Bonsmara page in one language. */
export function BonsmaraPage({ language }: { language: Language }) {
  const frame = frameFor(language)
  const content = localize(bonsmara, language)
  const socialWords = localize(social, language)
  const page = pageByKey(key)
  return (
    <PageFrame frame={frame} currentKey={key}>
      <Hero hero={content.hero} tint={page.tint} hrefOf={hrefIn(language)} />
      <SaleTeaser language={language} />
      <CattleServicesSection content={content.services} />
      <BackgroundingSection content={content.backgrounding} />
      <RotationalGrazingSection content={content.grazing} />
      <GallerySection
        id="gallery"
        title={content.gallery.heading}
        intro={content.gallery.intro}
        tint="cattle"
        banded
        items={content.gallery.photos.map((image) => ({ image }))}
        columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
        sizes={pictureSizes.photosTwoToThreeToFour}
        words={frame.words.gallery}
      />
      <CertificationsSection
        certifications={localize(certificationsOn(key), language)}
        tint={page.tint}
        words={frame.words.certifications}
      />
      <SocialSection frame={frame} title={socialWords.followHeading} text={content.follow} tint="cattle" />
      <SocialFeedSection frame={frame} content={socialWords.feed} />
      <ContactSection frame={frame} page={content.contact} />
    </PageFrame>
  )
}
