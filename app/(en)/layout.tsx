import type { ReactNode } from 'react'
import { SiteDocument } from '@/components/layout/SiteDocument'
import { documentMetadata, documentViewport } from '@/components/seo/metadata'
import '../globals.css'

export const metadata = documentMetadata('en')
export const viewport = documentViewport

/** The root layout of the English pages: their own `<html lang="en-ZA">`. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument language="en">{children}</SiteDocument>
}
