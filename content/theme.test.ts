import { readFileSync } from 'node:fs'
import path from 'node:path'
import { aaTextContrast, contrastRatio } from '@/lib/colour-contrast'
import { brandColour, pageBackground, parsePalette, themeColour } from './theme'

describe('parsePalette', () => {
  test('reads every --color-* hex token, lower case, by name', () => {
    const css =
      '@theme {\n  --color-ink: #1F1B16;\n  --color-pasture-900:#1a3021 ;\n  ' +
      '--font-sans: ui-sans-serif;\n  --color-focus: #1d5fd1;\n}'
    expect(parsePalette(css)).toEqual({ ink: '#1f1b16', 'pasture-900': '#1a3021', focus: '#1d5fd1' })
  })

  test('ignores what is not a hex colour', () => {
    expect(parsePalette('--color-x: rgb(1 2 3); --spacing-header: 4.5rem;')).toEqual({})
  })
})

/** The token the style sheet's body rule sets a property from: `color: var(--color-ink)` gives 'ink'. */
function bodyToken(property: 'color' | 'background-color'): string {
  const css = readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8')
  const body = /(?:^|\s)body\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
  const token = new RegExp(`(?:^|[;\\s])${property}:\\s*var\\(--color-([a-z0-9-]+)\\)`).exec(body)?.[1]
  if (!token) throw new Error(`app/globals.css's body rule sets no ${property} from a colour token`)
  return token
}

describe("the site's own colours", () => {
  test('the page background is the colour the body is drawn on', () => {
    expect(pageBackground()).toBe(themeColour(bodyToken('background-color')))
  })

  test.each(['body text', 'muted text'])('%s on the page background passes WCAG AA', (kind) => {
    const text = kind === 'body text' ? themeColour(bodyToken('color')) : themeColour('ink-muted')
    expect(contrastRatio(text, pageBackground())).toBeGreaterThanOrEqual(aaTextContrast)
  })

  test('the page background drawn on the brand colour, as the icons and share cards do, passes WCAG AA', () => {
    expect(contrastRatio(pageBackground(), brandColour())).toBeGreaterThanOrEqual(aaTextContrast)
  })

  test('a colour the style sheet does not define is refused, naming it', () => {
    expect(() => themeColour('no-such-colour')).toThrow(/--color-no-such-colour/)
  })
})
