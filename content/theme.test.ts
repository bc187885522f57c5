import { brandColour, pageBackground, parsePalette, themeColour } from './theme'

describe('parsePalette', () => {
  test('reads every --color-* hex token, lower case, by name', () => {
    const css = '@theme {\n  --color-ink: #1F1B16;\n  --color-pasture-900:#1a3021 ;\n  --font-sans: ui-sans-serif;\n  --color-focus: #1d5fd1;\n}'
    expect(parsePalette(css)).toEqual({ ink: '#1f1b16', 'pasture-900': '#1a3021', focus: '#1d5fd1' })
  })

  test('ignores what is not a hex colour', () => {
    expect(parsePalette('--color-x: rgb(1 2 3); --spacing-header: 4.5rem;')).toEqual({})
  })
})

describe("the site's own tokens", () => {
  test('the page background and the brand colour come from app/globals.css', () => {
    expect(pageBackground()).toMatch(/^#[0-9a-f]{6}$/)
    expect(brandColour()).toMatch(/^#[0-9a-f]{6}$/)
    expect(pageBackground()).toBe(themeColour('cream-50'))
  })

  test('a colour the style sheet does not define is refused, naming it', () => {
    expect(() => themeColour('no-such-colour')).toThrow(/--color-no-such-colour/)
  })
})
