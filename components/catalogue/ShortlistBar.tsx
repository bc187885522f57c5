import type { ToolWords } from '@/components/catalogue/tool-animals'
import { compareLimits } from '@/lib/sale/shortlist'
import { fillWords } from '@/components/catalogue/fill-words'

export type ShortlistBarProps = {
  words: ToolWords['tools']
  shortlist: readonly string[]
  /** A shortlist the address brought (a link someone sent); while there is one, it is what is shown. */
  shared: readonly string[]
  onlyShortlist: boolean
  toggleOnlyShortlist: () => void
  share: () => void
  compare: (slugs: string[]) => void
  keepShared: () => void
  showAll: () => void
}

const actions = 'tool-actions flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center'

/**
 * The shortlist's line under the tools: a shared list with the offer to keep it or see every
 * animal; else how many are starred (or how to star one), with showing them alone, sharing them as
 * a link and comparing the first four side by side.
 */
export function ShortlistBar(props: ShortlistBarProps) {
  const { words, shortlist, shared } = props
  if (shared.length > 0) {
    return (
      <div className={actions}>
        <p className="font-semibold text-cattle-900">{fillWords(words.sharedWithYou, { count: shared.length })}</p>
        <button type="button" className="button-send" onClick={props.keepShared}>
          {words.keep}
        </button>
        <button type="button" className="direct-link" onClick={props.showAll}>
          {words.showAll}
        </button>
      </div>
    )
  }
  const comparable = Math.min(shortlist.length, compareLimits.max)
  return (
    <div className={actions}>
      <p className="font-semibold text-cattle-900">
        {shortlist.length > 0 ? fillWords(words.shortlistCount, { count: shortlist.length }) : words.starHint}
      </p>
      {shortlist.length > 0 && (
        <>
          <button
            type="button"
            className="direct-link"
            aria-pressed={props.onlyShortlist}
            onClick={props.toggleOnlyShortlist}
          >
            {words.showShortlist}
          </button>
          <button type="button" className="direct-link" onClick={props.share}>
            {words.share}
          </button>
          {shortlist.length >= compareLimits.min && (
            <button
              type="button"
              className="button-send"
              onClick={() => props.compare(shortlist.slice(0, compareLimits.max))}
            >
              {fillWords(words.compare, { count: comparable })}
            </button>
          )}
        </>
      )}
    </div>
  )
}
