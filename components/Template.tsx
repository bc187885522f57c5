import { Fragment, type ReactNode } from 'react'
import { templateParts } from '@/lib/template'

export type TemplateProps = {
  /** Words with gaps from content: "© {year} {holder}. All rights reserved." */
  text: string
  /** What fills each gap: text, or an element (a link, a live year). */
  gaps: Readonly<Record<string, ReactNode>>
}

/** Content's words with their gaps filled by elements, in the order the language puts them. */
export function Template({ text, gaps }: TemplateProps) {
  return (
    <>
      {templateParts(text).map((part, index) => (
        <Fragment key={index}>{'text' in part ? part.text : gaps[part.gap]}</Fragment>
      ))}
    </>
  )
}
