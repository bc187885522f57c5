/**
 * `npm start`: builds the site if out/ is missing or stale, then serves it at
 * http://localhost:3000 (or $PORT) the way a static host would. Unless real EmailJS keys are set,
 * the contact form is built to send to the local mail sink (started here on $MAIL_SINK_PORT, 3001),
 * which writes each enquiry to an outbox file instead of e-mailing it.
 */
import path from 'node:path'
import { exampleSettings } from '../content/settings'
import { hasRealEmailJsKeys } from '../lib/settings'
import { ensureBuilt, root } from './site/build-state'
import { localMailSinkBuildEnv } from './servers/local-mail-sink-env'
import { defaultMailSinkPort, defaultOutbox, startMailSink, type MailSink } from './servers/mail-sink'
import { assertPortFree, startStaticServer } from './servers/static-server'

function portFrom(name: string, fallback: number): number {
  const port = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${name} must be a port number, not "${process.env[name]}".`)
  }
  return port
}

/** Serves the site as `npm start` does (building it first when stale); `npm run edit` adds the editor's watch. */
export async function startSite(): Promise<{ port: number; env: NodeJS.ProcessEnv }> {
  const port = portFrom('PORT', 3000)
  let sink: MailSink | null = null
  let env = process.env
  if (!hasRealEmailJsKeys(process.env, exampleSettings.emailJs)) {
    const sinkPort = portFrom('MAIL_SINK_PORT', defaultMailSinkPort)
    env = localMailSinkBuildEnv(process.env, sinkPort)
    sink = await startMailSink({
      port: sinkPort,
      outboxPath: path.resolve(root, process.env.MAIL_SINK_OUTBOX ?? defaultOutbox),
    })
  }
  // Before a build that may take minutes: the site's own port must be free too.
  await assertPortFree(port, '0.0.0.0').catch(async (error: unknown) => {
    await sink?.close()
    throw error
  })
  ensureBuilt(env)
  const server = await startStaticServer(port, '0.0.0.0')
  console.log(`\nThe site is running at http://localhost:${port}  (Ctrl+C stops it)`)
  if (sink) {
    console.log(
      `No EmailJS keys are set, so the contact form sends to the local mail sink at ${sink.url}.\n` +
        `Each enquiry is added as one JSON line to ${sink.outboxPath}\n` +
        `  (read it with: tail -f ${path.relative(process.cwd(), sink.outboxPath) || sink.outboxPath})`,
    )
  } else {
    console.log('EmailJS keys are set: the contact form sends real e-mail through EmailJS.')
  }
  const stop = () => {
    server.kill()
    void sink?.close()
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  return { port, env }
}

if (require.main === module) {
  startSite().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
