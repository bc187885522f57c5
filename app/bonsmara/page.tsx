import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/ContactSection'
import { PageFrame } from '@/components/layout/PageFrame'
import { Hero } from '@/components/sections/Hero'
import { bonsmaraPage } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata(bonsmaraPage)

export default function BonsmaraPage() {
  return (
    <PageFrame currentPath={bonsmaraPage.path}>
      <Hero hero={bonsmaraPage.hero} tint={bonsmaraPage.tint} />
      <ContactSection intro={bonsmaraPage.contactIntro} subject={bonsmaraPage.contactSubject} />
    </PageFrame>
  )
}
