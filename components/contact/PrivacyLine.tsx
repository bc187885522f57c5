import { Template } from '@/components/Template'

export type PrivacyLineProps = {
  /** The line, with a {link} gap for the link to the privacy notice. */
  text: string
  linkLabel: string
  /** The privacy notice's address in the page's language. */
  href: string
}

/**
 * The one line under Send on what happens to the visitor's details, with its link to the privacy
 * notice. Drawn on the server and handed to the form, so the words cost the form's script nothing.
 */
export function PrivacyLine({ text, linkLabel, href }: PrivacyLineProps) {
  return (
    <p className="text-sm leading-relaxed text-ink-muted" data-privacy-line="">
      <Template
        text={text}
        gaps={{
          link: (
            <a
              href={href}
              className="font-semibold text-pasture-800 underline underline-offset-2 hover:text-pasture-900"
            >
              {linkLabel}
            </a>
          ),
        }}
      />
    </p>
  )
}
