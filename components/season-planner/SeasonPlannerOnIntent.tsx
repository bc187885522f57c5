'use client'

import { lazy, Suspense, use, useEffect, useRef, useSyncExternalStore } from 'react'
import { watchCalculatorLand } from '@/components/calculator/calculator-land'
import type { SeasonPlanner } from '@/components/season-planner/SeasonPlanner'
import type { SeasonPlannerProps } from '@/components/season-planner/types'
import { queryNames } from '@/lib/page-query'

/**
 * The season planner, hydrated when the visitor turns to it rather than with the page: most visitors
 * of the garlic page never use it, and its code is theirs to skip. Until then its section is the
 * static HTML, whose native controls take entries as they did before the page's scripts came (the
 * style sheet says what the panel would); the planner adopts them when it starts.
 *
 * It starts on a touch, a click, a key or a focus in it, an entry made before its code came, its
 * fields or `#season` in the address, or, once the calculator has worked out land, when it comes
 * within a screen of the window (so its "use the calculator's land" button is there when it is
 * seen). Its code is fetched then; a failed fetch is tried again on the next touch, when the browser
 * is back online, and after a pause that grows, and meanwhile the section shows its "could not
 * start" notice (`data-tool-stalled`, app/globals.css).
 *
 * How: while React hydrates the page, `Gate` suspends until the planner is wanted, so its Suspense
 * boundary keeps the server's HTML as it is (React does not touch it) and hydrates it then. Drawn on
 * the client from the start (after the error screen's "Try again", say), nothing waits. This component
 * never renders again after hydration: a boundary still holding the server's HTML that receives new
 * props is drawn anew by React, which would lose what was typed.
 */

type PlannerModule = { SeasonPlanner: typeof SeasonPlanner }

let wanted = false
let wake: () => void = () => {}
const woken = new Promise<void>((resolve) => {
  wake = () => {
    wanted = true
    resolve()
  }
})

/** How long before the next try at the planner's code, after each failure (then the last, again). */
const pausesMs = [2_000, 5_000, 15_000, 30_000]
let section: Element | null = null
let stalled = false
let again: (() => void) | null = null

/** Marks the section while the planner's code cannot be had, so its notice shows (app/globals.css). */
function markStalled(now: boolean) {
  stalled = now
  if (now) section?.setAttribute('data-tool-stalled', '')
  else section?.removeAttribute('data-tool-stalled')
}

/** The planner's code once wanted, tried again until it comes; never a rejection (that would fail the page). */
const planner = new Promise<PlannerModule>((resolve) => {
  let fetching = false
  let failures = 0
  const attempt = () => {
    if (fetching) return
    fetching = true
    again = null
    import('@/components/season-planner/SeasonPlanner').then(
      (module) => {
        markStalled(false)
        resolve(module)
      },
      () => {
        fetching = false
        markStalled(true)
        again = attempt
        setTimeout(attempt, pausesMs[Math.min(failures++, pausesMs.length - 1)])
      },
    )
  }
  void woken.then(attempt)
  if (typeof window !== 'undefined') addEventListener('online', () => again?.())
})
const Planner = lazy(() => planner.then((module) => ({ default: module.SeasonPlanner })))

/*
 * The static HTML draws the planner at once: a boundary that suspends on the server is sent apart from
 * its place, with a script to move it there. `typeof window` is settled when the code is built, so
 * the browser's bundle carries none of this.
 */
const drawnOnServer: PlannerModule | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous, and on the server only
  typeof window === 'undefined' ? require('@/components/season-planner/SeasonPlanner') : null

/**
 * Holds the boundary's static HTML while the page hydrates, until the planner is wanted. Drawn on the
 * client from the start (`hydrating` false: the client's snapshot), it asks for the planner at once.
 */
const noSubscription = () => () => {}
function Gate() {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  if (typeof window !== 'undefined' && !wanted) {
    if (!hydrating || addressAsksForPlanner()) wake()
    else use(woken)
  }
  return null
}

const addressAsksForPlanner = () =>
  window.location.hash === '#season' ||
  queryNames.planner.some((name) => new URLSearchParams(window.location.search).has(name))

/** Something entered in the section before the planner's code came: a box typed in, a tick, a choice. */
function enteredIn(root: Element): boolean {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) return true
    } else if (field.value !== field.defaultValue || field.checked !== field.defaultChecked) return true
  }
  return false
}

const intents = ['pointerdown', 'keydown', 'focusin', 'input', 'change'] as const

export function SeasonPlannerOnIntent(props: SeasonPlannerProps) {
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = root.current
    if (!element) return
    section = element.closest('section')
    markStalled(stalled)
    const start = () => {
      if (!wanted) wake()
      else again?.()
    }
    // A touch, a key or a focus in the planner, also to try a failed fetch again at once. Heard on the
    // window, first: while the planner waits to hydrate, React stops these events at the document
    // (their own work, a tick or a letter, is done all the same, and adopted when it starts).
    const onIntent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) start()
    }
    for (const type of intents) addEventListener(type, onIntent, { capture: true, passive: true })
    const onHash = () => {
      if (window.location.hash === '#season') start()
    }
    addEventListener('hashchange', onHash)
    // With the calculator's land to offer, near the window.
    let near = false
    let land = false
    const nearWithLand = () => {
      if (near && land && !wanted) wake()
    }
    const watching = new IntersectionObserver(
      ([entry]) => {
        near = entry?.isIntersecting ?? false
        nearWithLand()
      },
      { rootMargin: '100% 0px' },
    )
    watching.observe(element)
    const stopWatchingLand = watchCalculatorLand((hectares) => {
      land = hectares !== null
      nearWithLand()
    })
    if (!wanted && (element.contains(document.activeElement) || enteredIn(element))) wake()
    return () => {
      for (const type of intents) removeEventListener(type, onIntent, { capture: true })
      removeEventListener('hashchange', onHash)
      watching.disconnect()
      stopWatchingLand()
    }
  }, [])

  return (
    <div ref={root}>
      <Suspense fallback={null}>
        {drawnOnServer ? (
          <drawnOnServer.SeasonPlanner {...props} />
        ) : (
          <>
            <Gate />
            <Planner {...props} />
          </>
        )}
      </Suspense>
    </div>
  )
}
