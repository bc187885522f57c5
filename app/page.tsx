import type { Metadata } from 'next'
import { ContactSection } from '@/components/contact/ContactSection'
import { PageFrame } from '@/components/layout/PageFrame'
import { Hero } from '@/components/sections/Hero'
import { homePage } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata(homePage, { isHome: true })

export default function HomePage() {
  return (
    <PageFrame currentPath={homePage.path}>
      <Hero hero={homePage.hero} tint={homePage.tint} />
      <ContactSection intro={homePage.contactIntro} subject={homePage.contactSubject} />
    </PageFrame>
  )
}
