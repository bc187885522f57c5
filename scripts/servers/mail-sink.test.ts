import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkSendBody, controlPath, parseSinkAnswer, sendPath, startMailSink, type MailSink } from './mail-sink'

const templateParams = {
  from_name: 'Thandi',
  from_email: 'thandi@example.co.za',
  phone: 'Not provided',
  message: 'Hi <b>there</b>',
  subject: 'General Inquiry',
  to_email: 'info@example.com',
}
// The body @emailjs/browser 4.4.1 sends (node_modules/@emailjs/browser/es/methods/send/send.js).
const sdkBody = {
  lib_version: '4.4.1',
  user_id: 'pk-123',
  service_id: 'service_1',
  template_id: 'template_1',
  template_params: templateParams,
}

let folder: string
let sink: MailSink

const send = (body: unknown, sender?: string) =>
  fetch(`${sink.url}${sendPath}`, {
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body:
      typeof body === 'string'
        ? body
        : JSON.stringify(sender ? { ...sdkBody, template_params: { ...templateParams, from_email: sender } } : body),
  })
const control = (body: unknown) => fetch(`${sink.url}${controlPath}`, { method: 'PUT', body: JSON.stringify(body) })
const outbox = () =>
  readFileSync(sink.outboxPath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown)

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'mail-sink-'))
  sink = await startMailSink({ port: 0, outboxPath: path.join(folder, 'outbox.jsonl'), fresh: true })
})

afterEach(async () => {
  await sink.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('the mail sink', () => {
  test('accepts what the SDK sends: 200 OK, and one JSON line in the outbox', async () => {
    const response = await send(sdkBody)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(outbox()).toEqual([{ receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), ...sdkBody }])
  })

  test('appends one line per enquiry', async () => {
    await send(sdkBody)
    await send(sdkBody, 'second@example.com')
    expect(outbox()).toHaveLength(2)
  })

  test('answers the CORS preflight the browser sends before a JSON POST', async () => {
    const response = await fetch(`${sink.url}${sendPath}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i)
  })

  test.each([
    ['not JSON', '{oops', 'The request body is not valid JSON'],
    ['an array', '[]', 'The request body must be a JSON object'],
    ['no public key', { ...sdkBody, user_id: undefined }, 'The user_id parameter is required'],
    ['an empty service id', { ...sdkBody, service_id: '' }, 'The service_id parameter is required'],
    ['no template id', { ...sdkBody, template_id: undefined }, 'The template_id parameter is required'],
    ['no lib_version', { ...sdkBody, lib_version: undefined }, 'The lib_version parameter is required'],
    [
      'no template params',
      { ...sdkBody, template_params: undefined },
      'The template_params parameter must be an object',
    ],
    [
      'no phone param',
      { ...sdkBody, template_params: { ...templateParams, phone: undefined } },
      'The template parameter phone is required',
    ],
    [
      'a number as message',
      { ...sdkBody, template_params: { ...templateParams, message: 5 } },
      'The template parameter message is required',
    ],
    [
      'an empty recipient',
      { ...sdkBody, template_params: { ...templateParams, to_email: ' ' } },
      'The template parameter to_email is empty',
    ],
  ])('refuses %s with 400 and the reason, and keeps nothing', async (_, body, reason) => {
    const response = await send(typeof body === 'string' ? body : JSON.stringify(body))
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(reason)
    expect(outbox()).toEqual([])
  })

  test.each([
    ['400', 400, 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account'],
    ['403', 403, 'Forbidden'],
    ['429', 429, 'Too Many Requests'],
    ['451', 451, 'Unavailable For Headless Browser'],
    ['500', 500, 'Internal Server Error'],
  ])('told to answer %s for one sender, fails that sender only', async (answer, status, text) => {
    expect((await control({ answer, fromEmail: 'Fail@Example.com' })).status).toBe(200)
    const failed = await send(sdkBody, 'fail@example.com')
    expect([failed.status, await failed.text()]).toEqual([status, text])
    expect(failed.headers.get('access-control-allow-origin')).toBe('*')
    expect((await send(sdkBody)).status).toBe(200)
    expect(outbox()).toEqual([expect.objectContaining({ template_params: templateParams })])
  })

  test('told to answer 500 for everyone, and then reset', async () => {
    await control({ answer: '500' })
    expect((await send(sdkBody)).status).toBe(500)
    await fetch(`${sink.url}${controlPath}`, { method: 'DELETE' })
    expect((await send(sdkBody)).status).toBe(200)
  })

  test('told to hang, never answers', async () => {
    await control({ answer: 'hang' })
    const result = await Promise.race([
      send(sdkBody).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
    ])
    expect(result).toBe('waiting')
    expect(outbox()).toEqual([])
  })

  test('told to be slow, answers OK after the delay', async () => {
    await control({ answer: 'slow:200' })
    const started = Date.now()
    expect((await send(sdkBody)).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
  })

  test('refuses an unknown answer', async () => {
    expect((await control({ answer: '418' })).status).toBe(400)
  })

  test('anything else is 404', async () => {
    expect((await fetch(`${sink.url}/api/v1.0/email/send-form`, { method: 'POST' })).status).toBe(404)
  })
})

describe('parseSinkAnswer', () => {
  test.each([
    ['ok', 'ok'],
    ['400', '400'],
    ['403', '403'],
    ['429', '429'],
    ['451', '451'],
    ['500', '500'],
    ['hang', 'hang'],
    ['slow:1500', 'slow:1500'],
    ['slow:', null],
    ['slow:abc', null],
    ['404', null],
    ['', null],
  ])('%j is %j', (value, expected) => {
    expect(parseSinkAnswer(value)).toBe(expected)
  })
})

describe('checkSendBody', () => {
  test('keeps exactly the six template params, dropping anything extra', () => {
    const entry = checkSendBody(
      JSON.stringify({ ...sdkBody, template_params: { ...templateParams, extra: 'x' } }),
      new Date(Date.UTC(2026, 10, 23, 1, 2, 3)),
    )
    expect(entry).toEqual({ receivedAt: '2026-11-23T01:02:03.000Z', ...sdkBody })
  })
})
