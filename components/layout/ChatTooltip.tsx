'use client'

import * as Tooltip from '@radix-ui/react-tooltip'
import type { ReactElement } from 'react'

// Not stored for offline use: offline, the chat cannot open, and the button keeps its name without it.
export { onlineOnly } from '@/lib/offline/online-only'

export type ChatTooltipProps = {
  label: string
  /** The chat link itself; it becomes the tooltip's trigger. */
  children: ReactElement
}

/** The Radix tooltip around the chat link: loaded only once a visitor points at or focuses it. */
export function ChatTooltip({ label, children }: ChatTooltipProps) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        {/* Beside the link, not in a portal at the end of the body: inside the chat's own landmark,
            where landmark navigation finds it (its position is fixed, so nothing around it moves). */}
        <Tooltip.Content
          side="left"
          sideOffset={10}
          className="z-50 rounded-md bg-ink px-3 py-2 text-sm font-semibold text-white shadow-lg"
        >
          {label}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}
