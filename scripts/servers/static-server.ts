import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { root } from '../site/build-state'
import { policiesFromHeadersFile } from '../site/headers-file'
import { editorPolicyIn, pagePolicies } from '../site/security-headers'
import { serveConfig } from './serve-config'

/**
 * Writes serve-handler's settings for `siteRoot`/out (scripts/servers/serve-config.ts), with
 * the pages' policies read back from out/_headers, so local and deployed policies are the same. A
 * folder without _headers (the bench's floor) gets policies worked out from its pages.
 */
function writeServeConfig(siteRoot: string): string {
  const publicDir = path.join(siteRoot, 'out')
  if (!existsSync(path.join(publicDir, 'index.html')))
    throw new Error(`Nothing to serve: ${publicDir} has no index.html`)
  const headersFile = path.join(publicDir, '_headers')
  const policies = existsSync(headersFile)
    ? policiesFromHeadersFile(readFileSync(headersFile, 'utf8'))
    : pagePolicies(publicDir, { connectOrigins: [], widgetOrigins: [] })
  const config = serveConfig(publicDir, policies, editorPolicyIn(publicDir))
  const folder = path.join(siteRoot, '.next')
  mkdirSync(folder, { recursive: true })
  const file = path.join(folder, 'serve.generated.json')
  // Written aside and renamed, so a server starting at the same moment never reads half a file.
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(config, null, 2))
  renameSync(`${file}.${process.pid}`, file)
  return file
}

/**
 * Refuses a port another process holds, so a server left over from an earlier run never answers in
 * the new one's place, with another copy of the site.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${host} is in use: stop what holds it (another npm start, ` +
                `or a server left from an earlier run?) or choose another port (PORT=3100 ` +
                `npm start)`,
            )
          : error,
      ),
    )
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

/**
 * Serves `siteRoot`/out (the project's own by default, another's for the bench's floor) the way a static host does
 * (scripts/servers/static-host.ts), compressed copies included. Resolves once the server accepts connections; rejects
 * when the port is taken.
 */
export async function startStaticServer(port: number, host = '127.0.0.1', siteRoot = root): Promise<ChildProcess> {
  await assertPortFree(port, host)
  const configFile = writeServeConfig(siteRoot)
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts', 'servers', 'static-host.ts'), configFile, host, String(port)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.once('exit', (code) =>
      reject(new Error(`The static server stopped (exit code ${code}); is port ${port} in use?`)),
    )
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Accepting connections')) resolve(server)
    })
  })
}
