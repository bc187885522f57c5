'use client'

import { editContactMessage } from '@/components/contact/message-hand-over'

/**
 * "Ask about this animal": a link to the page's contact form, whose enquiries already carry the
 * animal in their subject. Once the page's scripts run it also starts the message with the animal,
 * after anything the visitor wrote, once; without them it is the link alone.
 */
export function AskAboutAnimal({ label, message }: { label: string; message: string }) {
  return (
    <a
      href="#contact"
      className="button-send"
      onClick={(event) => {
        editContactMessage((current) =>
          current.includes(message) ? null : current.trim() ? `${current.trim()}\n\n${message}` : message,
        )
        const box = document.querySelector<HTMLTextAreaElement>('#contact textarea[name="message"]')
        if (!box) return
        // The jump to the form made here rather than by the link, so no engine's own jump takes the
        // focus back after it (Firefox's does): the address gains #contact, and the visitor goes on
        // writing where the message ends.
        event.preventDefault()
        history.pushState(history.state, '', '#contact')
        requestAnimationFrame(() => {
          box.focus()
          box.setSelectionRange(box.value.length, box.value.length)
        })
      }}
    >
      {label}
    </a>
  )
}
