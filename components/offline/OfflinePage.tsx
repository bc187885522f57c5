import { FarmMark } from '@/components/icons'
import { frameFor } from '@/components/layout/frame'
import { languages, type Language } from '@/content/languages'
import { pathOf, routes } from '@/content/pages'

/**
 * Every page that lists the pages this device keeps marks each link with this attribute; the worker removes those it
 * does not keep.
 */
export const storedPageAttribute = 'data-stored-page'
/** The page that holds the Garlic Seed Calculator, which works offline once that page is kept. */
const calculatorPageKey = 'garlic'

export type OfflinePageProps = {
  language: Language
  /** The site's style sheets and icons, as every page links them (kept by the worker with the shell). */
  stylesheets: string[]
  icons: { rel: string; href: string; type?: string; sizes?: string }[]
}

/**
 * The page the service worker shows, offline, for a page of the site this device has not kept yet
 * (lib/offline/worker/sw.ts): what happened, a way to try again, the pages it does keep and the
 * calculator. Written by the build as plain HTML with no script (scripts/build-steps/offline-pages.ts), so
 * it costs the first visit about a kilobyte per language. It lists every page in every language;
 * the worker leaves only those this device keeps.
 */
export function OfflinePage({ language, stylesheets, icons }: OfflinePageProps) {
  const { site, words } = frameFor(language)
  const { offline } = words
  // The page's own language first, then the others, each link in its own language.
  const listed = [
    ...routes.filter((route) => route.language === language),
    ...routes.filter((route) => route.language !== language),
  ]
  const home = pathOf(routes[0]!.key, language)
  const calculators = listed.filter((route) => route.key === calculatorPageKey)
  const linkClass =
    'inline-flex min-h-11 items-center rounded-md font-semibold text-pasture-800 ' +
    'underline underline-offset-4 hover:text-pasture-700'
  return (
    <html lang={languages[language].lang}>
      {/* eslint-disable-next-line @next/next/no-head-element -- not a Next page: the build writes it as plain HTML */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${offline.title} | ${site.shortName}`}</title>
        <meta name="robots" content="noindex" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {icons.map((icon) => (
          <link key={icon.href} rel={icon.rel} href={icon.href} type={icon.type} sizes={icon.sizes} />
        ))}
      </head>
      <body className="bg-cream-50 text-ink">
        <header className="border-b border-cream-200 bg-white">
          <div className="container-page flex min-h-16 items-center">
            <a
              href={home}
              className={
                'flex min-h-11 min-w-0 items-center gap-2 rounded-md font-display ' + 'font-semibold text-pasture-800'
              }
            >
              <FarmMark className="size-8 shrink-0" />
              {site.shortName}
            </a>
          </div>
        </header>
        <main className="container-page max-w-2xl py-12">
          <h1 className="text-3xl font-semibold text-pasture-900 sm:text-4xl">{offline.heading}</h1>
          <p className="mt-4 text-lg text-ink-muted">{offline.text}</p>
          {/* An empty address is this one: the page the visitor asked for, tried again. */}
          <a
            href=""
            className={
              'mt-6 inline-flex min-h-12 items-center rounded-full bg-pasture-800 px-6 ' +
              'font-semibold text-white hover:bg-pasture-700'
            }
          >
            {offline.retry}
          </a>
          {/* The calculator in each language, the page's own first: the worker keeps the first whose page
              this device keeps. */}
          {calculators.map((route) => (
            <p key={route.path} {...{ [storedPageAttribute]: route.path }} data-calculator="" className="mt-8">
              <a
                href={`${route.path}#calculator`}
                className={linkClass}
                lang={route.language === language ? undefined : route.lang}
                hrefLang={route.lang}
              >
                {frameFor(route.language).words.offline.calculator}
              </a>
            </p>
          ))}
          <section data-stored-pages="" aria-labelledby="stored-pages" className="mt-10 border-t border-cream-200 pt-8">
            <h2 id="stored-pages" className="text-xl font-semibold text-pasture-900">
              {offline.stored}
            </h2>
            <ul className="mt-3 space-y-1">
              {listed.map((route) => (
                <li key={route.path} {...{ [storedPageAttribute]: route.path }}>
                  <a
                    href={route.path}
                    className={linkClass}
                    lang={route.language === language ? undefined : route.lang}
                    hrefLang={route.lang}
                  >
                    {route.navLabel}
                    {route.language === language ? null : ` (${languages[route.language].name})`}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </main>
      </body>
    </html>
  )
}
