import type { Frame } from '@/components/layout/frame'

export type LanguageLinkProps = {
  frame: Frame
  /** Key of the page shown, or null where there is none (the 404 page): then the other language's home page. */
  currentKey: string | null
  className: string
}

/**
 * The same page in the other language, named in that language ("Afrikaans" on an English page),
 * with its `lang` and `hreflang`. A plain link: it works before any script and without one; once
 * the page's small script runs (no framework needed), it also carries the address's query (the
 * calculator's figures) along (scripts/build-steps/page-basics.ts).
 */
export function LanguageLink({ frame, currentKey, className }: LanguageLinkProps) {
  return frame.otherLanguages(currentKey).map((other) => (
    <a
      key={other.code}
      href={other.href}
      lang={other.lang}
      hrefLang={other.lang}
      className={className}
      data-language-link={other.href}
    >
      {other.name}
    </a>
  ))
}
