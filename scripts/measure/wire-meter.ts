import { createServer, connect, type AddressInfo, type Socket } from 'node:net'

/**
 * A meter on the wire: a TCP relay in front of a server that counts every byte the server sends
 * back (status lines, headers, bodies as compressed), whoever asked: the page, the browser, the
 * service worker. The same count in every browser, because it is taken outside them.
 */
export type WireMeter = {
  /** The relay's port: open the site through it. */
  port: number
  origin: string
  /** Bytes the server has sent since the meter started (or since `reset`). */
  bytes(): number
  reset(): void
  /** Resolves once no byte has crossed for `quietMs`, or after `timeoutMs`; gives the count then. */
  settled(options?: { quietMs?: number; timeoutMs?: number }): Promise<number>
  close(): Promise<void>
}

export function startWireMeter(targetPort: number, targetHost = '127.0.0.1'): Promise<WireMeter> {
  let count = 0
  let lastByteAt = Date.now()
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost)
    sockets.add(client).add(upstream)
    upstream.on('data', (chunk: Buffer) => {
      count += chunk.length
      lastByteAt = Date.now()
    })
    client.pipe(upstream)
    upstream.pipe(client)
    const end = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        port,
        origin: `http://127.0.0.1:${port}`,
        bytes: () => count,
        reset: () => {
          count = 0
        },
        async settled({ quietMs = 1500, timeoutMs = 60_000 } = {}) {
          const start = Date.now()
          while (Date.now() - lastByteAt < quietMs && Date.now() - start < timeoutMs)
            await new Promise((wait) => setTimeout(wait, 100))
          return count
        },
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
