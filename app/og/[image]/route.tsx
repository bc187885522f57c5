import { shareImagePath } from '@/components/seo/metadata'
import { renderShareImage } from '@/components/seo/share-image'
import { heroOf } from '@/content/heroes'
import { languageCodes } from '@/content/languages'
import { pages } from '@/content/pages'
import { site } from '@/content/site'

// Drawn once at build time; the export ships each as a plain PNG file.
export const dynamic = 'force-static'
export const dynamicParams = false

/** One share image per page and language: /og/home.png, /og/garlic.png. */
const images = pages.flatMap((page) =>
  languageCodes.map((language) => ({ file: shareImagePath(page.key, language).replace('/og/', ''), page, language })),
)

export function generateStaticParams() {
  return images.map(({ file }) => ({ image: file }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params
  const entry = images.find((candidate) => candidate.file === image)
  if (!entry) return new Response('Not found', { status: 404 })
  const hero = heroOf(entry.page.key)
  return renderShareImage({
    tint: entry.page.tint,
    eyebrow: hero.eyebrow.in(entry.language),
    title: hero.title.in(entry.language),
    siteName: site.name,
  })
}
