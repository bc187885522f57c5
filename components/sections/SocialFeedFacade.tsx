'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { earlyClickMark } from '@/lib/early-click'

export type SocialFeedFacadeProps = {
  widgetId: string
  scriptUrl: string
  loadLabel: string
  privacyNote: string
  failedText: string
  /** The profile links, shown whatever happens to the widget. */
  profileLinks: ReactNode
}

type FeedState = 'idle' | 'loading' | 'failed'

/** The button's name for an early click (lib/early-click.ts). */
const socialFeedClick = 'social-feed'

/**
 * Stands in for the social feed widget until the visitor asks for it: only then is the provider's
 * script added to the page. The box keeps one fixed height throughout, so the feed arriving late
 * never moves the page; if the script fails, the profile links remain and a short note says so.
 *
 * Before this script runs the button takes a click all the same: the page's basics note it
 * (lib/early-click.ts) and the click wakes the loader, as a touch of any tool does; the feed then
 * loads as soon as this script runs.
 */
export function SocialFeedFacade({
  widgetId,
  scriptUrl,
  loadLabel,
  privacyNote,
  failedText,
  profileLinks,
}: SocialFeedFacadeProps) {
  const [state, setState] = useState<FeedState>('idle')

  function loadFeed() {
    setState('loading')
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    script.onerror = () => setState('failed')
    document.body.append(script)
  }

  // Asked for before this script ran: the click made again, now that it is answered; once.
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const root = document.documentElement
    if (!root.hasAttribute(earlyClickMark(socialFeedClick))) return
    button.current?.click()
    // Cleared after the click: the page's basics note clicks until the page is marked interactive,
    // which may come after this, and would mark this one again.
    root.removeAttribute(earlyClickMark(socialFeedClick))
  }, [])

  return (
    <div data-tool="" className="card flex h-[32rem] flex-col gap-5 overflow-hidden border border-cream-200 p-5 sm:p-6">
      {state === 'idle' && (
        <div data-needs-js className="flex flex-1 flex-col items-center justify-center gap-3 text-center">
          <button
            ref={button}
            type="button"
            onClick={loadFeed}
            data-early-click={socialFeedClick}
            className={
              'inline-flex min-h-12 items-center justify-center rounded-full bg-cattle-700 ' +
              'px-6 font-semibold text-white hover:bg-cattle-800'
            }
          >
            {loadLabel}
          </button>
          <p className="max-w-sm text-sm text-ink-muted">{privacyNote}</p>
        </div>
      )}
      {state === 'loading' && (
        <div className={`elfsight-app-${widgetId} flex-1 overflow-y-auto`} data-elfsight-app-lazy />
      )}
      {state === 'failed' && (
        <p role="status" className="flex flex-1 items-center justify-center text-center text-ink-muted">
          {failedText}
        </p>
      )}
      <div className="flex justify-center">{profileLinks}</div>
    </div>
  )
}
