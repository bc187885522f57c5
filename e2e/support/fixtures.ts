import { test as base, expect, type Page } from '@playwright/test'
import { routes as registryRoutes } from '../../content/pages'
import { contentIn, en } from './content'
import { isPageSettled } from './engine-harness'

/**
 * Watches a page for what a visitor should never meet: console errors, uncaught exceptions, failed
 * requests and error responses. Every test gets one automatically and fails if anything turns up
 * that the test did not say it expects (`pageHealth.expectConsoleError(/…/)`, `expectStatus(404)`).
 */
export class PageHealth {
  readonly problems: string[] = []
  private readonly allowedConsole: RegExp[] = []
  private readonly allowedStatuses = new Set<number>()
  private scriptsDisabled = false
  private readonly allowedFailures: RegExp[] = []
  private readonly allowedErrors: RegExp[] = []

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      // A policy violation is never expected: report it whatever the test allows (Firefox writes
      // "Content-Security-Policy: …").
      if (/CSP violation|Content[- ]Security[- ]Policy/i.test(text)) {
        this.problems.push(`content security policy: ${text}`)
        return
      }
      // Chromium logs a cut-off request too, naming its URL only in the message's location.
      const failedUrl = text.startsWith('Failed to load resource') ? message.location().url : ''
      if (failedUrl && this.allowedFailures.some((pattern) => pattern.test(failedUrl))) return
      if (!this.allowedConsole.some((pattern) => pattern.test(text))) this.problems.push(`console error: ${text}`)
    })
    page.on('pageerror', (error) => {
      // Firefox reports a refused script as a page error: a policy violation all the same.
      if (/violates the following directive/.test(error.message)) {
        this.problems.push(`content security policy: ${error.message}`)
        return
      }
      // Firefox reports a cross-origin request it cut off as an error naming the address: when the
      // test cut that request off on purpose, that is expected too.
      const address = /disallows reading the remote resource at (\S+?)\.? \(Reason/.exec(error.message)?.[1]
      if (address && this.allowedFailures.some((pattern) => pattern.test(address))) return
      if (this.allowedErrors.some((pattern) => pattern.test(error.message))) return
      this.problems.push(`uncaught exception: ${error.message}`)
    })
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? 'failed'
      // A navigation away from a page cancels its pending loads (Chromium and Firefox name it so); that is not a
      // failure.
      if (failure === 'net::ERR_ABORTED' || failure === 'NS_BINDING_ABORTED') return
      // With JavaScript switched off, Chromium refuses the page's script preloads by design.
      if (this.scriptsDisabled && failure === 'csp' && request.resourceType() === 'script') return
      if (this.allowedFailures.some((pattern) => pattern.test(request.url()))) return
      this.problems.push(`request failed: ${request.method()} ${request.url()} (${failure})`)
    })
    page.on('response', (response) => {
      const status = response.status()
      if (status >= 400 && !this.allowedStatuses.has(status)) {
        this.problems.push(`HTTP ${status}: ${response.request().method()} ${response.url()}`)
      }
    })
  }

  /** Reports any Content-Security-Policy violation as a console error, from the page's first script on. */
  async watchPolicyViolations(page: Page): Promise<void> {
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`)
      })
    })
  }

  /** The test expects a console error matching this pattern (for example the 404 page's log). */
  expectConsoleError(pattern: RegExp): void {
    this.allowedConsole.push(pattern)
  }

  /** The test runs with JavaScript disabled, so the browser refusing script files is expected. */
  expectScriptsBlocked(): void {
    this.scriptsDisabled = true
  }

  /** The test hands the page a script that throws (one an older engine cannot read). */
  expectPageError(message: RegExp): void {
    this.allowedErrors.push(message)
  }

  /** The test cuts these requests off on purpose (a dropped connection, an unreachable service). */
  expectRequestFailure(url: RegExp): void {
    this.allowedFailures.push(url)
  }

  /** The test expects responses with this status (for example 404 for an unknown path). */
  expectStatus(status: number): void {
    this.allowedStatuses.add(status)
    // Chromium also logs a failed load as a console error.
    this.allowedConsole.push(new RegExp(`status of ${status}`))
  }
}

/**
 * Pages load their scripts after the first paint (scripts/build-steps/content-first.ts), so the browser's
 * load event can come before React has taken the page over. `page.goto` and `page.reload` therefore
 * also wait for the page to mark itself interactive, unless JavaScript is off or the test asks to
 * act earlier (`waitUntil: 'commit'`), so no test taps a control before it answers. A page that
 * never takes the framework (no tool) or waits for a touch (`data-scripts-when`, where
 * data is dear) is waited for to its load event instead.
 */
async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(isPageSettled)
}

export const test = base.extend<{ pageHealth: PageHealth; phone: boolean }>({
  /**
   * The page is laid out for a phone: its window is narrower than the menu bar's breakpoint (768 px).
   * The width decides, not mobile emulation, which only Chromium has.
   */
  phone: async ({ viewport }, provide) => provide((viewport?.width ?? 1280) < 768),
  page: async ({ page, javaScriptEnabled, browserName }, provide, testInfo) => {
    // Over WebDriver BiDi, Playwright cannot switch a Firefox page's scripts off: the option is
    // ignored and the scripts run, so a test of the page without JavaScript would test something else.
    testInfo.skip(
      javaScriptEnabled === false && browserName === 'firefox',
      'Playwright cannot switch JavaScript off in Firefox over WebDriver BiDi',
    )
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        if (options?.waitUntil !== 'commit') await untilInteractive(page)
        return response
      }
      page.reload = async (options) => {
        const response = await reload(options)
        if (options?.waitUntil !== 'commit') await untilInteractive(page)
        return response
      }
    }
    await provide(page)
    // A test may end while a request it routes is still held (scripts held back, e2e/support/page-checks.ts
    // holdScripts, when the test saw what it needed before releasing them): the routes go with the
    // test, and what their handlers then meet is no failure of the page. A test that closed its
    // page took its routes with it.
    if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' })
  },
  pageHealth: [
    async ({ page }, use) => {
      const health = new PageHealth(page)
      await health.watchPolicyViolations(page)
      await use(health)
      expect(health.problems, 'console errors, failed requests or error responses').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Tags for one case of a test written for several cases that differ in their content rather than in
 * what the browser does with them (each page, each language, each answer of the e-mail service):
 * Chromium runs every case; Firefox the first alone, since its engine's part is the same in each
 * (the other cases carry `@repeat`, which the Firefox projects leave out).
 */
export function caseTags(index: number, ...tags: string[]): string[] {
  return index === 0 ? tags : [...tags, '@repeat']
}

/** The English pages of the page registry (content/pages.yaml), in navigation order. */
export const routes = en.routes

/** The English pages of the menu, in order (a page such as the privacy notice is linked from the footer only). */
export const menuRoutes = routes.filter((route) => route.inMenu)

/** Every page in every language, each with the site's content in its language. */
export const allRoutes = registryRoutes.map((route) => ({ ...route, site: contentIn(route.language) }))
