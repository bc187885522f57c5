import { dateText, saleView } from '@/components/catalogue/sale-view'
import { ArrowRightIcon } from '@/components/icons'
import type { Language } from '@/content/languages'
import { languages } from '@/content/languages'
import { fillTemplate } from '@/lib/template'

/** The band on the JLDT Bonsmara page that leads to the sale catalogue, while a sale is on; nothing between sales. */
export function SaleTeaser({ language }: { language: Language }) {
  const view = saleView(language)
  if (!view.open) return null
  const { sale, words } = view
  const auction = sale.kind === 'auction' ? sale.auction : undefined
  return (
    <section aria-labelledby="sale-teaser-title" className="bg-cattle-50 py-10">
      <div className="container-page flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-cattle-700 uppercase">{words.teaser.eyebrow}</p>
          <h2 id="sale-teaser-title" className="mt-1 text-xl font-semibold text-cattle-900">
            {sale.title}
          </h2>
          <p className="mt-1 text-ink-muted">
            {[
              auction ? dateText(languages[language].lang, auction.date) : null,
              fillTemplate(words.teaser.count, { count: view.animals.length }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <a href={view.cataloguePath} className="button-send gap-2 self-start">
          {words.teaser.link}
          <ArrowRightIcon className="size-5" />
        </a>
      </div>
    </section>
  )
}
