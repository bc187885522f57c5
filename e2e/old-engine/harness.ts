/**
 * What the old-engine suite runs against: the built site, the local mail sink it was built for, a
 * screen (Xvfb) and QtWebEngine 5.15 (a Chromium 87 core) in a small PyQt window, driven over the
 * DevTools protocol by chrome-remote-interface (Playwright cannot attach to it: Qt's endpoint has no
 * browser contexts). Today's Chromium, through Playwright, stands beside it for what to compare.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { chromium, type Browser as Chromium } from '@playwright/test'
import CDP from 'chrome-remote-interface'
import { chromiumArgs, findTestChromium } from '../../scripts/support/chromium'
import { findOldEngine } from '../../scripts/support/old-engine'
import { startMailSink, type OutboxEntry } from '../../scripts/servers/mail-sink'
import { startStaticServer } from '../../scripts/servers/static-server'
import { readOutbox, until } from '../support/engine-harness'

const sinkPort = Number(process.env.E2E_MAIL_SINK_PORT ?? 4174)
// Beside the WebKit suite's ports (4180 to 4184), below the bench's (4190 on).
const sitePort = Number(process.env.OLD_ENGINE_SITE_PORT ?? 4185)
const debuggingPort = sitePort + 1
const display = `:${Number(process.env.OLD_ENGINE_DISPLAY ?? 88)}`
const outboxPath = path.join(__dirname, '..', '..', '.tmp', `old-engine-outbox-${sinkPort}.jsonl`)

export type OldPage = {
  /** Opens a page at a width (375 px as a phone, with its viewport rules), and waits for its load event. */
  open: (pathname: string, width: number) => Promise<void>
  /** Runs an expression in the page and returns its value (JSON-serialisable). */
  evaluate: <T>(expression: string) => Promise<T>
  /** Types text into the focused field, as a keyboard does. */
  type: (text: string) => Promise<void>
  /** The whole page as a PNG, at the width it was opened at. */
  screenshot: () => Promise<Buffer>
  /** What the page reported: uncaught errors and console errors since it was opened. */
  problems: () => string[]
}

export type Harness = {
  origin: string
  page: OldPage
  /** The engine's own description, read over the protocol. */
  userAgent: string
  chromium: Chromium
  outbox: () => OutboxEntry[]
  close: () => Promise<void>
}

function waitForDebugging(): Promise<true> {
  return until(
    'the old engine to open its DevTools port',
    () =>
      new Promise<true | undefined>((resolve) => {
        const request = http.get({ host: '127.0.0.1', port: debuggingPort, path: '/json/version' }, (response) => {
          response.resume()
          resolve(response.statusCode === 200 ? true : undefined)
        })
        request.on('error', () => resolve(undefined))
      }),
    30_000,
  )
}

export async function startHarness(): Promise<Harness> {
  if (!existsSync(path.join(__dirname, '..', '..', 'out', 'index.html')))
    throw new Error('out/ is not built: run npm run test:e2e, which builds it for the mail sink.')
  const engine = findOldEngine()
  const stops: (() => unknown)[] = []
  const started = <T extends ChildProcess>(child: T): T => {
    stops.push(() => child.kill())
    return child
  }
  try {
    started(spawn(engine.xvfb, [display, '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: 'ignore' }))
    const site = await startStaticServer(sitePort)
    stops.push(() => site.kill())
    const sink = await startMailSink({ port: sinkPort, outboxPath, fresh: true })
    stops.push(() => sink.close())
    started(
      spawn(engine.python, [path.join(__dirname, 'engine.py'), '1280', '900'], {
        stdio: 'ignore',
        env: {
          ...process.env,
          DISPLAY: display,
          QTWEBENGINE_REMOTE_DEBUGGING: `127.0.0.1:${debuggingPort}`,
          QTWEBENGINE_CHROMIUM_FLAGS: '--no-sandbox --disable-gpu',
        },
      }),
    )
    await waitForDebugging()
    const client = await CDP({ host: '127.0.0.1', port: debuggingPort })
    stops.unshift(() => client.close())
    const { Page, Runtime, Emulation, Input, Browser } = client
    await Page.enable()
    await Runtime.enable()
    // The window's own scroll bars take width a phone's do not.
    await Emulation.setScrollbarsHidden({ hidden: true })
    let problems: string[] = []
    Runtime.exceptionThrown(({ exceptionDetails }) =>
      problems.push(`uncaught ${exceptionDetails.exception?.description ?? exceptionDetails.text}`),
    )
    Runtime.consoleAPICalled(({ type, args }) => {
      if (type === 'error') problems.push(`console error: ${args.map((arg) => arg.value ?? arg.description).join(' ')}`)
    })
    let width = 1280
    const page: OldPage = {
      open: async (pathname, openWidth) => {
        width = openWidth
        await Emulation.setDeviceMetricsOverride({ width, height: 812, deviceScaleFactor: 1, mobile: width < 500 })
        problems = []
        const loaded = Page.loadEventFired()
        await Page.navigate({ url: `http://127.0.0.1:${sitePort}${pathname}` })
        await loaded
      },
      evaluate: async <T>(expression: string) => {
        const { result, exceptionDetails } = await Runtime.evaluate({
          expression,
          returnByValue: true,
          awaitPromise: true,
        })
        if (exceptionDetails)
          throw new Error(
            `${expression.slice(0, 80)}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
          )
        return result.value as T
      },
      type: async (text) => {
        await Input.insertText({ text })
      },
      screenshot: async () => {
        const height = Math.min(await page.evaluate<number>('document.documentElement.scrollHeight'), 16_000)
        // Chromium 87 paints only what is in its viewport: the viewport is made the page's height.
        await Emulation.setDeviceMetricsOverride({ width, height, deviceScaleFactor: 1, mobile: width < 500 })
        await new Promise((resolve) => setTimeout(resolve, 500))
        const { data } = await Page.captureScreenshot({ format: 'png' })
        await Emulation.setDeviceMetricsOverride({ width, height: 812, deviceScaleFactor: 1, mobile: width < 500 })
        return Buffer.from(data, 'base64')
      },
      problems: () => problems,
    }
    const { userAgent } = await Browser.getVersion()
    const browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs })
    stops.unshift(() => browser.close())
    return {
      origin: `http://127.0.0.1:${sitePort}`,
      page,
      userAgent,
      chromium: browser,
      outbox: () => readOutbox(outboxPath),
      close: async () => {
        for (const stop of stops) await Promise.resolve(stop()).catch(() => undefined)
      },
    }
  } catch (error) {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined)
    throw error
  }
}

export { until }
