import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import type { OutboxEntry, SinkAnswer } from '../../scripts/servers/mail-sink'
import { controlPath } from '../../scripts/servers/mail-sink'
import { en, type SiteContent } from './content'
import { expect } from './fixtures'
import { escapeRegExp } from './page-checks'

/** The local mail sink Playwright starts (playwright.config.ts) and the site is built against. */
const sinkPort = Number(process.env.E2E_MAIL_SINK_PORT ?? 4174)
export const sinkUrl = `http://127.0.0.1:${sinkPort}`
const outboxPath = path.join(__dirname, '..', '..', '.tmp', `e2e-outbox-${sinkPort}.jsonl`)

/**
 * A sender address of this test's own, so tests running side by side each tell the sink how to
 * answer them and find their own enquiries in the shared outbox.
 */
export function senderFor(testInfo: TestInfo): string {
  return `visitor.${testInfo.project.name}.${testInfo.testId.replace(/[^a-z0-9]/gi, '')}@example.com`.toLowerCase()
}

/** Tells the sink how to answer this sender's enquiries. */
export async function sinkAnswers(request: APIRequestContext, fromEmail: string, answer: SinkAnswer): Promise<void> {
  const response = await request.put(`${sinkUrl}${controlPath}`, { data: { answer, fromEmail } })
  expect(response.status()).toBe(200)
}

/** This sender's enquiries in the outbox, oldest first. */
export function outboxFor(fromEmail: string): OutboxEntry[] {
  if (!existsSync(outboxPath)) return []
  return readFileSync(outboxPath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => entry.template_params.from_email === fromEmail)
}

/** The contact form and its parts, found as a visitor finds them: by role and label, in the page's language. */
export function contactForm(page: Page, { contact }: SiteContent = en) {
  const form = page.getByRole('form', { name: contact.formHeading })
  return {
    form,
    name: form.getByLabel(contact.labels.name, { exact: true }),
    email: form.getByLabel(contact.labels.email, { exact: true }),
    phone: form.getByLabel(`${contact.labels.phone} ${contact.optional}`, { exact: true }),
    message: form.getByLabel(contact.labels.message, { exact: true }),
    send: form.getByRole('button', {
      name: new RegExp(`^(${escapeRegExp(contact.submit)}|${escapeRegExp(contact.submitting)})$`),
    }),
  }
}

export type Enquiry = { name: string; email: string; phone: string; message: string }

export async function fillEnquiry(page: Page, enquiry: Enquiry, content: SiteContent = en): Promise<void> {
  const form = contactForm(page, content)
  await form.name.fill(enquiry.name)
  await form.email.fill(enquiry.email)
  await form.phone.fill(enquiry.phone)
  await form.message.fill(enquiry.message)
}

/** Checks every box still holds what was typed. */
export async function expectFieldsKept(page: Page, enquiry: Enquiry, content: SiteContent = en): Promise<void> {
  const form = contactForm(page, content)
  await expect(form.name).toHaveValue(enquiry.name)
  await expect(form.email).toHaveValue(enquiry.email)
  await expect(form.phone).toHaveValue(enquiry.phone)
  await expect(form.message).toHaveValue(enquiry.message)
}

/**
 * Where the toasts are seen (sonner's list). The form also says each toast to screen readers in a
 * region of its own (components/Announcement.tsx), so a toast's words are on the page twice: the
 * tests that look at a toast look here.
 */
export const toaster = '[data-sonner-toaster]'
