import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { bandColours, buildImages, ImageError, placeholderGradient, widthsFor } from './image-pipeline'
import { widthsUpTo } from '../../lib/offline/image-cache'

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

  // The service worker fetches a narrower width of a picture by this rule alone (lib/offline/image-cache.ts).
  test.each([[2000], [1600], [1300], [1000], [800], [600], [480], [300], [1]])(
    'a source %i px wide has every width the worker may ask for below each of its own',
    (width) => {
      for (const scalable of [false, true]) {
        const offered = widthsFor(width, scalable)
        for (const each of offered) expect(offered).toEqual(expect.arrayContaining(widthsUpTo(each)))
      }
    },
  )
})

const rgb = (...pixels: [number, number, number][]) => Uint8Array.from(pixels.flat())
const red: [number, number, number] = [255, 0, 0]
const green: [number, number, number] = [0, 255, 0]
const blue: [number, number, number] = [0, 0, 255]
const black: [number, number, number] = [0, 0, 0]
const white: [number, number, number] = [255, 255, 255]

describe('bandColours', () => {
  test.each<[string, Uint8Array, number, number, number, string[]]>([
    ['one pixel a band', rgb(red, green, blue), 1, 3, 3, ['#ff0000', '#00ff00', '#0000ff']],
    // (0 + 255) / 2 = 127.5, rounded to 128 = 0x80.
    ['the average across a row', rgb(black, white, red, red, blue, blue), 2, 3, 3, ['#808080', '#ff0000', '#0000ff']],
    // 4 rows in 3 bands: rows 0 | 1 | 2-3 (⌊4/3⌋ = 1, ⌊8/3⌋ = 2); white and black average to #808080.
    ['uneven bands', rgb(red, green, white, black), 1, 4, 3, ['#ff0000', '#00ff00', '#808080']],
    // 6 rows in 3 bands: rows 0-1 | 2-3 | 4-5; red and green give #808000 (127.5 rounded up).
    ['two rows a band', rgb(red, green, blue, blue, white, white), 1, 6, 3, ['#808000', '#0000ff', '#ffffff']],
    // Shorter than the bands: every band still takes a row (rows 0 | 0 | 1).
    ['fewer rows than bands', rgb(red, blue), 1, 2, 3, ['#ff0000', '#ff0000', '#0000ff']],
    ['a single band', rgb(red, blue), 1, 2, 1, ['#800080']],
  ])('%s', (_, pixels, width, height, bands, expected) => {
    expect(bandColours(pixels, width, height, bands)).toEqual(expected)
  })

  test.each<[string, Uint8Array, number, number, number, RegExp]>([
    ['too few bytes', rgb(red, green), 1, 3, 3, /take 9 bytes, not 6/],
    ['RGBA bytes', Uint8Array.from([255, 0, 0, 255]), 1, 1, 1, /take 3 bytes, not 4/],
    ['no width', new Uint8Array(0), 0, 3, 3, /at least 1 × 1 pixel, not 0 × 3/],
    ['a fractional height', rgb(red), 1, 1.5, 3, /at least 1 × 1 pixel, not 1 × 1.5/],
    ['no bands', rgb(red), 1, 1, 0, /whole number from 1, not 0/],
  ])('refuses %s', (_, pixels, width, height, bands, message) => {
    expect(() => bandColours(pixels, width, height, bands)).toThrow(message)
  })
})

describe('placeholderGradient', () => {
  test.each<[string[], string]>([
    [['#ff0000', '#00ff00', '#0000ff'], 'linear-gradient(#ff0000,#00ff00,#0000ff)'],
    [['#8d976c', '#4a5a2b'], 'linear-gradient(#8d976c,#4a5a2b)'],
    // One colour still makes a valid gradient: the same colour at both ends.
    [['#fcf9f2'], 'linear-gradient(#fcf9f2,#fcf9f2)'],
  ])('%j gives %s', (colours, expected) => {
    expect(placeholderGradient(colours)).toBe(expected)
  })

  test('refuses no colours', () => {
    expect(() => placeholderGradient([])).toThrow('at least one colour')
  })
})

