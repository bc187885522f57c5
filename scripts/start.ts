/**
 * `npm start`: builds the site if out/ is missing or stale, then serves it at
 * http://localhost:3000 (or $PORT) the way a static host would.
 */
import { ensureBuilt } from './lib/build-state'
import { startStaticServer } from './lib/static-server'

async function main() {
  const port = Number(process.env.PORT ?? 3000)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`PORT must be a port number, not "${process.env.PORT}".`)
    process.exit(1)
  }
  ensureBuilt()
  const server = await startStaticServer(port, '0.0.0.0')
  console.log(`\nThe site is running at http://localhost:${port}  (Ctrl+C stops it)`)
  const stop = () => server.kill()
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
