import type { ReactNode } from 'react'
import type { AnimalView, SaleView } from '@/components/catalogue/sale-view'

/**
 * The two cells every table of the whole sale starts with: the lot, and the animal as the row's
 * header, a link to its page (with what the table adds under it).
 */
export function AnimalListHeads({ words }: { words: SaleView['words'] }) {
  return (
    <>
      <th scope="col" className="font-semibold whitespace-nowrap">
        {words.list.lot}
      </th>
      <th scope="col" className="min-w-44 font-semibold">
        {words.list.animal}
      </th>
    </>
  )
}

export function AnimalRowStart({ animal, children }: { animal: AnimalView; children?: ReactNode }) {
  return (
    <>
      <td className="text-left">{animal.lot ?? '–'}</td>
      <th scope="row">
        <a href={animal.href} className="font-semibold whitespace-nowrap text-cattle-800 underline underline-offset-2">
          {animal.title}
        </a>
        {children}
      </th>
    </>
  )
}
