/**
 * @jest-environment jsdom
 */
import { privacyPageKey, routes } from '@/content/pages'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { contentIn, pageContentOf } from '../support/content'
import { exportedDocument } from './exported-site'

/**
 * Every page's contact section carries the page's own subject line in its language (its content
 * file's `contact.subject`), read over out/ for every page of the registry: the section hands the
 * one subject to the form, which sends it, and to its e-mail way on, which shows it in the HTML
 * (components/contact/ContactSection.tsx). The privacy notice, only text, has no form: its e-mail
 * link carries the subject instead (components/pages/PrivacyPage.tsx). That an enquiry sent from a
 * page reaches the outbox with it is the browser's to show (e2e/contact-form.spec.ts, the first page
 * of each language).
 */
describe.each(routes.map((route) => [route.path, route] as const))('the contact section of %s', (_path, route) => {
  it('carries the page’s subject line in its language', () => {
    const section = exportedDocument(htmlFileOf(route.path)).querySelector('#contact')
    if (route.key === privacyPageKey) expect(section?.querySelector('form')).toBeNull()
    else expect(section?.querySelector('form')).not.toBeNull()
    const mail = [...(section?.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"][href*="subject="]') ?? [])]
    expect(mail).toHaveLength(1)
    expect(new URL(mail[0]!.getAttribute('href')!).searchParams.get('subject')).toBe(
      pageContentOf(contentIn(route.language), route.key).contact.subject,
    )
  })
})
