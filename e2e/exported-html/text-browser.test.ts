/**
 * @jest-environment jsdom
 */
import { languages } from '@/content/languages'
import { sites } from '../support/content'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { htmlFiles } from '../../scripts/site/out-files'
import { outDir } from '../../scripts/site/build-state'
import { exportedDocument, textOf } from './exported-site'

/**
 * Every page read without its styles, as a text browser (lynx), copy and paste and translation
 * tools read it: facts the styles set apart (each on a line of its own, or side by side with a gap)
 * stay apart in the text, with a space, a line or a separator between them, never "Lot 1On
 * auction"; and the catalogue's "could not start" notice is said once, its `<noscript>` included.
 */

/** Elements that run on in the text as they run in a line, without the styles. */
const inline = new Set(['A', 'ABBR', 'B', 'EM', 'LABEL', 'SMALL', 'SPAN', 'STRONG', 'TIME', 'BUTTON'])
/** A class that sets an element apart, or (on its parent) its children apart. */
const apartOwn = /(^|\s)(block|flex|inline-flex|grid|inline-block|sr-only)(\s|$)/
const apartChildren = /(^|\s)(flex|inline-flex|grid)(\s|$)/

/** A form control: a text browser draws it as a field of its own, which keeps the words around it apart. */
const control = 'input, select, textarea, button'

/**
 * Where words and an inline element touch without a space, the styles setting them apart (the
 * element a block, a flex or grid item, or hidden but for a screen reader): the words on each side.
 */
export function runTogether(root: Element): string[] {
  const found: string[] = []
  // A separator of its own (", " for a screen reader, " · ") is what keeps two facts apart.
  const separator = /^[\s,;:·|/\u2013\u2014]*$/
  for (const element of root.querySelectorAll('*')) {
    const previous = element.previousSibling
    if (!inline.has(element.tagName) || !previous) continue
    const previousElement = previous instanceof Element ? previous : null
    if (previousElement && !inline.has(previousElement.tagName)) continue
    if (previous.nodeType !== Node.ELEMENT_NODE && previous.nodeType !== Node.TEXT_NODE) continue
    if (element.matches(control) || element.querySelector(control) || previousElement?.querySelector(control)) continue
    const setApart =
      apartOwn.test(element.className) ||
      apartOwn.test(previousElement?.className ?? '') ||
      apartChildren.test(element.parentElement?.className ?? '')
    const [before, after] = [previous.textContent ?? '', element.textContent ?? '']
    if (!setApart || separator.test(before) || separator.test(after)) continue
    if (/\s$/.test(before) || /^[\s.,;:!?]/.test(after)) continue
    found.push(`${before.replace(/\s+/g, ' ').trim()}|${textOf(element)}`)
  }
  return found
}

test('the rule finds what a text browser runs together, and passes what it sets apart', () => {
  const page = new DOMParser().parseFromString(
    '<p class="flex gap-2"><span>Lot 1</span><span>On auction</span></p>' +
      '<p class="flex gap-2"><span>Lot 2</span> <span>Sold</span></p>' +
      '<p><span class="block">Du Toit Kaptein 17</span><span class="block">JLDT 17-012</span></p>' +
      '<p><a href="#">Ask</a><span class="sr-only">, </span><a href="#">Watch</a></p>' +
      '<p><strong>5,8</strong><span>kg</span></p>' +
      '<p>Planting<span class="block">R 2 500</span></p>' +
      '<p class="grid"><label>Sort <select><option>Lot</option></select></label><label>Order</label></p>',
    'text/html',
  )
  expect(runTogether(page.body)).toEqual(['Lot 1|On auction', 'Du Toit Kaptein 17|JLDT 17-012', 'Planting|R 2 500'])
})

const pages = htmlFiles(outDir)

test.each(pages)('%s: no facts set apart by the styles run together', (file) => {
  expect(runTogether(exportedDocument(file).body)).toEqual([])
})

describe.each(sites.map((site) => [languages[site.language].name, site] as const))('the catalogue in %s', (_, site) => {
  test('says once that its tools could not start, the words in the page and not again in <noscript>', () => {
    const page = exportedDocument(htmlFileOf(site.pathOf('catalogue')))
    const notice = site.catalogue.tools.stalled
    const said = (page.body.textContent ?? '').split(notice).length - 1
    if (site.sale.animals.length === 0) expect(said).toBeLessThanOrEqual(1)
    else expect(said).toBe(1)
  })
})
