import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import path from 'node:path'

/**
 * A stand-in for the EmailJS send API on this computer. It accepts exactly what `@emailjs/browser`
 * sends (POST /api/v1.0/email/send with a JSON body), answers as the service does (200 'OK', 400 with
 * a reason), and appends each accepted enquiry as one JSON line to an outbox file instead of mailing it.
 * It can be told to fail (403, 429, 451, 500) or to hang, for everyone or for one sender's address,
 * so tests running side by side each drive their own failure.
 */

export const sendPath = '/api/v1.0/email/send'
/** Where `npm start` runs the sink and keeps its outbox unless MAIL_SINK_PORT / MAIL_SINK_OUTBOX say otherwise. */
export const defaultMailSinkPort = 3001
export const defaultOutbox = path.join('.tmp', 'outbox.jsonl')
/** PUT `{ answer, fromEmail? }` sets how to answer; DELETE forgets every answer set. */
export const controlPath = '/__sink/answer'

/** How the sink answers a valid send: 'ok', an error status, 'hang' (never answer), or 'slow:<ms>' then OK. */
export type SinkAnswer = 'ok' | '400' | '403' | '429' | '451' | '500' | 'hang' | `slow:${number}`

const failureTexts: Record<string, string> = {
  // What the service says to a wrong public key, the 400 a misconfigured build meets.
  '400': 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  '403': 'Forbidden',
  '429': 'Too Many Requests',
  '451': 'Unavailable For Headless Browser',
  '500': 'Internal Server Error',
}

export function parseSinkAnswer(value: string): SinkAnswer | null {
  if (value === 'ok' || value === 'hang' || value in failureTexts) return value as SinkAnswer
  return /^slow:\d{1,6}$/.test(value) ? (value as SinkAnswer) : null
}

const templateFields = ['from_name', 'from_email', 'phone', 'message', 'subject', 'to_email'] as const

/** One accepted enquiry, as written to the outbox. */
export type OutboxEntry = {
  receivedAt: string
  lib_version: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<(typeof templateFields)[number], string>
}

/** Checks a send body as the service would; returns the entry or the reason it is refused. */
export function checkSendBody(raw: string, receivedAt: Date): OutboxEntry | string {
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return 'The request body is not valid JSON'
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The request body must be a JSON object'
  const fields = body as Record<string, unknown>
  for (const name of ['lib_version', 'user_id', 'service_id', 'template_id']) {
    const value = fields[name]
    if (typeof value !== 'string' || value.trim() === '') return `The ${name} parameter is required`
  }
  const params = fields.template_params
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return 'The template_params parameter must be an object'
  }
  const values = params as Record<string, unknown>
  for (const name of templateFields) {
    if (typeof values[name] !== 'string') return `The template parameter ${name} is required`
  }
  for (const name of ['from_name', 'from_email', 'message', 'subject', 'to_email'] as const) {
    if ((values[name] as string).trim() === '') return `The template parameter ${name} is empty`
  }
  return {
    receivedAt: receivedAt.toISOString(),
    lib_version: fields.lib_version as string,
    user_id: fields.user_id as string,
    service_id: fields.service_id as string,
    template_id: fields.template_id as string,
    template_params: Object.fromEntries(
      templateFields.map((name) => [name, values[name]]),
    ) as OutboxEntry['template_params'],
  }
}

export type MailSinkOptions = {
  port: number
  host?: string
  outboxPath: string
  /** The answer for senders without their own; 'ok' unless told otherwise. */
  answer?: SinkAnswer
  /** Empty the outbox when starting (the tests do; `npm start` keeps earlier enquiries). */
  fresh?: boolean
}

export type MailSink = { url: string; port: number; outboxPath: string; close: () => Promise<void> }

const maxBodyBytes = 64 * 1024

const corsHeaders = {
  // The site and the sink are different origins, as the site and api.emailjs.com are.
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
}

function reply(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { ...corsHeaders, 'Content-Type': 'text/plain; charset=utf-8' })
  response.end(text)
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBodyBytes) chunks.push(chunk)
    })
    request.on('end', () => resolve(size > maxBodyBytes ? null : Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/** What a second `npm start` says when the sink's port is taken (by another checkout's, or a test's left running). */
export function portInUse(port: number, host: string): string {
  return (
    `Port ${port} on ${host} is in use, so the local mail sink cannot start ` +
    `there: another npm start (in this or another checkout) or a test server is ` +
    `probably running. ` +
    `Stop it, or give this one other ports: PORT=3100 MAIL_SINK_PORT=3101 npm start`
  )
}

export function startMailSink({
  port,
  host = '127.0.0.1',
  outboxPath,
  answer = 'ok',
  fresh = false,
}: MailSinkOptions): Promise<MailSink> {
  mkdirSync(path.dirname(outboxPath), { recursive: true })
  if (fresh) writeFileSync(outboxPath, '')
  let defaultAnswer = answer
  const answersBySender = new Map<string, SinkAnswer>()
  const sockets = new Set<Socket>()

  async function handleSend(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request)
    if (raw === null) return reply(response, 400, 'The request body is too large')
    const checked = checkSendBody(raw, new Date())
    if (typeof checked === 'string') return reply(response, 400, checked)
    const sender = checked.template_params.from_email.toLowerCase()
    const chosen = answersBySender.get(sender) ?? defaultAnswer
    if (chosen === 'hang') return
    if (chosen in failureTexts) return reply(response, Number(chosen), failureTexts[chosen] as string)
    if (chosen.startsWith('slow:')) await new Promise((resolve) => setTimeout(resolve, Number(chosen.slice(5))))
    appendFileSync(outboxPath, `${JSON.stringify(checked)}\n`)
    reply(response, 200, 'OK')
  }

  async function handleControl(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'DELETE') {
      answersBySender.clear()
      defaultAnswer = answer
      return reply(response, 200, 'OK')
    }
    const raw = (await readBody(request)) ?? ''
    let body: { answer?: unknown; fromEmail?: unknown }
    try {
      body = JSON.parse(raw) as typeof body
    } catch {
      return reply(response, 400, 'The request body is not valid JSON')
    }
    const chosen = typeof body.answer === 'string' ? parseSinkAnswer(body.answer) : null
    if (!chosen)
      return reply(response, 400, "answer must be 'ok', '400', '403', '429', '451', '500', 'hang' or 'slow:<ms>'")
    if (typeof body.fromEmail === 'string') answersBySender.set(body.fromEmail.trim().toLowerCase(), chosen)
    else defaultAnswer = chosen
    reply(response, 200, 'OK')
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink')
    const route = `${request.method} ${url.pathname}`
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders)
      return response.end()
    }
    const handled =
      route === `POST ${sendPath}`
        ? handleSend(request, response)
        : route === `PUT ${controlPath}` || route === `DELETE ${controlPath}`
          ? handleControl(request, response)
          : route === 'GET /'
            ? Promise.resolve(
                reply(response, 200, `Local mail sink. Accepted enquiries are appended to ${outboxPath}\n`),
              )
            : Promise.resolve(reply(response, 404, 'Not Found'))
    handled.catch(() => {
      if (!response.headersSent) reply(response, 500, 'Internal Server Error')
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(portInUse(port, host)) : error),
    )
    server.listen(port, host, () => {
      const actualPort = (server.address() as AddressInfo).port
      resolve({
        url: `http://${host}:${actualPort}`,
        port: actualPort,
        outboxPath,
        close: () =>
          new Promise((done) => {
            // Hanging requests would keep the server open for ever.
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
