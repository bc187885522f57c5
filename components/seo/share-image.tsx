import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import type { Tint } from '@/content/schema'
import { themeColour } from '@/content/theme'

/** The size social networks expect of a share card. */
export const shareImageSize = { width: 1200, height: 630 }

// The palette tokens of app/globals.css, by the page's tint; the image renderer cannot read CSS.
export const shareImageTints: Record<Tint, { background: string; hill: string; accent: string }> = {
  home: { background: 'pasture-900', hill: 'pasture-700', accent: 'ochre-400' },
  cattle: { background: 'cattle-900', hill: 'cattle-700', accent: 'ochre-400' },
  garlic: { background: 'garlic-900', hill: 'garlic-700', accent: 'wheat-300' },
}

/** The card's title and site name, the same on every tint. */
export const shareImageText = { title: 'cream-50', siteName: 'cream-200' } as const

/** A file of an installed package, found the way Node finds packages: in node_modules here or above. */
function packageFile(relative: string): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', relative)
    if (existsSync(candidate)) return candidate
    if (path.dirname(dir) === dir) throw new Error(`node_modules/${relative} is not installed`)
  }
}

async function headingFont(): Promise<Buffer> {
  // Fraunces as WOFF (the share-image renderer reads WOFF, not WOFF2), read at build time for the
  // card's title only: the pages themselves use the system's serif and load no font file.
  return readFile(packageFile('@fontsource/fraunces/files/fraunces-latin-600-normal.woff'))
}

export type ShareImageProps = { tint: Tint; eyebrow: string; title: string; siteName: string }

/** A 1200 × 630 card with the page's eyebrow and title in its operation's tint, made at build time. */
export async function renderShareImage({ tint, eyebrow, title, siteName }: ShareImageProps): Promise<ImageResponse> {
  const colours = shareImageTints[tint]
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: themeColour(colours.background),
        color: themeColour(shareImageText.title),
        position: 'relative',
      }}
    >
      <div
        style={{
          display: 'flex',
          fontSize: 30,
          letterSpacing: 4,
          textTransform: 'uppercase',
          color: themeColour(colours.accent),
        }}
      >
        {eyebrow}
      </div>
      <div style={{ display: 'flex', fontFamily: 'Fraunces', fontSize: 76, lineHeight: 1.1, maxWidth: 980 }}>
        {title}
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: themeColour(shareImageText.siteName) }}>{siteName}</div>
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 18,
          background: themeColour(colours.hill),
        }}
      />
    </div>,
    { ...shareImageSize, fonts: [{ name: 'Fraunces', data: await headingFont(), weight: 600, style: 'normal' }] },
  )
}
