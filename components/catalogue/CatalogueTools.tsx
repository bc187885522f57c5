'use client'

import { useEffect, useMemo, useRef, useState } from 'react'
import { CompareTable } from '@/components/catalogue/CompareTable'
import { shareShortlist } from '@/components/catalogue/share-link'
import { ShortlistBar } from '@/components/catalogue/ShortlistBar'
import type { ToolAnimal, ToolWords } from '@/components/catalogue/tool-animals'
import { useCardOrder } from '@/components/catalogue/use-card-order'
import { useCatalogueView, writeCatalogueAddress } from '@/components/catalogue/use-catalogue-view'
import { useShortlist } from '@/components/catalogue/use-shortlist'
import { sortLabel, ViewForm } from '@/components/catalogue/ViewForm'
import { filterAnimals, sortAnimals } from '@/lib/sale/catalogue'
import { compareLimits, readCompare, readShortlist } from '@/lib/sale/shortlist'
import { fillWords } from '@/components/catalogue/fill-words'

export type CatalogueToolsProps = {
  animals: ToolAnimal[]
  words: ToolWords
  /**
   * The ids of what the tools order and filter: the list of cards and the figures' table's rows
   * (each entry `data-animal` its address part).
   */
  listIds: readonly string[]
}

/**
 * The buyer's tools over the catalogue's list: sort by any figure, the price, the age or the lot;
 * show one sex or one status (the view kept in the address, so a link opens it as it was); a
 * shortlist kept on the device, starred on each card, shown alone, shared as a link and opened from
 * one; and two to four animals side by side. The cards stay the server's: the tools put them in
 * order and hide those left out, so the list reads whole before this script and without it.
 */
export function CatalogueTools({ animals, words, listIds }: CatalogueToolsProps) {
  const form = useRef<HTMLFormElement>(null)
  const known = useMemo(() => animals.map((animal) => animal.slug), [animals])
  const choices = useMemo(
    () => ({
      indexes: words.ebvs.flatMap((ebv) => (ebv.key.startsWith('index-') ? [ebv.key.slice(6)] : [])),
      sires: words.sires.map((sire) => sire.slug),
      statuses: words.statuses.length > 1 ? words.statuses : [],
    }),
    [words],
  )
  const [view, choose] = useCatalogueView(form, known, choices)
  const [shortlist, keepShortlist] = useShortlist(known, listIds[0])
  const [onlyShortlist, setOnlyShortlist] = useState(false)
  const [shared, setShared] = useState<string[]>([])
  const [comparing, setComparing] = useState<string[]>([])
  const [copied, setCopied] = useState<string | null>(null)

  // A shared shortlist or a comparison the address carries.
  useEffect(() => {
    /* eslint-disable react-hooks/set-state-in-effect -- the address is outside React until now */
    setShared(readShortlist(window.location.search, known))
    setComparing(readCompare(window.location.search, known))
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [known])

  const shown = useMemo(() => {
    const ordered = sortAnimals(filterAnimals(animals, view, view.sort), view.sort, view.direction)
    if (shared.length > 0) return ordered.filter((animal) => shared.includes(animal.slug))
    return onlyShortlist ? ordered.filter((animal) => shortlist.includes(animal.slug)) : ordered
  }, [animals, view, shared, onlyShortlist, shortlist])
  useCardOrder(shown, listIds)

  const compare = (slugs: string[]) => {
    setComparing(slugs)
    writeCatalogueAddress({ comparing: slugs }, known, choices)
  }
  const showAll = () => {
    setShared([])
    writeCatalogueAddress({ shared: [] }, known, choices)
  }
  const keepShared = () => {
    keepShortlist([...shortlist, ...shared])
    setOnlyShortlist(true)
    showAll()
  }

  const { list, tools } = words
  const compared = comparing.flatMap((slug) => animals.find((animal) => animal.slug === slug) ?? [])
  const order = view.direction === 'desc' ? list.higherFirst : list.lowerFirst
  return (
    <div className="catalogue-tools mt-8">
      <ViewForm form={form} view={view} choose={choose} words={words} />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {/* What a screen reader hears after each choice: how many are shown, and in what order. */}
        <p role="status" className="text-lg text-ink-muted">
          {fillWords(list.count, { shown: shown.length, total: animals.length })}
          <span className="sr-only">
            {'. '}
            {fillWords(tools.sortedBy, { figure: sortLabel(words, view.sort), order })}
          </span>
        </p>
        <ShortlistBar
          words={tools}
          shortlist={shortlist}
          shared={shared}
          onlyShortlist={onlyShortlist}
          toggleOnlyShortlist={() => setOnlyShortlist(!onlyShortlist)}
          share={() => void shareShortlist(shortlist).then(setCopied)}
          compare={compare}
          keepShared={keepShared}
          showAll={showAll}
        />
      </div>
      {copied && (
        <p role="status" className="mt-3 text-ink">
          {tools.copied} <span className="font-semibold [overflow-wrap:anywhere]">{copied}</span>
        </p>
      )}
      {shown.length === 0 && <p className="mt-4 text-lg">{list.empty}</p>}
      {compared.length >= compareLimits.min && (
        <CompareTable key={comparing.join('.')} animals={compared} words={words} close={() => compare([])} />
      )}
    </div>
  )
}
