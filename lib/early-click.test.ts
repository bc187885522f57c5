/**
 * @jest-environment jsdom
 */
import { earlyClickMark, noteEarlyClick } from './early-click'

beforeEach(() => {
  document.body.innerHTML =
    '<button data-early-click="social-feed"><span id="inner">Show</span></button>' +
    '<button data-early-click="Bad name!" id="bad">Bad</button><button id="plain">Plain</button>'
  for (const { name } of [...document.documentElement.attributes])
    if (name.startsWith('data-early-')) document.documentElement.removeAttribute(name)
})

describe('noteEarlyClick', () => {
  test.each<[string, string, boolean]>([
    ['the button itself', 'button[data-early-click]', true],
    ['a part of its label', '#inner', true],
    ['a button that takes no early click', '#plain', false],
    ['a name that is no attribute’s', '#bad', false],
  ])('a click on %s: noted %s', (_case, selector, noted) => {
    const root = document.documentElement
    expect(noteEarlyClick(document.querySelector(selector), root)).toBe(noted)
    expect(root.hasAttribute(earlyClickMark('social-feed'))).toBe(noted)
  })

  test('no target (a click the page made): nothing noted', () => {
    expect(noteEarlyClick(null, document.documentElement)).toBe(false)
  })
})
