import { askAddress } from '@/lib/contact/ask'

/**
 * "Ask about this animal": a link to the page's contact form, whose enquiries already carry the
 * animal in their subject. Its address carries the animal too (`?ask=<slug>#contact`, lib/contact/ask.ts),
 * so the form starts its message with the animal whenever the form's code arrives, after anything
 * the visitor wrote, once:
 *
 * - with the framework here, the form takes it at once (the page's basics hand it over:
 *   scripts/build-steps/page-basics.ts), the address gains #contact and the visitor goes on writing;
 * - before it, the basics keep the ask in the address and wake the loader (the link is a tool's part,
 *   `data-tool`, as a touch of a tool does), and the form takes the ask up when it arrives;
 * - before even the basics, or in a new tab, the link opens its address, and the form there does.
 *
 * A server component: it needs no script of its own.
 */
export function AskAboutAnimal({ label, message, slug }: { label: string; message: string; slug: string }) {
  return (
    <a href={askAddress(slug)} data-ask={slug} data-ask-message={message} data-tool="" className="button-send">
      {label}
    </a>
  )
}
