import { statusBadge } from '@/components/catalogue/AnimalCard'
import { AskAboutAnimal } from '@/components/catalogue/AskAboutAnimal'
import { animalProperties } from '@/components/catalogue/animal-properties'
import { BreedingValuesTable } from '@/components/catalogue/BreedingValuesTable'
import { JsonLd } from '@/components/seo/JsonLd'
import { fallbackVariant } from '@/lib/image-variants'
import { animalJsonLd } from '@/lib/sale/structured-data'
import { businessId } from '@/lib/structured-data'
import { BuyerChecks } from '@/components/catalogue/BuyerChecks'
import { columnsOf } from '@/components/catalogue/ebv-rows'
import { AnimalFiguresTable } from '@/components/catalogue/FiguresTables'
import { PerformanceTest } from '@/components/catalogue/PerformanceTest'
import { PedigreeTable } from '@/components/catalogue/PedigreeTable'
import {
  buyerText,
  cataloguePageKey,
  dateText,
  noAnimalSlug,
  priceText,
  saleView,
} from '@/components/catalogue/sale-view'
import { AuctionNotice } from '@/components/catalogue/AuctionNotice'
import { AsAtLine } from '@/components/catalogue/SaleDetails'
import { ContactSection } from '@/components/contact/ContactSection'
import { CataloguePage } from '@/components/pages/CataloguePage'
import { ArrowLeftIcon } from '@/components/icons'
import { frameFor } from '@/components/layout/frame'
import { PageFrame } from '@/components/layout/PageFrame'
import { ResponsivePicture } from '@/components/media/ResponsivePicture'
import { heroTint } from '@/components/sections/tints'
import { resolveImage } from '@/content/images'
import type { Language } from '@/content/languages'
import { pageByKey } from '@/content/pages'
import { fillTemplate } from '@/lib/template'
import { whatsappChatUrl } from '@/lib/whatsapp'
import { site } from '@/content/site'

/**
 * The photos beside the facts from 1024 px (half the page's 1 088 px, less the 3.5 rem between),
 * the full width below (less the page's padding: 1.25 rem a side on a phone, 2 rem from 640 px);
 * the others two to a row under it, 1 rem apart.
 */
const photoSizes =
  '(min-width: 1152px) 516px, (min-width: 1024px) calc(50vw - 3.75rem), ' +
  '(min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)'
const thumbnailSizes =
  '(min-width: 1152px) 250px, (min-width: 1024px) calc(25vw - 2.375rem), ' +
  '(min-width: 640px) calc(50vw - 2.5rem), calc(50vw - 1.75rem)'

/**
 * One animal's page: its photos and facts, its performance figures against the average and its
 * pedigree in real tables, its video, and the contact form, whose enquiries name the animal.
 */
