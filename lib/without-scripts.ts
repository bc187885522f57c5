/**
 * A page's HTML with every `<script>` element removed (the content-first loader, the structured
 * data and Next's own): what the bench's content floor serves, and what the offline worker answers
 * with for the 404 page, which must read whole with nothing more from the network.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
}
