import { defineConfig } from '@playwright/test'
import type { HostOptions } from './e2e/support/hosts'
import { chromiumArgs, findTestChromium } from './scripts/support/chromium'
import { findFirefox } from './scripts/support/firefox'

const port = Number(process.env.E2E_PORT ?? 4173)
// One run's id, which its workers inherit: a scratch copy built in this run is told from an earlier run's
// (e2e/stress.spec.ts).
process.env.E2E_RUN_ID ??= String(Date.now())
// The contact form's stand-in for EmailJS; scripts/e2e.ts builds the site pointed at this port.
const mailSinkPort = Number(process.env.E2E_MAIL_SINK_PORT ?? 4174)

// $CHROMIUM_PATH, else Debian's headless shell of Chromium, else its Chromium (`findTestChromium` in
// scripts/support/chromium.ts); nothing is downloaded at test time.
const chromium = {
  browserName: 'chromium',
  launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
} as const
// $FIREFOX_PATH, else Debian's Firefox ESR, driven over WebDriver BiDi (scripts/support/firefox.ts).
// Phones draw scrollbars over the page, not beside it: so does this Firefox, so a page gets a phone's full width.
// It runs without a process for each site (Fission) and without a spare process started ahead of
// each new tab: neither changes a page of one site, and the same pages take less processor time
// (docs/testing.md, "Why the test settings are what they are").
const firefoxPrefs = {
  'ui.useOverlayScrollbars': 1,
  'fission.autostart': false,
  'dom.ipc.processPrelaunch.enabled': false,
  'dom.ipc.processCount': 2,
}
const firefox = {
  browserName: 'firefox',
  channel: 'moz-firefox',
  launchOptions: { executablePath: findFirefox(), firefoxUserPrefs: firefoxPrefs },
} as const
const phone = { viewport: { width: 375, height: 812 }, hasTouch: true } as const
const desktop = { viewport: { width: 1280, height: 800 } } as const

export default defineConfig<HostOptions>({
  testDir: 'e2e',
  // Browser tests are *.spec.ts; the *.test.ts files in e2e/exported-html/ are Jest's, read over out/.
  testMatch: /\.spec\.ts$/,
  // A stray `test.only` must never hide the rest of the suite on CI.
  forbidOnly: !!process.env.CI,
  // Two cores here: two workers keep the machine busy without starving the static server.
  workers: 2,
  // Tests are independent: running the tests of a file in parallel keeps both workers busy.
  fullyParallel: true,
  // One retry on CI absorbs a rare timing hiccup; a real failure still fails twice.
  retries: process.env.CI ? 1 : 0,
  // The last lines of a run give each project's runs and test time (e2e/support/time-by-project.ts).
  reporter: process.env.CI
    ? [['list'], ['./e2e/support/time-by-project.ts']]
    : [['list'], ['html', { open: 'never' }], ['./e2e/support/time-by-project.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Traces of the first retry make a CI failure readable afterwards.
    trace: 'on-first-retry',
    // The site's service worker stays out of tests that do not ask for it (e2e/offline.spec.ts does),
    // so their network checks see the server's own answers.
    serviceWorkers: 'block',
    locale: 'en-ZA',
    timezoneId: 'Africa/Johannesburg',
  },
  projects: [
    // Tests tagged @phone (the collapsible menu) run only at phone width, @desktop (hover) only on desktop.
    // @once marks behaviour the width does not change (sums, hints, the address, sending and its
    // failures): it runs once, at the phone width most visitors have, which keeps the suite inside
    // CI's time. What the layout decides (axe, focus in view, tap targets, shifts) runs at both.
    {
      name: 'desktop',
      grepInvert: /@phone|@once/,
      testIgnore: /stress\.spec|hosts\.spec|content-editor/,
      use: { ...chromium, ...desktop },
    },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      testIgnore: /stress\.spec|hosts\.spec|content-editor/,
      use: { ...chromium, ...phone, deviceScaleFactor: 2, isMobile: true },
    },
    // Firefox runs what a visitor does once, at phone width (Firefox has no mobile emulation, so the
    // width alone makes the page a phone's). Tests tagged @chromium need what only Chromium offers
    // Playwright, each saying what in a comment (README lists them). Of a test written for several
    // cases that differ only in content (each page, each language, each answer), Firefox runs the
    // first; the rest carry @repeat (`caseTags` in e2e/support/fixtures.ts). Tests tagged @logic check which
    // way the site's own code goes (an answer's status and its message, a draft's age, an address
    // against early input, the year): the engine only runs it, so Chromium checks each branch and
    // Firefox runs the tool's plain path and its engine-bound failures (no network, a dropped send).
    {
      name: 'firefox',
      grepInvert: /@desktop|@chromium|@repeat|@logic/,
      testIgnore: /stress\.spec|hosts\.spec|content-editor/,
      use: { ...firefox, ...phone },
    },
    // Of the @desktop tests, those whose outcome the engine decides: hover and its tooltip, the grids'
    // columns, the policy refusing an injected script. The rest read what the server sends (headers,
    // metadata, links, byte counts, the validator), which no engine changes: Chromium runs them once.
    {
      name: 'firefox desktop',
      grep: /@desktop/,
      grepInvert: /@chromium|@repeat/,
      testMatch: /(images-and-layout|footer-and-chat|accessibility|before-scripts|security-headers)\.spec/,
      use: { ...firefox, ...desktop },
    },
    // The host tests, once per host: npm start's server and nginx with deploy/nginx-site.conf (e2e/support/hosts.ts
    // starts each on its own ports). A page opened in Chromium (@nginx) is nginx's alone: npm start's server is the one
    // the browser projects above run on.
    {
      name: 'npm start',
      testMatch: /hosts\.spec/,
      grepInvert: /@nginx/,
      use: { host: 'npm start', ...chromium, ...desktop },
    },
    { name: 'nginx', testMatch: /hosts\.spec/, use: { host: 'nginx', ...chromium, ...desktop } },
    // What builds a copy of the site runs once the browser tests are done, so it does not slow them
    // down on two cores, the longest first: the content at its worst (every text at its limit, every
    // list at its longest and its shortest, odd photos: two builds, checked once in Chromium, a test
    // for each page so both workers share the walk while the first test to need a copy builds it),
    // then the owner's changes: in the content editor (driven as the owner drives it, at desktop
    // width) and by hand in the files beside them, one build for both (e2e/support/owner-changes.ts), while
    // the editor's short tests go to whichever worker is free first. The order here changes little:
    // these builds and checks are processor-bound, and a build alone uses both cores (docs/testing.md).
    { name: 'stress', testMatch: /stress\.spec/, dependencies: ['desktop', 'phone'], use: { ...chromium, ...desktop } },
    {
      name: 'editor',
      testMatch: /content-editor/,
      dependencies: ['desktop', 'phone'],
      use: { ...chromium, ...desktop },
    },
  ],
  webServer: [
    // The built site, served as a static host would serve it: clean URLs and a real 404 status.
    {
      command: 'npx tsx scripts/serve-out.ts',
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The local mail sink the form sends to, with an empty outbox for every run.
    {
      command: 'npx tsx scripts/mail-sink.ts',
      env: {
        MAIL_SINK_PORT: String(mailSinkPort),
        MAIL_SINK_OUTBOX: `.tmp/e2e-outbox-${mailSinkPort}.jsonl`,
        MAIL_SINK_FRESH: '1',
      },
      url: `http://127.0.0.1:${mailSinkPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
