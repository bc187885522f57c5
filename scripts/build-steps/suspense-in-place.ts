import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * React sends a Suspense boundary that is ready but comes after more than 12.8 kB of a page apart
 * from its place, as it would stream a late one: a `<template id="B:n">` where the boundary belongs,
 * its content in a hidden `<div id="S:m">` near the end of the body, and an inline script ($RC) that
 * moves it there once it runs. A page built ahead has every boundary ready, and the season planner's
 * (components/season-planner/SeasonPlannerOnIntent.tsx) holds a whole form: without this step a
 * browser without scripts would not show it, and one with scripts would show it late. This puts each
 * such content back in its place, written as React writes a boundary it sends in place
 * (`<!--$-->…<!--/$-->`, which it hydrates as it finds it), and drops the scripts. The build stops
 * when a page holds any of these marks in another shape: React's format would then have changed.
 */

const boundaryAt = (id: string) => `<!--$?--><template id="B:${id}"></template><!--/$-->`
const segmentStart = (id: string) => `<div hidden id="S:${id}">`
/** The inline script of React's moves: its functions, then one call per boundary. */
const movesScript = /<script>(?:\$RB=\[\];(?:(?!<\/script>)[\s\S])*?)?((?:\$RC\("B:\d+","S:\d+"\);?)+)<\/script>/g
const move = /\$RC\("B:(\d+)","S:(\d+)"\)/g
/** Written with the shell when a boundary is sent apart: when the page first painted, for the moves' timing. */
const paintClock = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>'

/** Where the `<div>` opened at `start` closes: React writes `<` in text and attributes as `&lt;`. */
function divEnd(html: string, start: number, what: string): number {
  const tags = /<(\/?)div\b[^>]*>/g
  tags.lastIndex = start
  let depth = 0
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) return tag.index + tag[0].length
  }
  throw new Error(`${what}: a boundary's content (${html.slice(start, start + 40)}) never closes.`)
}

export type InPlace = { html: string; moved: number }

/** One page with every boundary React sent apart back in its place, and the moving script gone. */
export function suspenseInPlace(html: string, what: string): InPlace {
  const moves: { boundary: string; segment: string }[] = []
  let page = html.replace(movesScript, (_script, calls: string) => {
    for (const [, boundary, segment] of calls.matchAll(move)) moves.push({ boundary: boundary!, segment: segment! })
    return ''
  })
  if (moves.length > 0) page = page.replace(paintClock, '')
  for (const { boundary, segment } of moves) {
    const start = page.indexOf(segmentStart(segment))
    const at = page.indexOf(boundaryAt(boundary))
    if (start < 0 || at < 0 || page.indexOf(boundaryAt(boundary), at + 1) >= 0)
      throw new Error(`${what}: React's move of boundary B:${boundary} to S:${segment} has no single place to go.`)
    const end = divEnd(page, start, what)
    const content = page.slice(start + segmentStart(segment).length, end - '</div>'.length)
    page = page.slice(0, start) + page.slice(end)
    page = page.replace(boundaryAt(boundary), () => `<!--$-->${content}<!--/$-->`)
  }
  const left = /\$R[A-Z](?:=|\()|<template id="B:|<div hidden id="S:|<!--\$[?!]-->/.exec(page)
  if (left)
    throw new Error(
      `${what}: React's marks for a boundary sent apart are left in a shape this step does not know ` +
        `(${page.slice(left.index, left.index + 60)}); scripts/build-steps/suspense-in-place.ts`,
    )
  return { html: page, moved: moves.length }
}

/** Every page of the site with its boundaries in place; how many were moved. */
export function putSuspenseInPlace(outDir: string, files: readonly string[]): number {
  let moved = 0
  for (const file of files) {
    const filePath = path.join(outDir, file)
    const html = readFileSync(filePath, 'utf8')
    const page = suspenseInPlace(html, file)
    if (page.moved > 0) writeFileSync(filePath, page.html)
    moved += page.moved
  }
  return moved
}
