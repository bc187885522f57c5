import { AnimalCard } from '@/components/catalogue/AnimalCard'
import { CatalogueTools } from '@/components/catalogue/CatalogueTools'
import { toolAnimals, toolWords } from '@/components/catalogue/tool-animals'
import { CatalogueEbvTable } from '@/components/catalogue/CatalogueEbvTable'
import { CatalogueFiguresTable } from '@/components/catalogue/FiguresTables'
import { AuctionNotice } from '@/components/catalogue/AuctionNotice'
import { ConditionsOfSale } from '@/components/catalogue/ConditionsOfSale'
import { HowToBuy } from '@/components/catalogue/HowToBuy'
import { RulesOfAuction } from '@/components/catalogue/RulesOfAuction'
import { AsAtLine, SaleDetails } from '@/components/catalogue/SaleDetails'
import { SaleResultsSection } from '@/components/catalogue/SaleResultsSection'
import { calendarPath, cataloguePageKey, saleView } from '@/components/catalogue/sale-view'
import { ContactSection } from '@/components/contact/ContactSection'
import { JsonLd } from '@/components/seo/JsonLd'
import { resolveImage } from '@/content/images'
import { fallbackVariant } from '@/lib/image-variants'
import { saleJsonLd } from '@/lib/sale/structured-data'
import { businessId } from '@/lib/structured-data'
import { frameFor } from '@/components/layout/frame'
import { PageFrame } from '@/components/layout/PageFrame'
import { cardGrid } from '@/components/sections/grid'
import { heroTint } from '@/components/sections/tints'
import type { Language } from '@/content/languages'
import { pageByKey } from '@/content/pages'
import { toolMarks } from '@/components/tool-wake'

/**
 * The sale catalogue in one language: an auction's results once it is over; the sale, and for an
 * auction what the law asks its advertisement to state; every animal on offer as a card that leads
 * to its page, and every animal's figures in one table with the average in its last row; how to buy
 * at the auction, the conditions of sale and the rules of auction where the sale gives their text.
 * All of it is in the HTML, whole before any script and without one. Between sales it says so, and
 * the contact form stays.
 */
export function CataloguePage({ language }: { language: Language }) {
  const frame = frameFor(language)
  const view = saleView(language)
  const { words } = view
  const colours = heroTint[pageByKey(cataloguePageKey).tint]
  const grid = cardGrid(view.animals.length, { widest: 4, gap: 24 })
  return (
    <PageFrame frame={frame} currentKey={cataloguePageKey}>
      <section aria-labelledby="page-title" className={`${colours.background} text-cream-50`}>
        <div className="container-page max-w-3xl py-14 sm:py-20">
          <p className={`text-sm font-semibold tracking-[0.14em] uppercase ${colours.eyebrow}`}>{words.hero.eyebrow}</p>
          <h1 id="page-title" className="mt-4 text-[2rem] font-semibold min-[360px]:text-4xl sm:text-5xl">
            {words.hero.title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-cream-100 sm:text-xl">{words.hero.lead}</p>
        </div>
      </section>
      {view.open ? (
        <>
          <SaleResultsSection view={view} asAtLine={<AsAtLine view={view} lang={frame.lang} className="mt-1" />} />
          <SaleDetails
            view={view}
            lang={frame.lang}
            newTab={frame.words.newTab}
            calendarHref={calendarPath(language)}
          />
          <section id="animals" aria-labelledby="animals-title" className="py-14 sm:py-20">
            <div className="container-page">
              <h2
                id="animals-title"
                className="text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl sm:text-4xl"
              >
                {words.list.heading}
              </h2>
              {/* When the page's scripts cannot start, or are switched off, the tools say so; the list and its
                  table need none. */}
              <div className="tool-stalled mt-6" data-without-js="">
                <p>{words.tools.stalled}</p>
                <ul>
                  {view.traitsGiven.length > 0 && (
                    <li>
                      <a href="#catalogue-ebvs-title">{words.ebvs.listHeading}</a>
                    </li>
                  )}
                  <li>
                    <a href="#catalogue-figures-title">{words.list.figuresHeading}</a>
                  </li>
                </ul>
              </div>
              <div {...toolMarks.catalogue}>
                <CatalogueTools
                  animals={toolAnimals(view, frame.lang)}
                  words={toolWords(view)}
                  listIds={['animal-list', 'ebv-rows', 'animal-rows']}
                />
              </div>
              <ul id="animal-list" className={`mt-8 grid gap-6 ${grid.className}`}>
                {view.animals.map((animal) => (
                  <AnimalCard key={animal.slug} animal={animal} words={words} lang={frame.lang} sizes={grid.sizes} />
                ))}
              </ul>
              {view.traitsGiven.length > 0 && (
                <>
                  <h2
                    id="catalogue-ebvs-title"
                    className="mt-14 text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl"
                  >
                    {words.ebvs.listHeading}
                  </h2>
                  <CatalogueEbvTable view={view} headingId="catalogue-ebvs-title" lang={frame.lang} />
                </>
              )}
              <h2
                id="catalogue-figures-title"
                className="mt-14 text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl"
              >
                {words.list.figuresHeading}
              </h2>
              <CatalogueFiguresTable view={view} headingId="catalogue-figures-title" />
            </div>
          </section>
          <HowToBuy view={view} newTab={frame.words.newTab} />
          <AuctionNotice view={view} lang={frame.lang} newTab={frame.words.newTab} rulesAt={{ href: '#rules' }} />
          <ConditionsOfSale view={view} />
          <RulesOfAuction view={view} />
        </>
      ) : (
        <section aria-labelledby="none-title" className="py-14 sm:py-20">
          <div className="container-page max-w-3xl">
            <h2 id="none-title" className="text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl">
              {words.none.heading}
            </h2>
            <p className="mt-4 text-lg text-ink-muted">{words.none.text}</p>
          </div>
        </section>
      )}
      <ContactSection frame={frame} page={words.contact} />
      {view.open && (
        <JsonLd
          data={saleJsonLd({
            siteUrl: frame.settings.siteUrl,
            language: frame.lang,
            path: view.cataloguePath,
            title: view.sale.title,
            description: view.sale.intro,
            sellerId: businessId(frame.settings, 'bonsmara'),
            ...(view.auction ? { auction: view.auction } : {}),
            animals: view.animals.map((animal) => ({
              id: animal.id,
              title: animal.title,
              path: animal.href,
              status: animal.status,
              ...(animal.price !== undefined ? { price: animal.price } : {}),
              ...(animal.photos[0] ? { image: fallbackVariant(resolveImage(animal.photos[0]).webp).url } : {}),
            })),
          })}
        />
      )}
    </PageFrame>
  )
}
