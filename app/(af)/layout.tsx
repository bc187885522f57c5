import type { ReactNode } from 'react'
import { SiteDocument } from '@/components/layout/SiteDocument'
import { documentMetadata, documentViewport } from '@/components/seo/metadata'
import '../globals.css'

export const metadata = documentMetadata('af')
export const viewport = documentViewport

/** The root layout of the Afrikaans pages (/af and below): their own `<html lang="af-ZA">`. */
export default function AfrikaansLayout({ children }: { children: ReactNode }) {
  return <SiteDocument language="af">{children}</SiteDocument>
}
