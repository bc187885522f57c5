/**
 * What the error screen says about a failure: "404 Not Found" when the error carries an HTTP status
 * and its text, otherwise the error's own message, or `unknown` when it says nothing of itself.
 */
export function describeError(error: unknown, unknown: string): string {
  if (typeof error === 'object' && error !== null) {
    const { status, statusText } = error as { status?: unknown; statusText?: unknown }
    if (typeof status === 'number' && Number.isFinite(status)) {
      const text = typeof statusText === 'string' ? statusText.trim() : ''
      return text ? `${status} ${text}` : String(status)
    }
    const message = (error as { message?: unknown }).message
    if (typeof message === 'string' && message.trim() !== '') return message.trim()
  }
  if (typeof error === 'string' && error.trim() !== '') return error.trim()
  return unknown
}
