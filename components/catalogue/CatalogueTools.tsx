'use client'

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { CatalogueWords } from '@/content/catalogue'
import { sexes, statuses } from '@/lib/sale/animal'
import { betterFirst, filterAnimals, sortAnimals, sortKeys, type AnimalFacts, type SortKey } from '@/lib/sale/catalogue'
import { defaultView, readView, writeView, type CatalogueView } from '@/lib/sale/view'
import { figureKeys, type FigureKey } from '@/lib/sale/figures'
import { compareLimits, listQuery, parseStored, readCompare, readShortlist } from '@/lib/sale/shortlist'

/** A figure as the page writes it: the figure with its unit, how it stands against the average, the average. */
export type FigureCell = { text: string; standing?: string; better?: boolean; average?: string }

/**
 * An animal as the tools know it: its facts, its title and its page, and what the comparison shows
 * of it written as the page writes it (on the server, with the page's own code for numbers and
 * dates, so the tools carry none of it and a figure reads the same in the comparison as on the page).
 */
export type ToolAnimal = AnimalFacts & {
  title: string
  href: string
  written: { sex: string; born: string; price: string; figures: Partial<Record<FigureKey, FigureCell>> }
}

export type ToolWords = {
  list: CatalogueWords['list']
  tools: CatalogueWords['tools']
  figures: Pick<CatalogueWords['figures'], 'notMeasured'> & { names: Record<FigureKey, { name: string }> }
  animal: Pick<CatalogueWords['animal'], 'sex'>
}

export type CatalogueToolsProps = {
  animals: ToolAnimal[]
  words: ToolWords
  /**
   * The ids of what the tools order and filter: the list of cards and the figures' table's rows (each entry
   * `data-animal` its address part).
   */
  listIds: readonly string[]
}

/**
 * Words with their gaps filled ("{shown} of {total} animals"), as lib/template.ts fills them: kept
 * here so the catalogue's script shares no module with the garlic page's tools (a module both load
 * goes to a chunk of its own, which costs the garlic page bytes).
 */
const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

/** A form's choices as a query string. */
function chosenQuery(form: HTMLFormElement): string {
  const query = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value)
  return `?${query.toString()}`
}

/** Where the device keeps the buyer's shortlist. */
export const shortlistStorageKey = 'jldt-sale-shortlist'

/** The page address for a view, a shared shortlist and a comparison, rewritten in place. */
function writeAddress(view: CatalogueView, shared: readonly string[], comparing: readonly string[]): void {
  const query = new URLSearchParams(writeView(view).slice(1))
  const parts = [
    query.toString(),
    shared.length > 0 ? listQuery('shortlist', shared) : '',
    comparing.length > 0 ? listQuery('compare', comparing) : '',
  ].filter(Boolean)
  const { pathname, hash } = window.location
  window.history.replaceState(null, '', `${pathname}${parts.length > 0 ? `?${parts.join('&')}` : ''}${hash}`)
}

/** A new view in the address, keeping the shortlist or comparison it carries. */
function writeViewAddress(view: CatalogueView, known: readonly string[]): void {
  writeAddress(view, readShortlist(window.location.search, known), readCompare(window.location.search, known))
}

function readStored(known: readonly string[]): string[] {
  try {
    return parseStored(window.localStorage.getItem(shortlistStorageKey), known)
  } catch {
    return []
  }
}

function store(slugs: readonly string[]): void {
  try {
    window.localStorage.setItem(shortlistStorageKey, JSON.stringify(slugs))
  } catch {
    // A phone that keeps nothing (private browsing, storage full) still has the list for this visit.
  }
}

/**
 * The buyer's tools over the catalogue's list: sort by any figure, the price, the age or the lot;
 * show one sex or one status (the view kept in the address, so a link opens it as it was); a
 * shortlist kept on the device, starred on each card, shown alone, shared as a link and opened from
 * one; and two to four animals side by side. The cards stay the server's: the tools put them in
 * order and hide those left out, so the list reads whole before this script and without it.
 */
