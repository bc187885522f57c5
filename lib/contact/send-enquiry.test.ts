import { describeSendFailure, sendEnquiry, type EmailJsSdk } from '@/lib/contact/send-enquiry'

const params = {
  from_name: 'Thandi',
  from_email: 'thandi@example.co.za',
  phone: 'Not provided',
  message: 'Hi',
  subject: 'General Inquiry',
  to_email: 'info@example.com',
}
const settings = {
  publicKey: 'pk-123',
  serviceId: 'service_1',
  templateId: 'template_1',
  apiOrigin: 'http://127.0.0.1:9999',
}

function fakeSdk(send: EmailJsSdk['send']) {
  const sdk = { init: jest.fn<void, Parameters<EmailJsSdk['init']>>(), send: jest.fn(send) }
  return { sdk, loadSdk: () => Promise.resolve(sdk) }
}

describe('sendEnquiry', () => {
  afterEach(() => jest.useRealTimers())

  test('points the SDK at the configured origin with headless blocking off, then sends the params', async () => {
    const { sdk, loadSdk } = fakeSdk(() => Promise.resolve({ status: 200, text: 'OK' }))
    await expect(sendEnquiry(params, settings, { loadSdk })).resolves.toEqual({ ok: true })
    expect(sdk.init).toHaveBeenCalledWith({ publicKey: 'pk-123', blockHeadless: false }, 'http://127.0.0.1:9999')
    expect(sdk.send).toHaveBeenCalledWith('service_1', 'template_1', params)
  })

  test.each([200, 201, 299])('status %i is success', async (status) => {
    const { loadSdk } = fakeSdk(() => Promise.resolve({ status, text: 'OK' }))
    await expect(sendEnquiry(params, settings, { loadSdk })).resolves.toEqual({ ok: true })
  })

  test.each([
    [
      'a 400 answer',
      { status: 400, text: 'The user_id parameter is required' },
      'the e-mail service answered 400: The user_id parameter is required',
      'service',
    ],
    ['a 403 answer', { status: 403, text: 'Forbidden' }, 'the e-mail service answered 403: Forbidden', 'service'],
    [
      'a 429 answer',
      { status: 429, text: 'Too Many Requests' },
      'the e-mail service answered 429: Too Many Requests',
      'service',
    ],
    [
      'a 451 answer',
      { status: 451, text: 'Unavailable For Headless Browser' },
      'the e-mail service answered 451: Unavailable For Headless Browser',
      'service',
    ],
    ['a 500 answer', { status: 500, text: '' }, 'the e-mail service answered 500', 'service'],
    ['no network', new TypeError('Failed to fetch'), 'no network (Failed to fetch)', 'network'],
    [
      'a fetch the SDK reports as status 0',
      { status: 0, text: 'Network Error' },
      'the e-mail service answered 0: Network Error',
      'network',
    ],
    ['the SDK’s own check (a string)', 'The public key is required', 'The public key is required', 'other'],
    ['anything else', new Error('boom'), 'boom', 'other'],
  ])('%s is a failure with its reason and its cause', async (_, rejection, reason, cause) => {
    const { loadSdk } = fakeSdk(() => Promise.reject(rejection))
    await expect(sendEnquiry(params, settings, { loadSdk })).resolves.toEqual({ ok: false, reason, cause })
  })

  test('an error status in a resolved answer is the service’s failure', async () => {
    const { loadSdk } = fakeSdk(() => Promise.resolve({ status: 503, text: 'Unavailable' }))
    await expect(sendEnquiry(params, settings, { loadSdk })).resolves.toEqual({
      ok: false,
      reason: 'the e-mail service answered 503: Unavailable',
      cause: 'service',
    })
  })

  test('an SDK that cannot be loaded (offline) is a failure, not a crash', async () => {
    const loadSdk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    await expect(sendEnquiry(params, settings, { loadSdk })).resolves.toMatchObject({ ok: false, cause: 'network' })
  })

  test('no answer after 14.999 s is still waiting; at 15 s it is a failure', async () => {
    jest.useFakeTimers()
    const { loadSdk } = fakeSdk(() => new Promise(() => {}))
    let outcome: unknown = 'pending'
    void sendEnquiry(params, settings, { loadSdk }).then((value) => (outcome = value))
    await jest.advanceTimersByTimeAsync(14_999)
    expect(outcome).toBe('pending')
    await jest.advanceTimersByTimeAsync(1)
    expect(outcome).toEqual({ ok: false, reason: 'no answer within 15 s', cause: 'timeout' })
  })

  test('an answer just before the deadline wins', async () => {
    jest.useFakeTimers()
    const { loadSdk } = fakeSdk(
      () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, text: 'OK' }), 14_999)),
    )
    const sending = sendEnquiry(params, settings, { loadSdk })
    await jest.advanceTimersByTimeAsync(15_000)
    await expect(sending).resolves.toEqual({ ok: true })
  })
})

describe('describeSendFailure', () => {
  test.each([
    [{ status: 0, text: 'Network Error' }, 'the e-mail service answered 0: Network Error'],
    [null, 'null'],
    [undefined, 'undefined'],
  ])('%j reads %s', (error, expected) => {
    expect(describeSendFailure(error)).toBe(expected)
  })
})
