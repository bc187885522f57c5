import type { EbvColumn } from '@/components/catalogue/ebv-rows'
import type { EbvWords } from '@/components/catalogue/ebv-words'

/**
 * What the breeding values' abbreviations mean, once on a page, with what the accuracy (and its
 * band on the bars) and the ratio are: the key a buyer reads the tables by, on screen and on paper.
 */
export function AbbreviationsKey({
  columns,
  words,
  ratio,
}: {
  columns: readonly EbvColumn[]
  words: EbvWords
  ratio: boolean
}) {
  return (
    <div className="ebv-key mt-4 text-sm text-ink-muted">
      <h3 className="font-sans font-semibold text-ink">{words.key}</h3>
      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {columns.map((column) => (
          <div key={column.key} className="flex gap-1">
            <dt className="font-semibold text-ink">
              <abbr title={column.name}>{column.abbreviation}</abbr>
            </dt>
            {/* A separator a text browser or a copy keeps between the two. */}
            <dd>
              <span className="sr-only">: </span>
              {column.name}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2">{words.accuracyKey}</p>
      {ratio && <p className="mt-1">{words.ratioKey}</p>}
    </div>
  )
}
