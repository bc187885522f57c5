import { existsSync } from 'node:fs'
import { test as base, mergeTests } from '@playwright/test'
import { outDir } from '../../scripts/site/build-state'
import { nginxSiteFile } from '../../scripts/site/nginx-site'
import { startStaticServer } from '../../scripts/servers/static-server'
import { startNginx } from '../../scripts/support/nginx'
import { test as siteTest } from './fixtures'

/**
 * The hosts the host tests run against, each serving the built out/: npm start's static server,
 * and Debian's nginx with the generated deploy/nginx-site.conf included as README tells a host to.
 * playwright.config.ts runs e2e/hosts.spec.ts once per host, as a project of its own.
 */
export type HostName = 'npm start' | 'nginx'
export type HostOptions = { host: HostName }

type HostTraits = {
  /** Sends Strict-Transport-Security: the deployed HTTPS host does; npm start is a local preview over HTTP. */
  hsts: boolean
  /** Answers /_headers (the settings file of Cloudflare Pages and Netlify, which never serve it). */
  servesHeadersFile: boolean
  /**
   * Sends a hashed file without validators (ETag, Last-Modified, Accept-Ranges), which a file never
   * revalidated has no use for: npm start's server does; nginx sends its own on every file.
   */
  hashedWithoutValidators: boolean
}

const traits: Record<HostName, HostTraits> = {
  'npm start': { hsts: false, servesHeadersFile: true, hashedWithoutValidators: true },
  nginx: { hsts: true, servesHeadersFile: false, hashedWithoutValidators: false },
}

type RunningSite = { origin: string; stop: () => Promise<void> }

async function serveWithNpmStartServer(port: number): Promise<RunningSite> {
  const server = await startStaticServer(port)
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve()
        server.once('exit', () => resolve())
        server.kill()
      }),
  }
}

async function serveWithNginx(port: number): Promise<RunningSite> {
  const executable = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
  if (!existsSync(executable))
    throw new Error(`No nginx at ${executable}: install it (apt-get install -y nginx) or set NGINX_PATH.`)
  return startNginx({ executable, port, outDir, siteConfig: nginxSiteFile })
}

/** Each worker serves the site on its own ports: E2E_HOSTS_PORT (E2E_PORT + 2) and up, two per worker. */
const basePort = Number(process.env.E2E_HOSTS_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2)

/** For the requests alone: no browser page is opened. */
export const test = base.extend<{ traits: HostTraits }, HostOptions & { site: RunningSite }>({
  host: ['npm start', { scope: 'worker', option: true }],
  site: [
    async ({ host }, provide, workerInfo) => {
      const port = basePort + 2 * workerInfo.parallelIndex + (host === 'nginx' ? 1 : 0)
      const site = host === 'nginx' ? await serveWithNginx(port) : await serveWithNpmStartServer(port)
      await provide(site)
      await site.stop()
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  baseURL: async ({ site }, provide) => {
    await provide(site.origin)
  },
  traits: async ({ host }, provide) => {
    await provide(traits[host])
  },
})

/** In Chromium, watched for console errors and policy violations (e2e/support/fixtures.ts). */
export const browserTest = mergeTests(test, siteTest)

export { expect } from './fixtures'
