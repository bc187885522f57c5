import { askField } from '@/lib/contact/ask'
import { draftStorageKey } from '@/lib/contact/draft'
import { outboxStorageKey } from '@/lib/contact/outbox-key'
import { queryNames } from '@/lib/page-query'
import { shortlistStorageKey } from '@/lib/sale/shortlist'
import { catalogueQueryNames } from '@/lib/sale/view'

/**
 * A tool's mark for the content-first loader (scripts/build-steps/load-when.ts): `data-tool`, and in
 * `data-wake` what in the address or the browser's storage asks for it at once, even where data is
 * dear and the page otherwise waits for a touch. The social feed's button, which nothing in an
 * address asks for, carries `data-tool` alone (components/sections/SocialFeedFacade.tsx: a client
 * component, which these rules' imports would weigh down).
 */
const fields = (names: readonly string[]) => names.map((name) => `?${name}`).join(' ')

export const toolMarks = {
  /**
   * `#contact` with a draft to restore, an enquiry waiting to be sent from any page, or an animal asked
   * about (lib/contact/ask.ts).
   */
  contact: { 'data-tool': '', 'data-wake': `#contact&$${draftStorageKey} $${outboxStorageKey} ?${askField}` },
  calculator: { 'data-tool': '', 'data-wake': fields(queryNames.calculator) },
  planner: { 'data-tool': '', 'data-wake': fields(queryNames.planner) },
  /** A view, a shortlist or a comparison in the address, or a shortlist kept on the device. */
  catalogue: { 'data-tool': '', 'data-wake': `${fields(catalogueQueryNames)} $${shortlistStorageKey}` },
} as const
