import { evictions, lightWidth, mayStore, variantOf, widthsUpTo } from './image-cache'

const caps = { maxEntries: 3, maxBytes: 1000 }
const image = (url: string, bytes: number, storedAt: number) => ({ url, bytes, storedAt })

describe('evictions', () => {
  it.each([
    { what: 'nothing stored', stored: [], out: [] },
    { what: 'exactly at both caps', stored: [image('a', 400, 1), image('b', 300, 2), image('c', 300, 3)], out: [] },
    {
      what: 'one entry over the count: the oldest goes',
      stored: [image('b', 10, 2), image('a', 10, 1), image('c', 10, 3), image('d', 10, 4)],
      out: ['a'],
    },
    {
      what: 'one byte over: the oldest goes',
      stored: [image('a', 1, 1), image('b', 500, 2), image('c', 500, 3)],
      out: ['a'],
    },
    {
      what: 'over by bytes: as many of the oldest as it takes',
      stored: [image('a', 400, 1), image('b', 400, 2), image('c', 900, 3)],
      out: ['a', 'b'],
    },
    {
      what: 'the same moment: the earlier listed goes first',
      stored: [image('x', 10, 5), image('y', 10, 5), image('z', 10, 5), image('w', 10, 6)],
      out: ['x'],
    },
    {
      what: 'the newest alone over the bytes is removed too',
      stored: [image('a', 10, 1), image('huge', 1001, 2)],
      out: ['a', 'huge'],
    },
  ])('$what', ({ stored, out }) => {
    expect(evictions(stored, caps)).toEqual(out)
  })
})

describe('mayStore', () => {
  it.each([
    [0, true],
    [1000, true],
    [1001, false],
    [-1, false],
    [Number.NaN, false],
  ])('%p bytes: %p', (bytes, expected) => {
    expect(mayStore(bytes, caps)).toBe(expected)
  })
})

describe('variantOf', () => {
  it.each([
    ['img/garlic-hero-7ccc26e204-800.avif', { family: 'img/garlic-hero-7ccc26e204', width: 800, format: 'avif' }],
    [
      '/img/cattle-bonsmara-bull-85cd83333d-1600.webp',
      { family: 'img/cattle-bonsmara-bull-85cd83333d', width: 1600, format: 'webp' },
    ],
    ['img/owner-a1b2c3d4e5-1024.jpg', { family: 'img/owner-a1b2c3d4e5', width: 1024, format: 'jpg' }],
    ['icons/icon-192.png', null],
    ['img/no-hash-800.avif', null],
    ['img/garlic-hero-7ccc26e204.avif', null],
  ])('%p', (path, expected) => {
    expect(variantOf(path)).toEqual(expected)
  })
})

describe('widthsUpTo', () => {
  it.each([
    // The ladder's widths below the one asked for, and that one (a source's own width between two).
    [1600, [480, 800, 1200, 1600]],
    [1200, [480, 800, 1200]],
    [1000, [480, 800, 1000]],
    [800, [480, 800]],
    [480, [480]],
    // A source narrower than the ladder's first width is offered at its own width alone.
    [300, [300]],
  ])('%p', (requested, expected) => {
    expect(widthsUpTo(requested)).toEqual(expected)
  })
})

describe('lightWidth', () => {
  const offered = [480, 800, 1200, 1600]
  it.each([
    // A 375 px box on a 2× phone: the browser asks for 800 (750 device pixels); 480 covers 375 CSS px.
    { requested: 800, ratio: 2, expected: 480 },
    // The same box on a 3× phone: 1200 asked (1125), 480 covers 400 CSS px.
    { requested: 1200, ratio: 3, expected: 480 },
    // A 700 px box on a 2× tablet: 1600 asked, the box is at most 800 CSS px: 800.
    { requested: 1600, ratio: 2, expected: 800 },
    // Exactly on a width.
    { requested: 1600, ratio: 2, offeredHere: [400, 800, 1600], expected: 800 },
    // A 1× screen, an unknown ratio, or nothing smaller that covers the box: the browser's choice.
    { requested: 1600, ratio: 1, expected: 1600 },
    { requested: 800, ratio: undefined, expected: 800 },
    { requested: 800, ratio: Number.NaN, expected: 800 },
    { requested: 480, ratio: 2, expected: 480 },
    { requested: 800, ratio: 1.5, offeredHere: [800], expected: 800 },
  ])('$requested at $ratio× gives $expected', ({ requested, ratio, offeredHere, expected }) => {
    expect(lightWidth(requested, offeredHere ?? offered, ratio)).toBe(expected)
  })
})
