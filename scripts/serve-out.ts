/** Serves the already-built out/ on $PORT without building: what the end-to-end tests run against. */
import { startStaticServer } from './servers/static-server'

const port = Number(process.env.PORT ?? 4173)
startStaticServer(port).then(
  (server) => {
    console.log(`Serving out/ at http://127.0.0.1:${port}`)
    process.on('SIGTERM', () => server.kill())
    process.on('SIGINT', () => server.kill())
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
