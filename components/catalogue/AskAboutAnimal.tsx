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
      onClick={() => {
        editContactMessage((current) => (current.includes(message) ? null : current.trim() ? `${current.trim()}\n\n${message}` : message))
        // After the jump to the form, the visitor goes on writing where the message ends.
        requestAnimationFrame(() => document.querySelector<HTMLTextAreaElement>('#contact textarea[name="message"]')?.focus())
      }}
    >
      {label}
    </a>
  )
}
