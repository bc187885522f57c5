/**
 * `npm run icons`: draws the PNG icons (home screen, maskable, Apple touch) from public/icon.svg.
 * Run it after changing the mark; the PNGs are committed so a build needs no image tools.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { brandColour } from '../content/theme'
import { root } from './site/build-state'

const mark = readFileSync(path.join(root, 'public', 'icon.svg'))
// The brand green of app/globals.css, the maskable icons' full-bleed background.
const background = brandColour()

async function plain(size: number, file: string) {
  await sharp(mark, { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file)
}

/** Maskable icons keep the mark inside the central 80 % safe zone on a full-bleed background. */
async function maskable(size: number, file: string) {
  const inner = Math.round(size * 0.7)
  const icon = await sharp(mark, { density: 72 * (inner / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer()
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: icon, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(file)
}

async function main() {
  const folder = path.join(root, 'public', 'icons')
  mkdirSync(folder, { recursive: true })
  await plain(192, path.join(folder, 'icon-192.png'))
  await plain(512, path.join(folder, 'icon-512.png'))
  await maskable(192, path.join(folder, 'maskable-192.png'))
  await maskable(512, path.join(folder, 'maskable-512.png'))
  await maskable(180, path.join(root, 'public', 'apple-icon.png'))
  console.log('Icons written to public/icons/ and public/apple-icon.png')
}

void main()
