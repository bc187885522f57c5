import { listQuery } from '@/lib/sale/shortlist'

/**
 * Shares the buyer's shortlist as a link to the catalogue that opens it: the phone's own share sheet
 * where there is one, else the clipboard. Resolves with the link to show for copying by hand (on the
 * clipboard, or when sharing was refused or cancelled), or null when the share sheet took it.
 */
export async function shareShortlist(slugs: readonly string[]): Promise<string | null> {
  const url = `${window.location.origin}${window.location.pathname}?${listQuery('shortlist', slugs)}`
  try {
    const shareSheet = 'share' in navigator
    if (shareSheet) await navigator.share({ url, title: document.title })
    else await navigator.clipboard.writeText(url)
    return shareSheet ? null : url
  } catch {
    return url
  }
}
