'use client'

import { useEffect, useRef, useState, type ComponentType } from 'react'
import { WhatsAppIcon } from '@/components/icons'
import type { ChatTooltipProps } from '@/components/layout/ChatTooltip'

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
  const [Tooltip, setTooltip] = useState<ComponentType<ChatTooltipProps> | null>(null)
  const link = useRef<HTMLAnchorElement>(null)
  const intent = useRef<'hover' | 'focus' | null>(null)
  const pointerInside = useRef(false)
  const loading = useRef(false)

  function loadTooltip(reason: 'hover' | 'focus') {
    intent.current = reason
    if (loading.current) return
    loading.current = true
    import('@/components/layout/ChatTooltip').then(
      (module) => setTooltip(() => module.ChatTooltip),
      () => {
        // Without its tooltip the button still has its accessible name and still opens the chat.
        loading.current = false
      },
    )
  }

  // Pointed at or focused before this script ran (a slow link): show the tooltip as if it had been
  // there all along.
  useEffect(() => {
    const element = link.current
    if (!element) return
    if (document.activeElement === element) loadTooltip('focus')
    else if (element.matches(':hover') && window.matchMedia('(hover: hover)').matches) {
      pointerInside.current = true
      loadTooltip('hover')
    }
    // Once, when the script takes the button over.
  }, [])

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
        if (!Tooltip && event.pointerType === 'mouse') loadTooltip('hover')
      }}
      onPointerLeave={() => {
        pointerInside.current = false
      }}
      onFocus={Tooltip ? undefined : () => loadTooltip('focus')}
      className="chat-button"
    >
      <WhatsAppIcon className="size-8" />
    </a>
  )
  return Tooltip ? <Tooltip label={label}>{anchor}</Tooltip> : anchor
}
