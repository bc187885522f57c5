import { CattleIcon, StarIcon } from '@/components/icons'
import { ResponsivePicture } from '@/components/media/ResponsivePicture'
import { buyerText, dateText, priceText, type AnimalView } from '@/components/catalogue/sale-view'
import type { CatalogueWords } from '@/content/catalogue'
import { resolveImage } from '@/content/images'
import type { Status } from '@/lib/sale/animal'
import { fillTemplate } from '@/lib/template'

/** Each status's badge: a word always, its colour a second cue. */
export const statusBadge = {
  available: 'bg-pasture-100 text-pasture-900',
  reserved: 'bg-wheat-300 text-ink',
  sold: 'bg-cream-200 text-ink',
  auction: 'bg-cattle-100 text-cattle-900',
  withdrawn: 'bg-cream-50 text-ink ring-1 ring-cream-200',
  notSold: 'bg-cream-100 text-ink',
  subjectToConfirmation: 'bg-wheat-300 text-ink',
} as const satisfies Record<Status, string>

/**
 * One animal in the catalogue's list: its first photo (or a drawing where it has none), lot and
 * status, name and ID, sex, birth date, price and (a lot that sold) its buyer as published, and the
 * link to its page, which the whole card
 * answers to. Every card's photo loads lazily: the page's heading and the sale come first.
 */
export function AnimalCard({
  animal,
  words,
  lang,
  sizes,
}: {
  animal: AnimalView
  words: CatalogueWords
  lang: string
  sizes: string
}) {
  const photo = animal.photos[0]
  return (
    <li data-animal={animal.slug} className="card relative flex flex-col overflow-hidden">
      {photo ? (
        <ResponsivePicture
          image={resolveImage(photo)}
          sizes={sizes}
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="flex aspect-[3/2] items-center justify-center bg-cattle-50 text-cattle-700">
          <CattleIcon className="size-12" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          {animal.lot !== undefined && (
            <span className="rounded-full bg-cattle-700 px-3 py-1 text-cream-50">
              {fillTemplate(words.list.lotNumber, { lot: animal.lot })}
            </span>
          )}{' '}
          <span className={`rounded-full px-3 py-1 ${statusBadge[animal.status]}`}>
            {words.list.status[animal.status]}
          </span>{' '}
          {animal.example && <span className="rounded-full bg-cream-100 px-3 py-1 text-ink">{words.list.example}</span>}
        </p>
        <h3 className="mt-3 text-xl font-semibold text-cattle-900">
          <a href={animal.href} className="after:absolute after:inset-0 hover:underline">
            {animal.title}
          </a>
        </h3>
        {animal.name && <p className="text-ink-muted">{animal.id}</p>}
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-ink-muted">{words.animal.sex}</dt>
          <dd>{words.animal[animal.sex]}</dd>
          <dt className="text-ink-muted">{words.list.born}</dt>
          <dd>
            <time dateTime={animal.born}>{dateText(lang, animal.born)}</time>
          </dd>
          <dt className="text-ink-muted">{words.list.price}</dt>
          <dd className="font-semibold">{priceText(words, animal)}</dd>
          {animal.shownBuyer && (
            <>
              <dt className="text-ink-muted">{words.list.buyer}</dt>
              <dd className="[overflow-wrap:anywhere]">{buyerText(words, animal.shownBuyer)}</dd>
            </>
          )}
        </dl>
      </div>
      {/* The shortlist's star, over the photo's corner and above the card's link: the buyer's tools
          (CatalogueTools) say whether it is pressed and answer a press; hidden until they run. */}
      <button
        type="button"
        data-shortlist={animal.slug}
        aria-pressed="false"
        aria-label={fillTemplate(words.tools.star, { title: animal.title })}
        className={
          'shortlist-star absolute top-2 right-2 z-10 inline-flex size-12 items-center ' +
          'justify-center rounded-full bg-cream-50/95 text-ochre-700 shadow-sm ring-1 ' +
          'ring-cream-200 hover:bg-white'
        }
      >
        <StarIcon className="size-7" />
      </button>
    </li>
  )
}