describe('buildImages', () => {
  test('turns a JPEG into AVIF and WebP variants with the intrinsic size and a placeholder gradient', async () => {
    await writeJpeg(path.join(options.sourceDir, 'herd.jpg'), 1000, 600)
    const manifest = await buildImages(options)
    const entry = manifest['herd.jpg']!
    expect(entry).toMatchObject({ source: 'herd.jpg', width: 1000, height: 600 })
    expect(entry.avif.map((v) => v.width)).toEqual([480, 800, 1000])
    expect(entry.webp.map((v) => v.width)).toEqual([480, 800, 1000])

    for (const [format, variants] of [
      ['heif', entry.avif],
      ['webp', entry.webp],
    ] as const) {
      for (const variant of variants) {
        expect(variant.url).toMatch(new RegExp(`^/img/herd-[0-9a-f]{10}-${variant.width}\\.(avif|webp)$`))
        const meta = await sharp(path.join(options.outputDir, path.basename(variant.url))).metadata()
        expect(meta.format).toBe(format)
        expect(meta.width).toBe(variant.width)
        // The aspect ratio holds: 600 / 1000 × 480 = 288, × 800 = 480, × 1000 = 600.
        expect(meta.height).toBe({ 480: 288, 800: 480, 1000: 600 }[variant.width])
      }
    }

    // Every band is half #3d6b48 and half #dcc48f: (61 + 220) / 2 = 140.5, (107 + 196) / 2 = 151.5,
    // (72 + 143) / 2 = 107.5, so about #8d976c, give or take the JPEG's rounding.
    const stops = /^linear-gradient\((#[0-9a-f]{6}),(#[0-9a-f]{6}),(#[0-9a-f]{6})\)$/.exec(entry.placeholder)
    expect(stops).not.toBeNull()
    for (const stop of stops!.slice(1)) {
      const channels = [1, 3, 5].map((at) => parseInt(stop.slice(at, at + 2), 16))
      channels.forEach((value, index) => expect(Math.abs(value - [140.5, 151.5, 107.5][index]!)).toBeLessThanOrEqual(3))
    }
  })

  test("encodes several pictures at once, and the manifest and the problems keep the files' order", async () => {
    // The first is the largest (four widths, two formats each), so it is the last to finish.
    await writeJpeg(path.join(options.sourceDir, 'a-wide.jpg'), 1800, 1000)
    await writeJpeg(path.join(options.sourceDir, 'b-small.jpg'), 300, 200)
    writeFileSync(path.join(options.sourceDir, 'c-broken.jpg'), 'not a photo')
    await writeJpeg(path.join(options.sourceDir, 'd-small.jpg'), 320, 200)
    writeFileSync(path.join(options.sourceDir, 'e-broken.png'), 'not a picture')
    const message = await buildImages(options).then(
      () => '',
      (error: unknown) => (error as Error).message,
    )
    expect(message.indexOf('c-broken.jpg')).toBeGreaterThan(0)
    expect(message.indexOf('e-broken.png')).toBeGreaterThan(message.indexOf('c-broken.jpg'))
    rmSync(path.join(options.sourceDir, 'c-broken.jpg'))
    rmSync(path.join(options.sourceDir, 'e-broken.png'))
    const manifest = await buildImages(options)
    expect(Object.keys(manifest)).toEqual(['a-wide.jpg', 'b-small.jpg', 'd-small.jpg'])
    expect(manifest['a-wide.jpg']!.avif.map((variant) => variant.width)).toEqual([480, 800, 1200, 1600])
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
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 ' +
        '0 400 300"><rect width="400" height="300" fill="#f6efdf"/><circle cx="200" ' +
        'cy="150" r="90" fill="#ece1c8"/></svg>',
    )
    const entry = (await buildImages(options))['garlic/bulb.svg']!
    expect([entry.width, entry.height]).toEqual([400, 300])
    expect(entry.avif.map((v) => v.width)).toEqual([480, 800, 1200, 1600])
    expect(entry.avif[0]!.url).toMatch(/^\/img\/garlic-bulb-[0-9a-f]{10}-480\.avif$/)
    const widest = await sharp(path.join(options.outputDir, path.basename(entry.avif.at(-1)!.url))).metadata()
    // 300 / 400 × 1600 = 1200.
    expect([widest.width, widest.height]).toEqual([1600, 1200])
  })

  test("draws a transparent drawing's placeholder on the page background", async () => {
    // Top half transparent, bottom half black; rendered 1600 × 1200, so the bands are rows 0-399,
    // 400-799 and 800-1199 and the edge (row 600) splits the middle band exactly in two.
    writeFileSync(
      path.join(options.sourceDir, 'half.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 ' +
        '0 400 300"><rect y="150" width="400" height="150" fill="#000"/></svg>',
    )
    const entry = (await buildImages(options))['half.svg']!
    // The page background #fcf9f2 is (252, 249, 242); half of it, rounded: (126, 125, 121) = #7e7d79.
    expect(entry.placeholder).toBe('linear-gradient(#fcf9f2,#7e7d79,#000000)')
  })

  test('gives a one-channel greyscale image a placeholder in colour notation', async () => {
    await sharp({ create: { width: 600, height: 300, channels: 3, background: '#808080' } })
      .toColourspace('b-w')
      .png()
      .toFile(path.join(options.sourceDir, 'grey.png'))
    const entry = (await buildImages(options))['grey.png']!
    expect(entry.placeholder).toBe('linear-gradient(#808080,#808080,#808080)')
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

  test('ignores hidden files a computer leaves beside pictures', async () => {
    writeFileSync(path.join(options.sourceDir, '.DS_Store'), 'finder')
    await writeJpeg(path.join(options.sourceDir, 'herd.JPG'), 600, 400)
    // A photo's extension in capitals, as cameras write it, is a JPEG like any other.
    expect(Object.keys(await buildImages(options))).toEqual(['herd.JPG'])
  })
})

describe('a photo straight from a phone', () => {
  test(
    '12 megapixels, turned by its EXIF orientation, with the camera’s EXIF: ' +
      'upright, at every width, and with no EXIF (where a phone keeps the farm’s ' +
      'position) in what visitors download',
    async () => {
      // 4000 × 3000 as the sensor stores it, a red mark in its top-left corner, orientation 6 (turned
      // 90° clockwise to be upright), and EXIF naming the camera: grain makes it as heavy as a phone's.
      const file = path.join(options.sourceDir, 'IMG_2041.jpg')
      const mark = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer()
      await sharp({
        create: {
          width: 4000,
          height: 3000,
          channels: 3,
          background: '#6b8e4e',
          noise: { type: 'gaussian', mean: 110, sigma: 40 },
        },
      })
        .composite([{ input: mark, left: 0, top: 0 }])
        .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Artist: 'Farm' } })
        .withMetadata({ orientation: 6 })
        .jpeg({ quality: 92 })
        .toFile(file)
      const megabytes = statSync(file).size / 1e6
      expect(megabytes).toBeGreaterThan(4)

      const started = Date.now()
      const entry = (await buildImages(options))['IMG_2041.jpg']!
      const seconds = (Date.now() - started) / 1000
      // Upright: 3000 wide and 4000 high, at every standard width and never wider than the photo.
      expect([entry.width, entry.height]).toEqual([3000, 4000])
      expect(entry.avif.map((variant) => variant.width)).toEqual([480, 800, 1200, 1600])
      const smallest = path.join(options.outputDir, path.basename(entry.webp[0]!.url))
      const { width, height } = await sharp(smallest).metadata()
      expect([width, height]).toEqual([480, 640])
      // The mark the sensor stored top left is top right once turned upright.
      const { data, info } = await sharp(smallest).raw().toBuffer({ resolveWithObject: true })
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ]
      expect(pixel(info.width - 10, 10)[0]).toBeGreaterThan(200)
      expect(pixel(10, 10)[0]).toBeLessThan(200)
      // No EXIF (camera, position) in what visitors download.
      for (const variant of [...entry.avif, ...entry.webp]) {
        const metadata = await sharp(path.join(options.outputDir, path.basename(variant.url))).metadata()
        expect({ variant: variant.url, exif: metadata.exif }).toEqual({ variant: variant.url, exif: undefined })
      }
      // Eight files on two cores: 5 s for an 8.4 MB photo when measured, well within a build's patience.
      expect(seconds).toBeLessThan(60)
    },
    120_000,
  )
})

