/**
 * What the WebKit suite runs against: the built site behind a small proxy that adds a probe to each
 * page (so script errors and policy violations can be read back: WebDriver has no console), the
 * local mail sink the site was built for, a screen (Xvfb) and WebKitWebDriver driving WebKitGTK's
 * MiniBrowser. Chromium (through Playwright) stands beside it for the figures to compare.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { chromium, type Browser as Chromium } from '@playwright/test'
import { Builder, Capabilities, type WebDriver } from 'selenium-webdriver'
import { chromiumArgs, findTestChromium } from '../../scripts/support/chromium'
import { findWebKit } from '../../scripts/support/webkit'
import { startStaticServer } from '../../scripts/servers/static-server'
import { readOutbox, until } from '../support/engine-harness'
import { startMailSink, type MailSink, type OutboxEntry } from '../../scripts/servers/mail-sink'

const sinkPort = Number(process.env.E2E_MAIL_SINK_PORT ?? 4174)
const sitePort = Number(process.env.WEBKIT_SITE_PORT ?? 4180)
const proxyPort = sitePort + 1
const driverPort = sitePort + 2
// The stressed copy of the site (e2e/stress.spec.ts builds it), served and probed the same way.
const stressedSitePort = sitePort + 3
const stressedProxyPort = sitePort + 4
const stressedSiteDir = path.join(__dirname, '..', '..', '.tmp', 'stress-longest')
const display = `:${Number(process.env.WEBKIT_DISPLAY ?? 87)}`
const outboxPath = path.join(__dirname, '..', '..', '.tmp', `webkit-outbox-${sinkPort}.jsonl`)

/** Runs first in every page: records uncaught errors, failed loads, console errors and CSP violations. */
const probe = `window.__probe = { problems: [] }
const note = (text) => window.__probe.problems.push(text)
addEventListener('error', (event) => {
  const failed = event.target && event.target !== window
  note(failed ? 'failed to load ' + (event.target.src || event.target.href) : 'uncaught ' + event.message)
}, true)
addEventListener('unhandledrejection', (event) => {
  note('unhandled rejection ' + (event.reason && event.reason.message || event.reason))
})
document.addEventListener('securitypolicyviolation', (event) => {
  note('content security policy: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code'))
})
const error = console.error.bind(console)
console.error = (...args) => { note('console error: ' + args.map(String).join(' ')); error(...args) }
`

/** A page holding a frame per width, each as wide as a phone's screen, for layout checks. */
function framesPage(target: string, widths: number[]): string {
  const frames = widths.map(
    (width) =>
      `<iframe data-width="${width}" src="${target.replace(/"/g, '&quot;')}" ` +
      `style="width:${width}px;height:900px;border:0;display:block"></iframe>`,
  )
  return (
    `<!doctype html><html><head><meta ` +
    `charset="utf-8"><title>frames</title></head><body ` +
    `style="margin:0">${frames.join('')}</body></html>`
  )
}

export type Harness = {
  origin: string
  /** The same server and probe for the stressed copy of the site (every text at its limit): started on first use. */
  stressedOrigin: () => Promise<string>
  driver: WebDriver
  chromium: Chromium
  statusOf: (pathname: string) => number | undefined
  outbox: () => OutboxEntry[]
  close: () => Promise<void>
}

/** The proxy: the site's own answers, with the probe first in each page's head and framing allowed. */
function startProxy(upstream: number, statuses: Map<string, number>, port = proxyPort): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
    if (url.pathname === '/__probe.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      return response.end(probe)
    }
    if (url.pathname === '/__frames') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return response.end(
        framesPage(url.searchParams.get('path') ?? '/', (url.searchParams.get('widths') ?? '').split(',').map(Number)),
      )
    }
    const forward = http.request(
      {
        host: '127.0.0.1',
        port: upstream,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        statuses.set(url.pathname, answer.statusCode ?? 0)
        const headers = { ...answer.headers }
        // The layout checks frame the pages; nothing else in the policy changes.
        if (typeof headers['content-security-policy'] === 'string')
          headers['content-security-policy'] = headers['content-security-policy'].replace(
            /;?\s*frame-ancestors [^;]*/,
            '',
          )
        delete headers['x-frame-options']
        if (!String(headers['content-type'] ?? '').startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, headers)
          answer.pipe(response)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/, '<head$1><script src="/__probe.js"></script>')
          delete headers['content-length']
          response.writeHead(answer.statusCode ?? 502, headers)
          response.end(html)
        })
      },
    )
    forward.on('error', () => {
      response.writeHead(502)
      response.end()
    })
    request.pipe(forward)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

async function waitForPort(port: number): Promise<void> {
  await until(
    `port ${port}`,
    () =>
      new Promise<true | undefined>((resolve) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/status' }, (response) => {
          response.resume()
          resolve(true)
        })
        request.on('error', () => resolve(undefined))
      }),
  )
}

export async function startHarness(): Promise<Harness> {
  if (!existsSync(path.join(__dirname, '..', '..', 'out', 'index.html')))
    throw new Error('out/ is not built: run npm run test:e2e, which builds it for the mail sink.')
  const webkit = findWebKit()
  const stops: (() => unknown)[] = []
  const started = <T extends ChildProcess>(child: T): T => {
    stops.push(() => child.kill())
    return child
  }
  try {
    started(spawn(webkit.xvfb, [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' }))
    const site = await startStaticServer(sitePort)
    stops.push(() => site.kill())
    const sink: MailSink = await startMailSink({ port: sinkPort, outboxPath, fresh: true })
    stops.push(() => sink.close())
    const statuses = new Map<string, number>()
    const proxy = await startProxy(sitePort, statuses)
    stops.push(() => new Promise((resolve) => proxy.close(resolve)))
    started(
      spawn(webkit.driver, [`--port=${driverPort}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } }),
    )
    await waitForPort(driverPort)
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: webkit.browser, args: ['--automation'] },
    })
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${driverPort}`)
      .withCapabilities(capabilities)
      .build()
    stops.unshift(() => driver.quit())
    const browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs })
    stops.unshift(() => browser.close())
    let stressed: Promise<string> | undefined
    const stressedOrigin = () =>
      (stressed ??= (async () => {
        // Built by the Playwright suite's stress project just before; built here when the WebKit suite runs alone.
        if (!existsSync(path.join(stressedSiteDir, 'out', 'index.html'))) {
          const { stressedSite } = await import('../../scripts/support/stress-site')
          ;(await stressedSite('longest')).build()
        }
        const server = await startStaticServer(stressedSitePort, '127.0.0.1', stressedSiteDir)
        stops.push(() => server.kill())
        const proxy = await startProxy(stressedSitePort, new Map(), stressedProxyPort)
        stops.push(() => new Promise((resolve) => proxy.close(resolve)))
        return `http://127.0.0.1:${stressedProxyPort}`
      })())
    return {
      origin: `http://127.0.0.1:${proxyPort}`,
      stressedOrigin,
      driver,
      chromium: browser,
      statusOf: (pathname) => statuses.get(pathname),
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
