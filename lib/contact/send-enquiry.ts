import type { EnquiryTemplateParams } from '@/lib/contact/template-params'
import type { EmailJsSettings } from '@/lib/settings'

/** How long a send may take before the visitor is told it failed: 15 s with no answer is a failure. */
export const sendTimeoutMs = 15_000

/** The slice of `@emailjs/browser` the form uses, so tests can stand in for it. */
export type EmailJsSdk = {
  init: (options: { publicKey: string; blockHeadless: boolean }, origin: string) => void
  send: (
    serviceId: string,
    templateId: string,
    params: EnquiryTemplateParams,
  ) => Promise<{ status: number; text: string }>
}

/**
 * Why a send failed: no network (the request never got through), no answer in time, the service
 * answered with an error, or anything else (a key missing from the settings, a broken SDK).
 */
export type SendFailureCause = 'network' | 'timeout' | 'service' | 'other'

export type SendOutcome = { ok: true } | { ok: false; reason: string; cause: SendFailureCause }

class SendTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms / 1000} s`)
    this.name = 'SendTimeout'
  }
}

/**
 * Says in a line what went wrong. The SDK rejects with an `EmailJSResponseStatus` `{status, text}`
 * when the service answers with an error, with a `TypeError` when the network fails, and with a
 * plain string when its own checks fail (a missing key or id).
 */
export function describeSendFailure(error: unknown): string {
  if (typeof error === 'string') return error
  if (error instanceof SendTimeout) return error.message
  if (error instanceof TypeError) return `no network (${error.message})`
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, text } = error as { status: unknown; text?: unknown }
    return `the e-mail service answered ${String(status)}${text ? `: ${String(text)}` : ''}`
  }
  return error instanceof Error ? error.message : String(error)
}

/** Which kind of failure an SDK rejection is (see describeSendFailure for what each looks like). */
export function failureCause(error: unknown): SendFailureCause {
  if (error instanceof SendTimeout) return 'timeout'
  if (error instanceof TypeError) return 'network'
  if (typeof error === 'object' && error !== null && 'status' in error) {
    // The SDK reports a fetch that never got an answer as status 0.
    return Number((error as { status: unknown }).status) === 0 ? 'network' : 'service'
  }
  return 'other'
}

/** The SDK, fetched when a visitor starts on the form rather than with the page. */
export const loadEmailJs = (): Promise<EmailJsSdk> => import('@emailjs/browser')

/**
 * Sends one enquiry through EmailJS and never rejects: any ok status is success; an error answer,
 * no network, or no answer within `timeoutMs` is a failure with its reason.
 */
export async function sendEnquiry(
  params: EnquiryTemplateParams,
  settings: EmailJsSettings,
  {
    loadSdk = loadEmailJs,
    timeoutMs = sendTimeoutMs,
  }: { loadSdk?: () => Promise<EmailJsSdk>; timeoutMs?: number } = {},
): Promise<SendOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeout(timeoutMs)), timeoutMs)
  })
  const attempt = async () => {
    const sdk = await loadSdk()
    // blockHeadless and the block list stay off (SPEC section 8): every visitor's enquiry is sent.
    sdk.init({ publicKey: settings.publicKey, blockHeadless: false }, settings.apiOrigin)
    return sdk.send(settings.serviceId, settings.templateId, params)
  }
  try {
    const response = await Promise.race([attempt(), timeout])
    if (response.status >= 200 && response.status < 300) return { ok: true }
    return { ok: false, reason: describeSendFailure(response), cause: failureCause(response) }
  } catch (error) {
    return { ok: false, reason: describeSendFailure(error), cause: failureCause(error) }
  } finally {
    clearTimeout(timer)
  }
}
