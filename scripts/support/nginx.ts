import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fromEnvironment, installOrStop } from './debian-package'

const debianNginx = '/usr/sbin/nginx'

/**
 * The module behind the generated configuration's `brotli_static` (Debian's
 * libnginx-mod-http-brotli-static): $NGINX_BROTLI_STATIC_MODULE, else where Debian puts it.
 */
export const brotliStaticModule =
  process.env.NGINX_BROTLI_STATIC_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/**
 * The nginx the host tests run: $NGINX_PATH, else Debian's /usr/sbin/nginx with its brotli static
 * module. With either missing, Debian's packages are installed when running as root on Debian;
 * otherwise the process stops with the command to run.
 */
export function findNginx(): string {
  const found = () => (existsSync(debianNginx) && existsSync(brotliStaticModule) ? debianNginx : null)
  return (
    fromEnvironment('NGINX_PATH') ??
    found() ??
    installOrStop({
      what: 'nginx with its brotli static module',
      packages: 'nginx libnginx-mod-http-brotli-static',
      found,
      need: 'The host tests serve the site with nginx and its brotli static module, and one of them was not found.',
      orElse:
        'or point NGINX_PATH at an installed nginx (and NGINX_BROTLI_STATIC_MODULE ' +
        'at its ngx_http_brotli_static_module.so).',
    })
  )
}

export type RunningNginx = { origin: string; stop: () => Promise<void> }

const quote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`

/**
 * A host's own nginx.conf, cut down to what a test needs: one process in the foreground, as
 * whoever runs the tests, writing nothing outside `prefix`. The server block holds the host's lines
 * (listen, root) and includes the generated site as README tells a host to.
 */
function hostConfig(prefix: string, port: number, outDir: string, siteConfig: string): string {
  const inPrefix = (name: string) => quote(path.join(prefix, name))
  const hostTypes = '/etc/nginx/mime.types'
  return [
    // As Debian's nginx.conf loads it from modules-enabled/: the site's `brotli_static` needs it.
    `load_module ${quote(brotliStaticModule)};`,
    'daemon off;',
    'master_process off;',
    `pid ${inPrefix('nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    ...(existsSync(hostTypes) ? [`  include ${quote(hostTypes)};`] : []),
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${inPrefix(`${kind}-temp`)};`,
    ),
    '  server {',
    `    listen 127.0.0.1:${port};`,
    '    server_name localhost;',
    `    root ${quote(outDir)};`,
    `    include ${quote(siteConfig)};`,
    '  }',
    '}',
    '',
  ].join('\n')
}

async function answering(origin: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const failure = exited()
    if (failure !== null) throw new Error(failure)
    try {
      // Another server already on the port would answer too; nginx itself then stops on its bind().
      const response = await fetch(origin, { method: 'HEAD' })
      if (response.headers.get('server')?.startsWith('nginx')) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer at ${origin} within 10 s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Starts nginx on 127.0.0.1:`port`, serving `outDir` through the generated `siteConfig`. Resolves once it answers. */
export async function startNginx(options: {
  executable: string
  port: number
  outDir: string
  siteConfig: string
}): Promise<RunningNginx> {
  const { executable, port, outDir, siteConfig } = options
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'))
  const config = path.join(prefix, 'nginx.conf')
  writeFileSync(config, hostConfig(prefix, port, outDir, siteConfig))
  const args = ['-p', prefix, '-c', config, '-e', 'stderr']
  // The configuration test names the file and line of any mistake before anything starts.
  const check = spawnSync(executable, ['-t', '-q', ...args], { encoding: 'utf8' })
  if (check.status !== 0) {
    rmSync(prefix, { recursive: true, force: true })
    throw new Error(`nginx refuses the configuration:\n${check.stderr}`)
  }
  const server = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  let exit: string | null = null
  const stopped = new Promise<void>((resolve) => {
    server.once('exit', (code, signal) => {
      exit = `nginx stopped (${signal ?? `exit code ${code}`}):\n${log}`
      resolve()
    })
  })
  const stop = async () => {
    if (exit === null) server.kill('SIGTERM')
    await stopped
    rmSync(prefix, { recursive: true, force: true })
  }
  try {
    await answering(`http://127.0.0.1:${port}/`, () => exit)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin: `http://127.0.0.1:${port}`, stop }
}
