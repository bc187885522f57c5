'use client'

import * as Tooltip from '@radix-ui/react-tooltip'
import { WhatsAppIcon } from '@/components/icons'

export type ChatButtonProps = {
  /** The wa.me link with the greeting already filled in. */
  href: string
}

const label = 'Chat on WhatsApp'

/** The round chat button at the bottom right of every page, with its tooltip on hover and focus. */
export function ChatButton({ href }: ChatButtonProps) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg ring-2 ring-white transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
          >
            <WhatsAppIcon className="size-8" />
          </a>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="left"
            sideOffset={10}
            className="z-50 rounded-md bg-ink px-3 py-2 text-sm font-semibold text-white shadow-lg"
          >
            {label}
            <Tooltip.Arrow className="fill-ink" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}
