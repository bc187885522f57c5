/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react'
import { saleView } from '@/components/catalogue/sale-view'
import { languageCodes, languages } from '@/content/languages'
import { ebvStanding } from '@/lib/sale/breeding-values'
import { spoken, stopListening, virtual } from '@/scripts/support/virtual-screen-reader'
import { BreedingValuesTable } from './BreedingValuesTable'
import { EbvBar } from './EbvBar'
import { columnsOf } from './ebv-rows'
import { accuracyText, ebvText, standingWords } from './ebv-words'

/**
 * What a screen reader says of an animal's breeding values: a table, each row its trait by name and
 * abbreviation, the EBV with its sign and unit, its accuracy, the breed's average and the animal's
 * standing in words; the bar beside them is a drawing it passes over, as the words say all of it.
 */
afterEach(() => stopListening())

describe.each(languageCodes)('an animal’s breeding values, heard (%s)', (language) => {
  test('every row says its trait, EBV, accuracy, average and standing; the bars are not heard', async () => {
    const view = saleView(language)
    const animal = view.animals.find((each) => columnsOf(view, each).length > 0)
    if (!animal) return
    const { container } = render(
      <section aria-labelledby="ebvs-title">
        <h2 id="ebvs-title">{view.words.ebvs.heading}</h2>
        <BreedingValuesTable view={view} animal={animal} lang={languages[language].lang} />
      </section>,
    )
    await virtual.start({ container })
    // Through the whole table and its key, item by item, as a reader moves with the arrow keys.
    for (let step = 0; step < 400; step++) await virtual.next()
    const said = (await virtual.spokenPhraseLog()).map(spoken)
    expect(said.some((phrase) => phrase.startsWith('table'))).toBe(true)
    for (const column of columnsOf(view, animal)) {
      const given = column.valueOf(animal)!
      const value = spoken(ebvText(view.words.ebvs, column.rule, given.value))
      const accuracy = given.accuracy === undefined ? '–' : spoken(accuracyText(given.accuracy))
      const average = column.average === undefined ? '–' : spoken(ebvText(view.words.ebvs, column.rule, column.average))
      const standing =
        column.average === undefined
          ? '–'
          : standingWords(
              view.words.ebvs,
              column.sentence,
              ebvStanding(column.rule, given.value, column.average, column.bands),
            )
      // The row as a reader enters it, then its header and each cell.
      const row = said.find((phrase) => phrase.startsWith(`row, ${column.name} (${column.abbreviation}) `))
      expect(row).toBeDefined()
      expect(row).toContain(` ${value} ${accuracy} `)
      expect(row).toContain(` ${average} ${standing}`)
      expect(said).toContain(`rowheader, ${column.name} (${column.abbreviation})`)
      expect(said).toContain(`cell, ${value}`)
      expect(said).toContain(`cell, ${standing}`)
    }
    expect(said.join(' | ')).not.toMatch(/graphic|image|img/i)
  })
})

describe('the bar: the breed’s average a mark in the middle, the value a dot, its band as wide as it is unsure', () => {
  const drawn = (props: Parameters<typeof EbvBar>[0]) => {
    const { container } = render(<EbvBar {...props} />)
    const svg = container.querySelector('svg')!
    const number = (selector: string, attribute: string) =>
      Number(svg.querySelector(selector)?.getAttribute(attribute) ?? Number.NaN)
    return {
      svg,
      dot: number('circle', 'cx'),
      average: svg.querySelectorAll('line')[1] ? number('line:nth-of-type(2)', 'x1') : null,
      band: svg.querySelector('rect') ? { x: number('rect', 'x'), width: number('rect', 'width') } : null,
    }
  }

  test.each([
    // Scale 0 to 20 drawn over 188 units from x = 6: value 15 is three quarters along (6 + 141).
    // Accuracy 60 %: a band of (100 − 60) / 100 × ¼ = 0.1 of the scale either side, 18.8 units.
    [
      { value: 15, accuracy: 60, average: 10 },
      { dot: 147, average: 100, band: { x: 128.2, width: 37.6 } },
    ],
    // 90 %: 0.025 either side, 4.7 units each way.
    [
      { value: 10, accuracy: 90, average: 10 },
      { dot: 100, average: 100, band: { x: 95.3, width: 9.4 } },
    ],
    // No accuracy given: no band; past the scale's end: the dot at the end.
    [
      { value: 25, accuracy: undefined, average: 10 },
      { dot: 194, average: 100, band: null },
    ],
    // No breed average: no mark.
    [
      { value: 0, accuracy: 99, average: undefined },
      { dot: 6, average: null, band: { x: 6, width: 0.47 } },
    ],
  ] as const)('%j', (given, expected) => {
    const bar = drawn({ scale: { from: 0, to: 20 }, ...given })
    expect(bar.svg).toHaveAttribute('aria-hidden', 'true')
    expect(bar.dot).toBeCloseTo(expected.dot, 6)
    if (expected.average === null) expect(bar.average).toBeNull()
    else expect(bar.average).toBeCloseTo(expected.average, 6)
    if (expected.band === null) expect(bar.band).toBeNull()
    else {
      expect(bar.band!.x).toBeCloseTo(expected.band.x, 6)
      expect(bar.band!.width).toBeCloseTo(expected.band.width, 6)
    }
  })
})
