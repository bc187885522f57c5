/**
 * Turns a phone number as people write it ("+27 82 000 0000", "082 000 0000") into the digits
 * wa.me expects: the international form without "+", spaces or a trunk zero.
 */
export function whatsappDigits(phone: string, countryCode = '27'): string {
  const digits = phone.replace(/\D/g, '')
  if (phone.trim().startsWith('+')) return digits
  if (digits.startsWith('00')) return digits.slice(2)
  if (digits.startsWith('0')) return countryCode + digits.slice(1)
  return digits
}

/** The link that opens a WhatsApp chat with the business, the greeting already typed. */
export function whatsappChatUrl(phone: string, greeting: string): string {
  return `https://wa.me/${whatsappDigits(phone)}?text=${encodeURIComponent(greeting)}`
}

/** A WhatsApp message with `text` already written, for the visitor to send to whom they choose. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}
