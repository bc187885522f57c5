import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { buildImages, widthsFor } from './image-pipeline'

let dir: string
let options: Parameters<typeof buildImages>[0]

/** A real JPEG with two colour halves, so resizing has something to resample. */
async function writeJpeg(file: string, width: number, height: number, orientation?: number) {
  const left = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: '#3d6b48' } })
    .png()
    .toBuffer()
  let image = sharp({ create: { width, height, channels: 3, background: '#dcc48f' } }).composite([
    { input: left, left: 0, top: 0 },
  ])
  if (orientation) image = image.withMetadata({ orientation })
  await image.jpeg({ quality: 85 }).toFile(file)
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'image-pipeline-'))
  options = {
    sourceDir: path.join(dir, 'source'),
    outputDir: path.join(dir, 'public', 'img'),
    publicPath: '/img',
    manifestFile: path.join(dir, 'generated', 'manifest.json'),
  }
  mkdirSync(options.sourceDir, { recursive: true })
})

afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('widthsFor', () => {
  test.each([
    // A raster is never enlarged: only the standard widths it covers, then its own width.
    [2000, false, [480, 800, 1200, 1600]],
    [1600, false, [480, 800, 1200, 1600]],
    [1000, false, [480, 800, 1000]],
    [480, false, [480]],
    [300, false, [300]],
    // A drawing scales without loss, so it gets every standard width.
    [120, true, [480, 800, 1200, 1600]],
  ])('a source %i px wide (scalable: %s) gets %j', (width, scalable, expected) => {
    expect(widthsFor(width, scalable)).toEqual(expected)
  })
})

describe('buildImages', () => {
  test('turns a JPEG into AVIF and WebP variants with the intrinsic size and a blur placeholder', async () => {
    await writeJpeg(path.join(options.sourceDir, 'herd.jpg'), 1000, 600)
    const manifest = await buildImages(options)
    const entry = manifest['herd.jpg']!
    expect(entry).toMatchObject({ source: 'herd.jpg', width: 1000, height: 600 })
    expect(entry.avif.map((v) => v.width)).toEqual([480, 800, 1000])
    expect(entry.webp.map((v) => v.width)).toEqual([480, 800, 1000])

    for (const [format, variants] of [['heif', entry.avif], ['webp', entry.webp]] as const) {
      for (const variant of variants) {
        expect(variant.url).toMatch(new RegExp(`^/img/herd-[0-9a-f]{10}-${variant.width}\\.(avif|webp)$`))
        const meta = await sharp(path.join(options.outputDir, path.basename(variant.url))).metadata()
        expect(meta.format).toBe(format)
        expect(meta.width).toBe(variant.width)
        // The aspect ratio holds: 600 / 1000 × 480 = 288, × 800 = 480, × 1000 = 600.
        expect(meta.height).toBe({ 480: 288, 800: 480, 1000: 600 }[variant.width])
      }
    }

    expect(entry.placeholder).toMatch(/^data:image\/webp;base64,/)
    const preview = await sharp(Buffer.from(entry.placeholder.split(',')[1]!, 'base64')).metadata()
    // 16 px wide; 600 / 1000 × 16 = 9.6, rounded to 10.
    expect([preview.width, preview.height]).toEqual([16, 10])
  })

  test('reports the upright size of a photo whose camera stored it turned (EXIF orientation 6)', async () => {
    await writeJpeg(path.join(options.sourceDir, 'portrait.jpg'), 900, 500, 6)
    const entry = (await buildImages(options))['portrait.jpg']!
    expect([entry.width, entry.height]).toEqual([500, 900])
    const largest = await sharp(path.join(options.outputDir, path.basename(entry.webp.at(-1)!.url))).metadata()
    expect([largest.width, largest.height]).toEqual([500, 900])
  })

  test('renders an SVG drawing at every standard width, and reads nested folders', async () => {
    mkdirSync(path.join(options.sourceDir, 'garlic'))
    writeFileSync(
      path.join(options.sourceDir, 'garlic', 'bulb.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#f6efdf"/><circle cx="200" cy="150" r="90" fill="#ece1c8"/></svg>',
    )
    const entry = (await buildImages(options))['garlic/bulb.svg']!
    expect([entry.width, entry.height]).toEqual([400, 300])
    expect(entry.avif.map((v) => v.width)).toEqual([480, 800, 1200, 1600])
    expect(entry.avif[0]!.url).toMatch(/^\/img\/garlic-bulb-[0-9a-f]{10}-480\.avif$/)
    const widest = await sharp(path.join(options.outputDir, path.basename(entry.avif.at(-1)!.url))).metadata()
    // 300 / 400 × 1600 = 1200.
    expect([widest.width, widest.height]).toEqual([1600, 1200])
  })

  test('does not re-encode unchanged images, and removes the variants of a deleted source', async () => {
    await writeJpeg(path.join(options.sourceDir, 'a.jpg'), 500, 400)
    await writeJpeg(path.join(options.sourceDir, 'b.jpg'), 500, 400)
    const first = await buildImages(options)
    const file = path.join(options.outputDir, path.basename(first['a.jpg']!.avif[0]!.url))
    const written = statSync(file).mtimeMs
    const manifestWritten = statSync(options.manifestFile).mtimeMs

    rmSync(path.join(options.sourceDir, 'b.jpg'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    const second = await buildImages(options)
    expect(Object.keys(second)).toEqual(['a.jpg'])
    expect(statSync(file).mtimeMs).toBe(written)
    expect(statSync(options.manifestFile).mtimeMs).toBeGreaterThan(manifestWritten)
    // a.jpg: 480 and 500 wide, AVIF and WebP = 4 files; b.jpg's four are gone.
    expect(readdirSync(options.outputDir).sort()).toHaveLength(4)
    expect(readdirSync(options.outputDir).every((name) => name.startsWith('a-'))).toBe(true)
  })

  test('ignores files that are not images', async () => {
    writeFileSync(path.join(options.sourceDir, 'notes.txt'), 'not an image')
    expect(await buildImages(options)).toEqual({})
  })
})
