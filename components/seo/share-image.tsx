import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import type { PageContent } from '@/content/pages'
import { siteConfig } from '@/lib/site-config'

/** The size social networks expect of a share card. */
export const shareImageSize = { width: 1200, height: 630 }

// The palette tokens of app/globals.css; the image renderer cannot read CSS variables.
const tints: Record<PageContent['tint'], { background: string; hill: string; accent: string }> = {
  home: { background: '#1a3021', hill: '#2f5639', accent: '#e0a458' },
  cattle: { background: '#4f1f10', hill: '#8c3a1e', accent: '#e0a458' },
  garlic: { background: '#2a3511', hill: '#4d5e23', accent: '#dcc48f' },
}

async function headingFont(): Promise<Buffer> {
  // Fraunces as WOFF (the share-image renderer reads WOFF, not WOFF2), read at build time for the
  // card's title only: the pages themselves use the system's serif and load no font file.
  const file = path.join(process.cwd(), 'node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff')
  return readFile(file)
}

/** A 1200 × 630 card with the page's eyebrow and title in its operation's tint, made at build time. */
export async function renderShareImage(page: PageContent): Promise<ImageResponse> {
  const tint = tints[page.tint]
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: tint.background,
          color: '#fcf9f2',
          position: 'relative',
        }}
      >
        <div style={{ display: 'flex', fontSize: 30, letterSpacing: 4, textTransform: 'uppercase', color: tint.accent }}>
          {page.hero.eyebrow}
        </div>
        <div style={{ display: 'flex', fontFamily: 'Fraunces', fontSize: 76, lineHeight: 1.1, maxWidth: 980 }}>{page.hero.title}</div>
        <div style={{ display: 'flex', fontSize: 30, color: '#ece1c8' }}>{siteConfig.siteName}</div>
        <div
          style={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            height: 18,
            background: tint.hill,
          }}
        />
      </div>
    ),
    { ...shareImageSize, fonts: [{ name: 'Fraunces', data: await headingFont(), weight: 600, style: 'normal' }] },
  )
}
