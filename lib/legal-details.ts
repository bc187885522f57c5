import type { BusinessDetails, Businesses, LegalStatus } from '@/lib/settings'
import { fillTemplate } from '@/lib/template'

/** The words one business's legal details are written with, in one language (content/interface.yaml). */
export type LegalWords = {
  legalLine: string
  legalLineUnregistered: string
  legalStatus: Record<LegalStatus, string>
}

/** The physical address on one line, as South African addresses are written: street, town, province, postal code. */
export function addressLine(details: BusinessDetails): string {
  return [details.streetAddress, details.town, details.province, details.postalCode].join(', ')
}

/** True for a business with a registration number (a sole proprietor has none). */
export function isRegistered(details: BusinessDetails): boolean {
  return details.registrationNumber.toLowerCase() !== 'none'
}

/** One operation's legal details as a sentence: who runs it, in what legal form, its number and address. */
export function legalDetailsText(operation: string, details: BusinessDetails, words: LegalWords): string {
  const values = {
    operation,
    legalName: details.legalName,
    status: words.legalStatus[details.legalStatus],
    number: details.registrationNumber,
    address: addressLine(details),
  }
  return fillTemplate(isRegistered(details) ? words.legalLine : words.legalLineUnregistered, values)
}

/** The legal details of the operation whose page is `key`; content/site.ts checks every operation has them. */
export function businessOf(businesses: Businesses, key: string): BusinessDetails {
  const details = businesses[key]
  if (!details)
    throw new Error(`content/settings.ts has no legal details for the operation "${key}" (businesses.${key})`)
  return details
}
