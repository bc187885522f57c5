/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server'
import { languageCodes } from '@/content/languages'
import { plannerSectionIn } from './test-support/section'

/**
 * The planner's static HTML. It starts in the browser when it is wanted (e2e/season-planner.spec.ts,
 * "the season planner starts when it is wanted"), so the page's HTML must hold it whole: drawn at
 * once on the server, in a boundary React sends complete (`<!--$-->`), never one it waits for
 * (`<!--$?-->`) or leaves to the browser (`<!--$!-->`), which would show nothing before the scripts.
 */
describe.each(languageCodes)('the season planner’s static HTML (%s)', (language) => {
  test('is the whole form and panel, in a boundary sent complete', () => {
    const { content, words, element } = plannerSectionIn(language)
    const html = renderToString(element)
    expect(html).toMatch(/<!--\$--><div class="planner[^"]*"><form/)
    expect(html).not.toMatch(/<!--\$[?!]-->|<template/)
    for (const item of content.services.field.items) expect(html).toContain(`name="field" value="${item.key}"`)
    for (const item of content.services.processing.items)
      expect(html).toContain(`name="processing" value="${item.key}"`)
    for (const name of ['hectares', 'km', 'tons']) expect(html).toContain(`name="${name}"`)
    expect(html).toContain(words.results.prompt)
  })
})
