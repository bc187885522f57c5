/**
 * The local mail sink on its own: `npx tsx scripts/mail-sink.ts`. `npm start` and the end-to-end
 * tests start it for you. Settings: MAIL_SINK_PORT (3001), MAIL_SINK_OUTBOX (.tmp/outbox.jsonl),
 * MAIL_SINK_ANSWER ('ok', '400', '403', '429', '451', '500', 'hang' or 'slow:<ms>'), MAIL_SINK_FRESH=1 to
 * empty the outbox first.
 */
import path from 'node:path'
import { defaultMailSinkPort, defaultOutbox, parseSinkAnswer, startMailSink } from './servers/mail-sink'

async function main() {
  const port = Number(process.env.MAIL_SINK_PORT ?? defaultMailSinkPort)
  const answer = parseSinkAnswer(process.env.MAIL_SINK_ANSWER ?? 'ok')
  if (!answer)
    throw new Error(`MAIL_SINK_ANSWER must be 'ok', '400', '403', '429', '451', '500', 'hang' or 'slow:<ms>'.`)
  const sink = await startMailSink({
    port,
    outboxPath: path.resolve(process.env.MAIL_SINK_OUTBOX ?? defaultOutbox),
    answer,
    fresh: process.env.MAIL_SINK_FRESH === '1',
  })
  console.log(`Mail sink at ${sink.url}; accepted enquiries go to ${sink.outboxPath}`)
  const stop = () => void sink.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
