import { renderShareImage } from '@/components/seo/share-image'
import { homePage } from '@/content/pages'

// Drawn once at build time; the export ships it as a plain PNG file.
export const dynamic = 'force-static'

export function GET() {
  return renderShareImage(homePage)
}