describe('pictures the site cannot use stop the build, each named with what to do', () => {
  const refused = async () => {
    try {
      await buildImages({ ...options, sourceLabel: 'content/images' })
    } catch (error) {
      expect(error).toBeInstanceOf(ImageError)
      return (error as Error).message
    }
    throw new Error('expected the pictures to be refused')
  }

  test('a HEIC photo from an iPhone: save it as JPEG', async () => {
    mkdirSync(path.join(options.sourceDir, 'cattle'))
    writeFileSync(path.join(options.sourceDir, 'cattle', 'IMG_2041.HEIC'), 'ftypheic')
    expect(await refused()).toContain(
      'content/images/cattle/IMG_2041.HEIC is a HEIC file, which the site cannot use: save it as JPEG first',
    )
  })

  test.each(['photo.webp', 'scan.tif', 'animation.gif'])('%s: export it as JPEG or PNG', async (name) => {
    writeFileSync(path.join(options.sourceDir, name), 'bytes')
    expect(await refused()).toContain(`content/images/${name} is a`)
  })

  test('a file named .jpg that is not a JPEG, and a cut-off JPEG, with every problem at once', async () => {
    writeFileSync(path.join(options.sourceDir, 'not-a-photo.jpg'), 'this is text')
    await writeJpeg(path.join(options.sourceDir, 'whole.jpg'), 600, 400)
    const whole = readFileSync(path.join(options.sourceDir, 'whole.jpg'))
    writeFileSync(path.join(options.sourceDir, 'cut-off.jpg'), whole.subarray(0, 300))
    writeFileSync(path.join(options.sourceDir, 'IMG_1.heic'), 'ftypheic')
    const message = await refused()
    expect(message).toContain(
      'content/images/not-a-photo.jpg cannot be read as a JPEG: it is damaged, or not really a JPEG',
    )
    expect(message).toContain('content/images/cut-off.jpg cannot be read as a JPEG')
    expect(message).toContain('content/images/IMG_1.heic is a HEIC file')
    expect(message).not.toContain('whole.jpg')
  })
})
