import { GarlicSeedCalculatorSection } from '@/components/calculator/GarlicSeedCalculatorSection'
import { seedWordsOn } from '@/components/calculator/seed-words'
import type { SeedVariety } from '@/components/calculator/labels'
import { ContactSection } from '@/components/contact/ContactSection'
import { ScriptsStalled } from '@/components/errors/ScriptsStalled'
import { frameFor } from '@/components/layout/frame'
import { PageFrame } from '@/components/layout/PageFrame'
import { pictureSizes } from '@/components/media/picture-sizes'
import { businessFacts, hrefIn, paperHeader, perUnitWords } from '@/components/pages/page-helpers'
import { SeasonPlannerSection } from '@/components/season-planner/SeasonPlannerSection'
import { CertificationsSection } from '@/components/sections/CertificationsSection'
import { GallerySection } from '@/components/sections/GallerySection'
import { cardGrid } from '@/components/sections/grid'
import { GarlicServicesSection } from '@/components/sections/GarlicServicesSection'
import { Hero } from '@/components/sections/Hero'
import { SocialSection } from '@/components/sections/SocialSection'
import { VarietiesSection } from '@/components/sections/VarietiesSection'
import { WhyChooseSection } from '@/components/sections/WhyChooseSection'
import { JsonLd } from '@/components/seo/JsonLd'
import { certificationsOn } from '@/content/certifications'
import { garlic, seedVarietiesOf } from '@/content/garlic'
import { languageCodes, type Language } from '@/content/languages'
import { pageByKey } from '@/content/pages'
import { plannerWords } from '@/content/planner'
import { social } from '@/content/social'
import { localize } from '@/lib/localize'
import { seedJsonLd, serviceJsonLd } from '@/lib/structured-data'

const key = 'garlic'

/** The garlic page in one language. */
export function GarlicPage({ language }: { language: Language }) {
  const frame = frameFor(language)
  const content = localize(garlic, language)
  const page = pageByKey(key)
  const path = page.path[language]
  const per = perUnitWords(frame)
  const facts = businessFacts(frame)
  const { field, processing } = content.services
  // Every priced service as a schema.org Service with its Offer in rand per unit.
  const pricedServices = [
    ...field.items.map((service) =>
      serviceJsonLd(
        facts,
        { name: service.name, price: { amount: service.price, unit: 'hectare' } },
        { category: field.heading, pagePath: path, unitText: per.hectare },
      ),
    ),
    ...processing.items.map((service) =>
      serviceJsonLd(
        facts,
        { name: service.name, price: { amount: service.price, unit: 'ton' } },
        { category: processing.heading, pagePath: path, unitText: per.ton },
      ),
    ),
    serviceJsonLd(
      facts,
      { name: content.travel.name, price: { amount: content.travel.price, unit: 'kilometre' } },
      { category: field.heading, pagePath: path, unitText: per.kilometre },
    ),
  ]
  const seedVarieties: SeedVariety[] = seedVarietiesOf(content)
  const [firstVariety, ...otherVarieties] = seedVarieties
  // Each variety's seed as a Product with its Offer: availability, and the price per kilogram where published.
  const seedOffers = seedVarieties.map((variety) => seedJsonLd(variety))
  // The business and the words on a printed estimate or plan, and on one sent.
  const paper = {
    share: { ...frame.words.share, newTab: frame.words.newTab },
    business: paperHeader(frame, key),
    lang: frame.lang,
  }
  const planner = localize(plannerWords, language)
  // The seed's words, with the month ordering opens named once for both tools (one object: the
  // page's payload carries it once).
  const seedWords = seedWordsOn(frame.calculator.order, content.varieties.orderWindow, frame.lang)
  const steps = cardGrid(content.growingSteps.steps.length, { widest: 4, gap: 20 })
  return (
    <PageFrame frame={frame} currentKey={key}>
      <Hero hero={content.hero} tint={page.tint} hrefOf={hrefIn(language)} />
      <VarietiesSection content={content.varieties} />
      <GarlicServicesSection
        content={content}
        priceWords={{ service: frame.words.prices.service, price: frame.words.prices.price, per }}
      />
      <GarlicSeedCalculatorSection
        varieties={[firstVariety!, ...otherVarieties]}
        words={{ ...frame.calculator, order: seedWords }}
        paper={paper}
        orderWindow={content.varieties.orderWindow}
        stalled={
          <ScriptsStalled
            frame={frame}
            tool="calculator"
            subject={frame.calculator.heading}
            wayOn={{ href: '#variety-figures-title', label: frame.words.stalled.figures }}
          />
        }
      />
      <SeasonPlannerSection
        content={content}
        words={planner}
        seedWords={seedWords}
        seedVarieties={seedVarieties}
        per={per}
        otherLanguages={languageCodes
          .filter((code) => code !== language)
          .map((code) => localize(plannerWords.message, code))}
        paper={paper}
        stalled={
          <ScriptsStalled
            frame={frame}
            tool="planner"
            subject={planner.heading}
            className="mt-10"
            reason={false}
            wayOn={{ href: '#services', label: frame.words.stalled.prices }}
          />
        }
      />
      <GallerySection
        id="growing"
        title={content.growingSteps.heading}
        intro={content.growingSteps.intro}
        tint="garlic"
        banded
        items={content.growingSteps.steps.map((step) => ({
          image: step.image,
          title: step.title,
          text: step.description,
        }))}
        columns={steps.className}
        sizes={steps.sizes}
        numbered
        words={frame.words.gallery}
      />
      <GallerySection
        id="fields"
        title={content.fields.heading}
        intro={content.fields.intro}
        tint="garlic"
        items={content.fields.photos.map((image) => ({ image }))}
        columns="grid-cols-2 lg:grid-cols-4"
        sizes={pictureSizes.photosTwoToFour}
        words={frame.words.gallery}
      />
      <CertificationsSection
        certifications={localize(certificationsOn(key), language)}
        tint={page.tint}
        words={frame.words.certifications}
      />
      <SocialSection
        frame={frame}
        title={localize(social, language).followHeading}
        text={content.follow}
        tint="garlic"
      />
      <WhyChooseSection content={content.whyChoose} />
      {/* The calculator's notice, above, says why the scripts may not have started. */}
      <ContactSection frame={frame} page={content.contact} stalledReason={false} />
      {/* After the words, which a slow link brings first. */}
      <JsonLd data={[...pricedServices, ...seedOffers]} />
    </PageFrame>
  )
}
