import type { CatalogueWords } from '@/content/catalogue'
import type { Pedigree } from '@/lib/sale/animal'

/** A pedigree entry: name, then its ID on a line of its own. */
function Ancestor({ entry }: { entry: { name: string; id: string } }) {
  return (
    <>
      <span className="block font-semibold">{entry.name}</span>{' '}
      <span className="block text-xs text-ink-muted sm:text-sm">{entry.id}</span>
    </>
  )
}

/**
 * Two generations as a table a screen reader reads row by row: each parent, then its sire and dam,
 * every cell headed by its place in the pedigree (Sire, Sire's sire …), named through `headers`, as
 * the table has two levels of row headers.
 */
export function PedigreeTable({ pedigree, words }: { pedigree: Pedigree; words: CatalogueWords }) {
  const names = words.pedigree.names
  const parents = [
    { parent: 'sire', grand: ['sireSire', 'sireDam'] },
    { parent: 'dam', grand: ['damSire', 'damDam'] },
  ] as const
  return (
    <div className="card mt-5 overflow-x-auto">
      {/* Fixed columns, so a phone's narrow screen shares its width by the columns' parts rather than
          by their longest words, and a name breaks between its words. */}
      <table className="pedigree-table w-full table-fixed text-left text-sm sm:text-base">
        <colgroup>
          <col className="w-[21%]" />
          <col className="w-[29%]" />
          <col className="w-[21%]" />
          <col className="w-[29%]" />
        </colgroup>
        <tbody className="divide-y divide-cream-200">
          {parents.flatMap(({ parent, grand }) =>
            grand.map((key, index) => (
              <tr key={key}>
                {index === 0 && (
                  <>
                    <th
                      id={`pedigree-${parent}`}
                      rowSpan={2}
                      className={
                        'bg-cattle-50 px-1.5 py-2.5 align-top min-[360px]:px-2 sm:px-4 sm:py-3 ' +
                        'font-semibold text-cattle-900'
                      }
                    >
                      {names[parent]}
                    </th>
                    <td
                      headers={`pedigree-${parent}`}
                      rowSpan={2}
                      className={
                        'border-r border-cream-200 px-1.5 py-2.5 align-top min-[360px]:px-2 sm:px-4 ' +
                        'sm:py-3 [overflow-wrap:anywhere]'
                      }
                    >
                      <Ancestor entry={pedigree[parent]} />
                    </td>
                  </>
                )}
                <th
                  id={`pedigree-${key}`}
                  className="px-1.5 py-2.5 align-top min-[360px]:px-2 sm:px-4 sm:py-3 font-normal text-ink-muted"
                >
                  {names[key]}
                </th>
                <td
                  headers={`pedigree-${parent} pedigree-${key}`}
                  className="px-1.5 py-2.5 align-top min-[360px]:px-2 sm:px-4 sm:py-3 [overflow-wrap:anywhere]"
                >
                  <Ancestor entry={pedigree[key]} />
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  )
}
