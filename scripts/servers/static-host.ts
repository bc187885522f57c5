/**
 * npm start's server, run by scripts/servers/static-server.ts as
 * `node --import tsx static-host.ts <config.json> <host> <port>`: serve-handler (the routing of the
 * `serve` package) with the settings of scripts/servers/serve-config.ts, and the compressed copies
 * the build wrote beside each text file (scripts/site/precompress.ts) sent as nginx's
 * `brotli_static` and `gzip_static` send them: brotli to a client that accepts it, else gzip, else
 * the file itself, with `Vary: Accept-Encoding` either way. A text file the build left without a
 * copy (a folder built otherwise, such as the bench's floor) is compressed on the way, as `serve`
 * does.
 */
import { createReadStream, readFileSync, type ReadStream, type Stats } from 'node:fs'
import { lstat } from 'node:fs/promises'
import http from 'node:http'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import compression from 'compression'
import handler from 'serve-handler'
import { cacheKindOf } from '../site/cache-policy'
import { isCompressible, precompressed, type Encoding } from '../site/precompress'
import { acceptedEncodings } from './accept-encoding'

const [configFile, host, port] = process.argv.slice(2)
if (!configFile || !host || !port) throw new Error('Usage: static-host.ts <config.json> <host> <port>')
const config = JSON.parse(readFileSync(configFile, 'utf8')) as Parameters<typeof handler>[2]
const compressOnTheWay = promisify(compression()) as (
  request: http.IncomingMessage,
  response: http.ServerResponse,
) => Promise<void>

type Copy = { encoding: Encoding; file: string; stats: Stats }

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await lstat(file)
    return stats.isFile() ? stats : null
  } catch {
    return null
  }
}

/**
 * How serve-handler reads files: it awaits these (its own defaults are the promise forms of `lstat`
 * and `createReadStream`), though its published types name the callback forms.
 */
type Readers = {
  lstat: (file: string) => Promise<Stats>
  createReadStream: (file: string, options?: { start?: number; end?: number }) => Promise<ReadStream>
}

/**
 * The methods serve-handler reads files with, answering a text file with its copy in the first encoding the client
 * accepts.
 */
function readersFor(request: http.IncomingMessage, response: http.ServerResponse): Readers {
  const encodings = acceptedEncodings(request.headers['accept-encoding'])
  const copies = new Map<string, Copy | null>()
  const copyOf = async (file: string): Promise<Copy | null> => {
    if (!copies.has(file)) {
      let found: Copy | null = null
      if (isCompressible(file)) {
        for (const { encoding, suffix } of precompressed) {
          if (!encodings.includes(encoding)) continue
          const stats = await fileStats(`${file}${suffix}`)
          if (stats) {
            found = { encoding, file: `${file}${suffix}`, stats }
            break
          }
        }
      }
      copies.set(file, found)
    }
    return copies.get(file)!
  }
  return {
    lstat: async (file: string) => {
      const stats = await lstat(file)
      return (stats.isFile() && (await copyOf(file))?.stats) || stats
    },
    createReadStream: async (file: string, options?: { start?: number; end?: number }) => {
      // Which copy a client gets depends on what it accepts: caches must keep them apart.
      if (isCompressible(file)) response.setHeader('Vary', 'Accept-Encoding')
      const copy = await copyOf(file)
      if (copy) response.setHeader('Content-Encoding', copy.encoding)
      const sent = copy ?? { file, stats: await lstat(file) }
      // A hashed file is never revalidated (serve-config.ts, `withoutValidators`): no ETag.
      if (cacheKindOf(new URL(request.url ?? '/', 'http://host').pathname) === 'hashed')
        return createReadStream(sent.file, options)
      // The ETag of the bytes sent, made as nginx makes it (time and length), so each encoding has its own.
      const etag = `"${Math.floor(sent.stats.mtimeMs / 1000).toString(16)}-${sent.stats.size.toString(16)}"`
      response.setHeader('ETag', etag)
      // Revalidation of what the client holds: nothing to send. serve-handler reads a file asked for
      // with options (a range or none) and the 404 page, sent in another address's place, without.
      const unchanged =
        request.headers['if-none-match'] === etag &&
        options !== undefined &&
        options.start === undefined &&
        response.statusCode === 200
      if (unchanged) {
        response.statusCode = 304
        return Readable.from([]) as unknown as ReadStream
      }
      return createReadStream(sent.file, options)
    },
  }
}

const server = http.createServer((request, response) => {
  compressOnTheWay(request, response)
    .then(() =>
      handler(request, response, config, readersFor(request, response) as unknown as Parameters<typeof handler>[3]),
    )
    .catch((error: unknown) => {
      console.error(error)
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
})
server.listen(Number(port), host, () => console.log(`Accepting connections at http://${host}:${port}`))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0))
