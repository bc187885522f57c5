import { ContactSection } from '@/components/contact/ContactSection'
import { frameFor } from '@/components/layout/frame'
import { PageFrame } from '@/components/layout/PageFrame'
import { heroTint } from '@/components/sections/tints'
import { Template } from '@/components/Template'
import type { Language } from '@/content/languages'
import { pageByKey, privacyPageKey } from '@/content/pages'
import { privacy } from '@/content/privacy'
import { businessOf } from '@/lib/legal-details'
import { localize } from '@/lib/localize'

const key = privacyPageKey
const textLink = 'font-semibold text-pasture-800 underline underline-offset-2 hover:text-pasture-900'

/** The privacy notice in one language: what happens to the details a visitor sends (POPIA section 18). */
export function PrivacyPage({ language }: { language: Language }) {
  const frame = frameFor(language)
  const content = localize(privacy, language)
  const { settings, site, lang } = frame
  const colours = heroTint[pageByKey(key).tint]
  const legalNames = site.operations.map((operation) => businessOf(settings.businesses, operation.page).legalName)
  const gaps = {
    businesses: new Intl.ListFormat(lang, { type: 'conjunction' }).format(legalNames),
    email: (
      <a href={`mailto:${settings.email}`} className={textLink}>
        {settings.email}
      </a>
    ),
    regulatorSite: (
      <a href={content.regulator.site} className={textLink} target="_blank" rel="noopener noreferrer">
        {new URL(content.regulator.site).host}
        <span className="sr-only">{` ${frame.words.newTab}`}</span>
      </a>
    ),
    regulatorEmail: (
      <a href={`mailto:${content.regulator.email}`} className={textLink}>
        {content.regulator.email}
      </a>
    ),
    clearDraft: <strong className="font-semibold">{frame.contact.clearDraft.action}</strong>,
  }
  const updated = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${content.updated}T00:00:00Z`),
  )
  return (
    <PageFrame frame={frame} currentKey={key}>
      <section aria-labelledby="page-title" className={`${colours.background} text-cream-50`}>
        <div className="container-page max-w-3xl py-14 sm:py-20">
          <p className={`text-sm font-semibold tracking-[0.14em] uppercase ${colours.eyebrow}`}>
            {content.hero.eyebrow}
          </p>
          <h1 id="page-title" className="mt-4 text-[2rem] font-semibold min-[360px]:text-4xl sm:text-5xl">
            {content.hero.title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-cream-100 sm:text-xl">{content.hero.lead}</p>
          <p className="mt-6 text-sm text-cream-200">
            {content.updatedLabel} <time dateTime={content.updated}>{updated}</time>
          </p>
        </div>
      </section>
      <div className="container-page max-w-3xl py-14 sm:py-20">
        {/* The notice's parts are headed parts of one document, not landmarks of their own: the list
            may hold any number, and two landmarks with the same name would leave landmark navigation
            unable to tell them apart. */}
        {content.sections.map((section, index) => (
          <section key={index} className="mt-10 first:mt-0">
            <h2 className="text-2xl font-semibold text-pasture-900 sm:text-3xl">{section.heading}</h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
              {section.paragraphs.map((paragraph, at) => (
                <p key={at}>
                  <Template text={paragraph} gaps={gaps} />
                </p>
              ))}
            </div>
          </section>
        ))}
      </div>
      {/* A request about one's details goes by e-mail, with its subject: the notice is only text, so it has no tool
          and fetches no framework (the forms are on the other pages). */}
      <ContactSection frame={frame} page={content.contact} form={false} />
    </PageFrame>
  )
}
