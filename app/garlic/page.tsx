import type { Metadata } from 'next'
import { GarlicSeedCalculatorSection } from '@/components/calculator/GarlicSeedCalculatorSection'
import { ContactSection } from '@/components/contact/ContactSection'
import { PageFrame } from '@/components/layout/PageFrame'
import { Hero } from '@/components/sections/Hero'
import { garlicPage } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata(garlicPage)

export default function GarlicPage() {
  return (
    <PageFrame currentPath={garlicPage.path}>
      <Hero hero={garlicPage.hero} tint={garlicPage.tint} />
      <GarlicSeedCalculatorSection />
      <ContactSection intro={garlicPage.contactIntro} subject={garlicPage.contactSubject} />
    </PageFrame>
  )
}
