import { Fragment, type ReactNode } from 'react'
import { templateParts } from '@/lib/template'

export type TemplateProps = {
  /** Words with gaps from content: "© {year} {holder}. All rights reserved." */
  text: string
  /** What fills each gap: text, or an element (a link, a live year). */
  gaps: Readonly<Record<string, ReactNode>>
}

/**
 * Content's words with their gaps filled by elements, in the order the language puts them. Text
 * next to text is joined into one string first, so the HTML has one text node where React would
 * otherwise mark each boundary with a comment.
 */
export function Template({ text, gaps }: TemplateProps) {
  const nodes: ReactNode[] = []
  for (const part of templateParts(text)) {
    const node = 'text' in part ? part.text : gaps[part.gap]
    const last = nodes.length - 1
    const isText = typeof node === 'string' || typeof node === 'number'
    const lastIsText = typeof nodes[last] === 'string' || typeof nodes[last] === 'number'
    if (isText && last >= 0 && lastIsText) nodes[last] = `${nodes[last] as string | number}${node}`
    else nodes.push(node)
  }
  return (
    <>
      {nodes.map((node, index) => (
        <Fragment key={index}>{node}</Fragment>
      ))}
    </>
  )
}
