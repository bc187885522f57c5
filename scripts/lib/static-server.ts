import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { root } from './build-state'

/**
 * Serves out/ with the `serve` package, configured by serve.json: clean URLs (/garlic for
 * garlic.html), 404.html with status 404 for unknown paths, no folder listings.
 * `siteRoot` is the folder holding serve.json and out/ (another project's, for the bench's floor).
 * Resolves once the server accepts connections.
 */
export function startStaticServer(port: number, host = '127.0.0.1', siteRoot = root): Promise<ChildProcess> {
  const cli = path.join(root, 'node_modules', 'serve', 'build', 'main.js')
  const server = spawn(
    process.execPath,
    [cli, '--config', 'serve.json', '--listen', `tcp://${host}:${port}`, '--no-clipboard', '--no-port-switching', '--no-request-logging'],
    { cwd: siteRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.once('exit', (code) => reject(new Error(`The static server stopped (exit code ${code}); is port ${port} in use?`)))
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Accepting connections')) resolve(server)
    })
  })
}