export function AnimalPage({ language, slug }: { language: Language; slug: string }) {
  // While the sale lists no animal, the route's one page (removed by the build) is the catalogue's.
  if (slug === noAnimalSlug) return <CataloguePage language={language} />
  const view = saleView(language)
  const animal = view.animals.find((entry) => entry.slug === slug)
  if (!animal) throw new Error(`content/sale.yaml has no animal whose address is ${slug}`)
  const { words } = view
  // The enquiry names the animal: its ID and lot in the subject, its name too in the message and the WhatsApp greeting.
  const lot = animal.lot === undefined ? null : fillTemplate(words.list.lotNumber, { lot: animal.lot })
  const described = animal.name
    ? `${animal.name} (${[animal.id, lot].filter(Boolean).join(', ')})`
    : `${animal.id}${lot ? ` (${lot})` : ''}`
  const message = fillTemplate(words.animal.askMessage, { animal: described })
  const base = frameFor(language)
  const frame = {
    ...base,
    whatsappLink: whatsappChatUrl(base.settings.phone, `${site.whatsappGreeting.in(language)} ${message}`),
  }
  const colours = heroTint[pageByKey(cataloguePageKey).tint]
  const [photo, ...more] = animal.photos
  const subject = fillTemplate(words.animal.askSubject, { animal: [animal.id, lot].filter(Boolean).join(', ') })
  return (
    <PageFrame frame={frame} currentKey={cataloguePageKey}>
      <section aria-labelledby="page-title" className={`${colours.background} text-cream-50`}>
        <div className="container-page py-12 sm:py-16">
          <a
            href={view.cataloguePath}
            className={
              'animal-back inline-flex min-h-11 items-center gap-2 font-semibold ' +
              'text-cream-100 underline-offset-2 hover:underline'
            }
          >
            <ArrowLeftIcon className="size-5" />
            {words.animal.back}
          </a>
          <p className="mt-4 flex flex-wrap items-center gap-2 text-sm font-semibold">
            {animal.lot !== undefined && (
              <span className="rounded-full bg-cream-50 px-3 py-1 text-cattle-900">
                {fillTemplate(words.list.lotNumber, { lot: animal.lot })}
              </span>
            )}{' '}
            <span className={`rounded-full px-3 py-1 ${statusBadge[animal.status]}`}>
              {words.list.status[animal.status]}
            </span>{' '}
            {animal.example && (
              <span className="rounded-full bg-cream-100 px-3 py-1 text-ink">{words.list.example}</span>
            )}
          </p>
          <h1
            id="page-title"
            className="mt-4 text-[2rem] font-semibold [overflow-wrap:anywhere] min-[360px]:text-4xl sm:text-5xl"
          >
            {animal.title}
          </h1>
          {animal.name && <p className="mt-2 text-xl text-cream-100">{animal.id}</p>}
          {/* On paper: the address that reopens the page, and how to reach the seller. */}
          <p className="print-address">
            {[
              `${frame.settings.siteUrl.replace(/^https:\/\//, '')}${animal.href}`,
              frame.settings.email,
              frame.settings.phone,
            ].join(' · ')}
          </p>
        </div>
      </section>

      <div className="animal-sheet container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-14">
        <div>
          {photo ? (
            <ResponsivePicture
              image={resolveImage(photo)}
              sizes={photoSizes}
              priority
              className="aspect-[3/2] h-auto w-full rounded-(--radius-card) object-cover"
            />
          ) : null}
          {more.length > 0 && (
            <ul className="mt-4 grid grid-cols-2 gap-4">
              {more.map((image) => (
                <li key={image.src}>
                  <ResponsivePicture
                    image={resolveImage(image)}
                    sizes={thumbnailSizes}
                    className="aspect-[3/2] h-auto w-full rounded-(--radius-card) object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <section aria-labelledby="facts-title" className="lg:row-span-2">
          <h2 id="facts-title" className="text-2xl font-semibold text-cattle-900">
            {words.animal.facts}
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-lg">
            <dt className="text-ink-muted">{words.animal.sex}</dt>
            <dd>{words.animal[animal.sex]}</dd>
            <dt className="text-ink-muted">{words.list.born}</dt>
            <dd>
              <time dateTime={animal.born}>{dateText(frame.lang, animal.born)}</time>
            </dd>
            <dt className="text-ink-muted">{words.animal.status}</dt>
            <dd>{words.list.status[animal.status]}</dd>
            <dt className="text-ink-muted">{words.list.price}</dt>
            <dd className="font-semibold">{priceText(words, animal)}</dd>
            {animal.shownBuyer && (
              <>
                <dt className="text-ink-muted">{words.list.buyer}</dt>
                <dd>{buyerText(words, animal.shownBuyer)}</dd>
              </>
            )}
          </dl>
          <AsAtLine view={view} lang={frame.lang} className="mt-3 text-base" />
          {animal.note && <p className="mt-6 max-w-prose text-lg">{animal.note}</p>}
          <div className="animal-actions mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <AskAboutAnimal label={words.animal.ask} message={message} slug={animal.slug} />{' '}
            {animal.video && (
              <a href={animal.video} target="_blank" rel="noopener noreferrer" className="direct-link justify-center">
                {words.animal.video}
                <span className="sr-only">{` ${frame.words.newTab}`}</span>
              </a>
            )}
          </div>
        </section>
        {animal.checks && (
          <section aria-labelledby="checks-title" className="animal-checks lg:row-start-2">
            <h2 id="checks-title" className="text-2xl font-semibold text-cattle-900">
              {words.checks.heading}
            </h2>
            <BuyerChecks checks={animal.checks} words={words.checks} lang={frame.lang} />
          </section>
        )}
      </div>

      {columnsOf(view, animal).length > 0 && (
        <section aria-labelledby="ebvs-title" className="animal-ebvs bg-cattle-50 py-12 sm:py-16">
          <div className="container-page">
            <h2 id="ebvs-title" className="text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl">
              {words.ebvs.heading}
            </h2>
            <BreedingValuesTable view={view} animal={animal} lang={frame.lang} />
          </div>
        </section>
      )}

      <section aria-labelledby="figures-title" className="animal-figures py-12 sm:py-16">
        <div className="container-page">
          <h2 id="figures-title" className="text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl">
            {words.figures.heading}
          </h2>
          <AnimalFiguresTable view={view} animal={animal} />
          {animal.test && (
            <section aria-labelledby="test-title" className="animal-test mt-10">
              <h3 id="test-title" className="text-xl font-semibold text-cattle-900">
                {words.test.heading}
              </h3>
              <PerformanceTest test={animal.test} words={words.test} lang={frame.lang} />
            </section>
          )}
        </div>
      </section>

      <section aria-labelledby="pedigree-title" className="bg-cattle-50 py-12 sm:py-16">
        <div className="container-page">
          <h2 id="pedigree-title" className="text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl">
            {words.pedigree.heading}
          </h2>
          <PedigreeTable pedigree={animal.pedigree} words={words} />
        </div>
      </section>

      <AuctionNotice
        view={view}
        lang={frame.lang}
        newTab={frame.words.newTab}
        animal={animal}
        rulesAt={{
          href: `${view.cataloguePath}#rules`,
          address: `${frame.settings.siteUrl}${view.cataloguePath}#rules`,
        }}
        howToBuy={{
          href: `${view.cataloguePath}#how-to-buy`,
          address: `${frame.settings.siteUrl}${view.cataloguePath}#how-to-buy`,
        }}
      />
      <ContactSection frame={frame} page={{ intro: words.contact.intro, subject }} />
      <JsonLd
        data={animalJsonLd(
          {
            siteUrl: frame.settings.siteUrl,
            language: frame.lang,
            sellerId: businessId(frame.settings, 'bonsmara'),
          },
          {
            id: animal.id,
            title: animal.title,
            path: animal.href,
            status: animal.status,
            ...(animal.price !== undefined ? { price: animal.price } : {}),
            ...(photo ? { image: fallbackVariant(resolveImage(photo).webp).url } : {}),
            properties: animalProperties(view, animal),
          },
        )}
      />
    </PageFrame>
  )
}
