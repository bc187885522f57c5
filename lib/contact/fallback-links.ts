import type { EnquiryTemplateParams } from '@/lib/contact/template-params'
import { whatsappChatUrl } from '@/lib/whatsapp'

/**
 * When the e-mail service refuses an enquiry, the visitor can send it another way: a WhatsApp chat
 * or an e-mail from their own mail app, to the business's number and address, with the whole
 * enquiry already written. These build the two links.
 */

/** The words the written enquiry uses, in the page's language. */
export type FallbackWords = {
  labels: { name: string; email: string; phone: string; message: string }
  /** Ends a message cut to fit a link: the whole text stays in the form. */
  shortened: string
}

/**
 * The longest link built: about 2 000 characters is what every mail app and phone opens whole
 * (Outlook on Windows cuts a mailto link at 2 083; WhatsApp's link opens the chat with 2 000
 * characters of text and more). A longer enquiry has its message cut at a word, marked as cut.
 */
export const fallbackLinkLimit = 2000

/** The enquiry as lines of text: subject, name, e-mail, phone, then the message. */
export function enquiryText(params: EnquiryTemplateParams, words: FallbackWords, message = params.message): string {
  return [
    params.subject,
    '',
    `${words.labels.name}: ${params.from_name}`,
    `${words.labels.email}: ${params.from_email}`,
    `${words.labels.phone}: ${params.phone}`,
    '',
    `${words.labels.message}:`,
    message,
  ].join('\n')
}

/** The message's first `length` characters (whole characters, never half an emoji), cut back to a word. */
function cutMessage(message: string, length: number): string {
  const characters = [...message]
  if (length >= characters.length) return message
  const head = characters.slice(0, Math.max(0, length)).join('')
  const atWord = head.replace(/\s+\S*$/, '')
  return (atWord.length > head.length / 2 ? atWord : head).trimEnd()
}

/**
 * The longest form of the message whose link fits the limit: the whole message if it fits, else
 * the message cut (at a word) and followed by the `shortened` note. Built by halving, since each
 * character may take 1 to 12 characters once encoded.
 */
function fitted(build: (message: string) => string, message: string, shortened: string, limit: number): string {
  if (build(message).length <= limit) return build(message)
  const withNote = (length: number) => build(`${cutMessage(message, length)} …\n${shortened}`)
  let low = 0
  let high = [...message].length
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (withNote(middle).length <= limit) low = middle
    else high = middle - 1
  }
  return withNote(low)
}

/** A WhatsApp chat with the business, the whole enquiry written in it. */
export function whatsAppFallbackUrl(
  phone: string,
  params: EnquiryTemplateParams,
  words: FallbackWords,
  limit = fallbackLinkLimit,
): string {
  return fitted(
    (message) => whatsappChatUrl(phone, enquiryText(params, words, message)),
    params.message,
    words.shortened,
    limit,
  )
}

/** Percent-encoding for a mailto field: every line break as CRLF (RFC 6068), spaces as %20, never '+'. */
function mailtoEncode(text: string): string {
  return encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))
}

/** An e-mail to the business from the visitor's own mail app, subject and whole enquiry written. */
export function emailFallbackUrl(
  email: string,
  params: EnquiryTemplateParams,
  words: FallbackWords,
  limit = fallbackLinkLimit,
): string {
  const build = (message: string) => {
    const body = enquiryText(params, words, message).split('\n').slice(2).join('\n')
    return `mailto:${email}?subject=${mailtoEncode(params.subject)}&body=${mailtoEncode(body)}`
  }
  return fitted(build, params.message, words.shortened, limit)
}
