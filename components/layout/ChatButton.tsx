'use client'

import { useCallback, useEffect, useRef } from 'react'
import { WhatsAppIcon } from '@/components/icons'
import { useOnDemand } from '@/components/use-on-demand'

const loadTooltip = () => import('@/components/layout/ChatTooltip')

export type ChatButtonProps = {
  /** The wa.me link with the greeting already filled in. */
  href: string
  /** Its name and tooltip ('Chat on WhatsApp'). */
  label: string
}

/**
 * The round chat button at the bottom right of every page. The link works from the first paint;
 * its tooltip (Radix, about 20 KB) loads only when a visitor first points at or focuses the button,
 * so phone visitors, who never hover, never download it.
 */
export function ChatButton({ href, label }: ChatButtonProps) {
  const { part, want } = useOnDemand(loadTooltip)
  const Tooltip = part?.ChatTooltip
  const link = useRef<HTMLAnchorElement>(null)
  const intent = useRef<'hover' | 'focus' | null>(null)
  const pointerInside = useRef(false)

  // Without its tooltip the button still has its accessible name and still opens the chat.
  const wantTooltip = useCallback(
    (reason: 'hover' | 'focus') => {
      intent.current = reason
      want().catch(() => {})
    },
    [want],
  )

  // Pointed at or focused before this script ran (a slow link): show the tooltip as if it had been
  // there all along.
  useEffect(() => {
    const element = link.current
    if (!element) return
    if (document.activeElement === element) wantTooltip('focus')
    else if (element.matches(':hover') && window.matchMedia('(hover: hover)').matches) {
      pointerInside.current = true
      wantTooltip('hover')
    }
    // Once, when the script takes the button over (wantTooltip never changes).
  }, [wantTooltip])

  // The tooltip's trigger replaces the plain link: carry over focus or hover so it opens as if
  // the visitor had been on it all along.
  useEffect(() => {
    const element = link.current
    if (!Tooltip || !element) return
    if (intent.current === 'focus' && document.activeElement !== element) element.focus()
    else if (pointerInside.current) {
      element.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }))
    }
  }, [Tooltip])

  const anchor = (
    <a
      ref={link}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      onPointerEnter={(event) => {
        pointerInside.current = true
        if (!Tooltip && event.pointerType === 'mouse') wantTooltip('hover')
      }}
      onPointerLeave={() => {
        pointerInside.current = false
      }}
      onFocus={Tooltip ? undefined : () => wantTooltip('focus')}
      className="chat-button"
    >
      <WhatsAppIcon className="size-8" />
    </a>
  )
  return Tooltip ? <Tooltip label={label}>{anchor}</Tooltip> : anchor
}
