import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import path from 'node:path'

/**
 * A second `npm start` beside a first: the ports the first holds are taken, and the second stops at
 * once (before any build) with a sentence that names the port and what to do, not a raw EADDRINUSE.
 */

const root = path.resolve(__dirname, '..')
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')

/** Holds a free port on `host`, as the first `npm start`'s server would. */
function holdPort(host: string): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 })
    })
  })
}

/** Runs `npm start`'s script with these ports; its exit code and everything it printed. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  // No EmailJS keys, so it starts the local mail sink as on a fresh checkout.
  const base = { ...process.env }
  for (const name of Object.keys(base)) if (name.startsWith('EMAILJS_')) delete base[name]
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsx, 'scripts/start.ts'], {
      cwd: root,
      env: { ...base, ...env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    // Were it to get past the ports it would build and serve: stopped, and the output shows how far it went.
    const timer = setTimeout(() => child.kill('SIGTERM'), 25_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

const held: Server[] = []
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((done) => server.close(done))))
})

describe('a second npm start beside a first', () => {
  test("the mail sink's port taken: it stops before building, naming the port and the way out", async () => {
    const sink = await holdPort('127.0.0.1')
    const site = await holdPort('127.0.0.1')
    held.push(sink.server, site.server)
    site.server.close()
    const { code, output } = await start({ MAIL_SINK_PORT: String(sink.port), PORT: String(site.port) })
    expect(code).toBe(1)
    expect(output).toContain(`Port ${sink.port} on 127.0.0.1 is in use, so the local mail sink cannot start there`)
    expect(output).toContain('MAIL_SINK_PORT=')
    expect(output).not.toMatch(/EADDRINUSE|Building the site|\n\s+at /)
  }, 30_000)

  test("the site's port taken: it stops before building, naming the port, and frees the sink's", async () => {
    const site = await holdPort('0.0.0.0')
    const sink = await holdPort('127.0.0.1')
    held.push(site.server)
    sink.server.close()
    const { code, output } = await start({ MAIL_SINK_PORT: String(sink.port), PORT: String(site.port) })
    expect(code).toBe(1)
    expect(output).toContain(`Port ${site.port} on 0.0.0.0 is in use`)
    expect(output).not.toMatch(/EADDRINUSE|Building the site|\n\s+at /)
    // The sink it had started is closed again: the port is free for the next try.
    const again = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(sink.port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    expect(again).toBe(true)
  }, 30_000)
})
