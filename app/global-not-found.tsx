import { SiteDocument } from '@/components/layout/SiteDocument'
import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage'
import { documentMetadata, documentViewport } from '@/components/seo/metadata'
import { defaultLanguage } from '@/content/languages'
import './globals.css'

// Each language has its own root layout, so the page for unknown addresses brings its own document.
export const metadata = { ...documentMetadata(defaultLanguage), ...notFoundMetadata() }
export const viewport = documentViewport

export default function GlobalNotFound() {
  return (
    <SiteDocument language={defaultLanguage}>
      <NotFoundPage />
    </SiteDocument>
  )
}