export function CatalogueTools({ animals, words, listIds }: CatalogueToolsProps) {
  const [listId] = listIds
  const form = useRef<HTMLFormElement>(null)
  const compareHeading = useRef<HTMLHeadingElement>(null)
  const known = useMemo(() => animals.map((animal) => animal.slug), [animals])
  const [view, setView] = useState<CatalogueView>(defaultView)
  // The view in the address, as components/use-address-state.ts keeps a garlic tool's (not shared
  // with them, for the chunk's sake: see `fill`): taken over before the first paint after
  // hydration, what the visitor chose in the form before this script ran winning over the address;
  // Back and Forward restore what their address says.
  useLayoutEffect(() => {
    const early = form.current ? readView(chosenQuery(form.current)) : defaultView
    const direction = form.current ? (new FormData(form.current).get('dir') as CatalogueView['direction'] | null) : null
    const chosen = { ...early, direction: direction ?? early.direction }
    const changed =
      chosen.sort !== defaultView.sort ||
      chosen.direction !== defaultView.direction ||
      chosen.sex !== 'all' ||
      chosen.status !== 'all'
    if (changed) {
      setView(chosen)
      writeViewAddress(chosen, known)
    } else {
      setView(readView(window.location.search))
    }
    const fromAddress = () => setView(readView(window.location.search))
    window.addEventListener('popstate', fromAddress)
    return () => window.removeEventListener('popstate', fromAddress)
  }, [known])
  function update(next: CatalogueView) {
    setView(next)
    writeViewAddress(next, known)
  }
  const [shortlist, setShortlist] = useState<string[]>([])
  const [shared, setShared] = useState<string[]>([])
  const [onlyShortlist, setOnlyShortlist] = useState(false)
  const [comparing, setComparing] = useState<string[]>([])
  const [copied, setCopied] = useState<string | null>(null)

  // The device's shortlist, and a shared one or a comparison the address carries.
  useEffect(() => {
    /* eslint-disable react-hooks/set-state-in-effect -- the device's store and the address were outside React */
    setShortlist(readStored(known))
    setShared(readShortlist(window.location.search, known))
    setComparing(readCompare(window.location.search, known))
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [known])

  const shown = useMemo(() => {
    const ordered = sortAnimals(filterAnimals(animals, view), view.sort, view.direction)
    if (shared.length > 0) return ordered.filter((animal) => shared.includes(animal.slug))
    return onlyShortlist ? ordered.filter((animal) => shortlist.includes(animal.slug)) : ordered
  }, [animals, view, shared, onlyShortlist, shortlist])

  // The server's cards and table rows, in the order asked for; those left out hidden.
  useEffect(() => {
    const showing = new Set(shown.map((animal) => animal.slug))
    for (const id of listIds) {
      const list = document.getElementById(id)
      if (!list) continue
      const entries = new Map(
        [...list.querySelectorAll<HTMLElement>(':scope > [data-animal]')].map((entry) => [
          entry.dataset.animal!,
          entry,
        ]),
      )
      for (const animal of shown) {
        const entry = entries.get(animal.slug)
        if (entry) list.append(entry)
      }
      for (const [slug, entry] of entries) {
        entry.hidden = !showing.has(slug)
        if (entry.hidden) list.append(entry)
      }
    }
  }, [shown, listIds])

  // Each card's star says whether the animal is on the shortlist; a press puts it on or takes it off.
  useEffect(() => {
    const list = listId ? document.getElementById(listId) : null
    if (!list) return
    for (const star of list.querySelectorAll<HTMLButtonElement>('[data-shortlist]'))
      star.setAttribute('aria-pressed', String(shortlist.includes(star.dataset.shortlist!)))
    const onClick = (event: MouseEvent) => {
      const star = (event.target as Element).closest<HTMLButtonElement>('[data-shortlist]')
      if (!star) return
      const slug = star.dataset.shortlist!
      const next = shortlist.includes(slug)
        ? shortlist.filter((each) => each !== slug)
        : known.filter((each) => each === slug || shortlist.includes(each))
      setShortlist(next)
      store(next)
    }
    list.addEventListener('click', onClick)
    return () => list.removeEventListener('click', onClick)
  }, [shortlist, known, listId])

  function choose(change: Partial<CatalogueView>) {
    const next = { ...view, ...change }
    // A new figure opens with its better end first.
    if (change.sort && !change.direction) next.direction = betterFirst(change.sort)
    update(next)
  }

  function setCompare(slugs: string[]) {
    setComparing(slugs)
    writeAddress(view, shared, slugs)
  }

  useEffect(() => {
    if (comparing.length >= compareLimits.min) compareHeading.current?.focus()
  }, [comparing])

  async function share() {
    const url = `${window.location.origin}${window.location.pathname}?${listQuery('shortlist', shortlist)}`
    try {
      // The phone's own share sheet where there is one; else the clipboard, and the link shown.
      const shareSheet = 'share' in navigator
      if (shareSheet) await navigator.share({ url, title: document.title })
      else await navigator.clipboard.writeText(url)
      setCopied(shareSheet ? null : url)
    } catch {
      // Sharing refused or cancelled: the link is shown to copy by hand.
      setCopied(url)
    }
  }

  function keepShared() {
    const next = known.filter((slug) => shortlist.includes(slug) || shared.includes(slug))
    setShortlist(next)
    store(next)
    setShared([])
    setOnlyShortlist(true)
    writeAddress(view, [], comparing)
  }

  const { list: listWords, tools } = words
  const sortLabel = (key: SortKey) =>
    key === 'lot'
      ? listWords.lot
      : key === 'price'
        ? listWords.price
        : key === 'born'
          ? listWords.born
          : words.figures.names[key].name
  const compared = comparing.map((slug) => animals.find((animal) => animal.slug === slug)!).filter(Boolean)
  const field = 'form-box mt-1 min-h-11'
  // Each row's name stays in view while a phone scrolls the animals sideways.
  const rowHeader = 'sticky left-0 z-[1] min-w-44 bg-white'
  return (
    <div className="catalogue-tools mt-8">
      <form
        ref={form}
        onSubmit={(event) => event.preventDefault()}
        aria-label={tools.legend}
        className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="font-semibold text-ink">
          {listWords.sortBy}
          <select
            name="sort"
            className={field}
            value={view.sort}
            onChange={(event) => choose({ sort: event.target.value as SortKey })}
          >
            {sortKeys.map((key) => (
              <option key={key} value={key}>
                {sortLabel(key)}
              </option>
            ))}
          </select>
        </label>
        <label className="font-semibold text-ink">
          {tools.order}
          <select
            name="dir"
            className={field}
            value={view.direction}
            onChange={(event) => choose({ direction: event.target.value as CatalogueView['direction'] })}
          >
            <option value="desc">{listWords.higherFirst}</option>
            <option value="asc">{listWords.lowerFirst}</option>
          </select>
        </label>
        <label className="font-semibold text-ink">
          {listWords.sex.legend}
          <select
            name="sex"
            className={field}
            value={view.sex}
            onChange={(event) => choose({ sex: event.target.value as CatalogueView['sex'] })}
          >
            <option value="all">{listWords.sex.all}</option>
            {sexes.map((sex) => (
              <option key={sex} value={sex}>
                {listWords.sex[sex]}
              </option>
            ))}
          </select>
        </label>
        <label className="font-semibold text-ink">
          {listWords.status.legend}
          <select
            name="status"
            className={field}
            value={view.status}
            onChange={(event) => choose({ status: event.target.value as CatalogueView['status'] })}
          >
            <option value="all">{listWords.status.all}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {listWords.status[status]}
              </option>
            ))}
          </select>
        </label>
        {/* Each choice shows at once; Enter in the form, or this button, does the same for a keyboard. */}
        <button type="submit" className="direct-link justify-center sm:col-span-2 lg:col-span-4 lg:justify-self-start">
          {listWords.apply}
        </button>
      </form>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {/* What a screen reader hears after each choice: how many are shown, and in what order. */}
        <p role="status" className="text-lg text-ink-muted">
          {fill(listWords.count, { shown: shown.length, total: animals.length })}
          <span className="sr-only">
            {'. '}
            {fill(tools.sortedBy, {
              figure: sortLabel(view.sort),
              order: view.direction === 'desc' ? listWords.higherFirst : listWords.lowerFirst,
            })}
          </span>
        </p>
        {shared.length > 0 ? (
          <div className="tool-actions flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <p className="font-semibold text-cattle-900">{fill(tools.sharedWithYou, { count: shared.length })}</p>
            <button type="button" className="button-send" onClick={keepShared}>
              {tools.keep}
            </button>
            <button
              type="button"
              className="direct-link"
              onClick={() => {
                setShared([])
                writeAddress(view, [], comparing)
              }}
            >
              {tools.showAll}
            </button>
          </div>
        ) : (
          <div className="tool-actions flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <p className="font-semibold text-cattle-900">
              {shortlist.length > 0 ? fill(tools.shortlistCount, { count: shortlist.length }) : tools.starHint}
            </p>
            {shortlist.length > 0 && (
              <>
                <button
                  type="button"
                  className="direct-link"
                  aria-pressed={onlyShortlist}
                  onClick={() => setOnlyShortlist(!onlyShortlist)}
                >
                  {tools.showShortlist}
                </button>
                <button type="button" className="direct-link" onClick={() => void share()}>
                  {tools.share}
                </button>
                {shortlist.length >= compareLimits.min && (
                  <button
                    type="button"
                    className="button-send"
                    onClick={() => setCompare(shortlist.slice(0, compareLimits.max))}
                  >
                    {fill(tools.compare, { count: Math.min(shortlist.length, compareLimits.max) })}
                  </button>
                )}
              </>
            )}
          </div>
        )}
      </div>
      {copied && (
        <p role="status" className="mt-3 text-ink">
          {tools.copied} <span className="font-semibold [overflow-wrap:anywhere]">{copied}</span>
        </p>
      )}
      {shown.length === 0 && <p className="mt-4 text-lg">{listWords.empty}</p>}

      {compared.length >= compareLimits.min && (
        <div className="card mt-8 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3
              id="compare-title"
              ref={compareHeading}
              tabIndex={-1}
              className="text-2xl font-semibold text-cattle-900 outline-none"
            >
              {tools.compareHeading}
            </h3>
            <button type="button" className="direct-link" onClick={() => setCompare([])}>
              {tools.closeCompare}
            </button>
          </div>
          <div role="region" aria-labelledby="compare-title" tabIndex={0} className="scroll-cue mt-4 overflow-x-auto">
            <table className="figures-table">
              <thead className="bg-cattle-100 text-sm text-cattle-900">
                <tr>
                  <td className="sticky left-0 bg-cattle-100" />
                  {compared.map((animal) => (
                    <th key={animal.slug} scope="col" className="min-w-40 text-right font-semibold">
                      <a href={animal.href} className="underline underline-offset-2">
                        {animal.title}
                      </a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-cream-200">
                <tr>
                  <th scope="row" className={rowHeader}>
                    {listWords.lot}
                  </th>
                  {compared.map((animal) => (
                    <td key={animal.slug}>{animal.lot ?? '–'}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row" className={rowHeader}>
                    {words.animal.sex}
                  </th>
                  {compared.map((animal) => (
                    <td key={animal.slug}>{animal.written.sex}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row" className={rowHeader}>
                    {listWords.born}
                  </th>
                  {compared.map((animal) => (
                    <td key={animal.slug}>{animal.written.born}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row" className={rowHeader}>
                    {listWords.price}
                  </th>
                  {compared.map((animal) => (
                    <td key={animal.slug}>{animal.written.price}</td>
                  ))}
                </tr>
                {figureKeys
                  .filter((key) => compared.some((animal) => animal.written.figures[key]))
                  .map((key) => (
                    <tr key={key}>
                      <th scope="row" className={rowHeader}>
                        {words.figures.names[key].name}
                      </th>
                      {compared.map((animal) => {
                        const cell = animal.written.figures[key]
                        if (!cell) return <td key={animal.slug}>{words.figures.notMeasured}</td>
                        return (
                          <td key={animal.slug}>
                            {cell.text}
                            {cell.standing && (
                              <span
                                className={
                                  `block text-sm ` +
                                  `${cell.better ? 'font-semibold text-cattle-800' : 'text-ink-muted'}`
                                }
                              >
                                {cell.standing}
                              </span>
                            )}
                            {cell.average && <span className="sr-only">{` (${cell.average})`}</span>}
                          </td>
                        )
                      })}
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  )
}
