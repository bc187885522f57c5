import type { Frame } from '@/components/layout/frame'
import { fillTemplate } from '@/lib/template'
import { whatsappDigits } from '@/lib/whatsapp'

export type ScriptsStalledProps = {
  frame: Frame
  /** Which tool could not start: its words name it. */
  tool: 'calculator' | 'planner' | 'form'
  /** The page's own way on, where it has one: the figures table, the price lists. */
  wayOn?: { href: string; label: string }
  /** The subject of the e-mail the notice offers. */
  subject: string
  /** Its margins where it stands (it takes no room while hidden). */
  className?: string
  /** Whether it says why: the page's first notice does, the ones after it need not say it again. */
  reason?: boolean
}

/**
 * What a tool says when the page's scripts cannot start: an engine older than the browser policy,
 * a script a proxy blocked, a chunk lost on the way. Drawn before the tool, and shown only once the
 * page's watchdog (scripts/build-steps/scripts-watchdog.ts) marks the page `data-scripts-stalled`, or by
 * a browser that reads no style sheet, where no script runs either. It offers the ways on that need
 * no script: the page's own figures or prices, WhatsApp, a call, and an e-mail that the watchdog
 * fills with what the visitor entered in the tool's form. Its drawing is `.tool-stalled` in
 * app/globals.css, once for every notice: each page carries it in its HTML and its React payload.
 */
export function ScriptsStalled({
  frame,
  tool,
  wayOn,
  subject,
  className = 'mb-6',
  reason = true,
}: ScriptsStalledProps) {
  const { words, settings } = frame
  return (
    <div className={`tool-stalled ${className}`}>
      <p>{words.stalled[tool]}</p>
      {reason && <p>{words.stalled.why}</p>}
      <ul>
        {wayOn && (
          <li>
            <a href={wayOn.href}>{wayOn.label}</a>
          </li>
        )}
        <li>
          <a href={frame.whatsappLink} target="_blank" rel="noopener noreferrer">
            {words.stalled.whatsApp}
            <span className="sr-only">{` ${words.newTab}`}</span>
          </a>
        </li>
        <li>
          <a href={`tel:+${whatsappDigits(settings.phone)}`}>
            {fillTemplate(words.stalled.call, { phone: settings.phone })}
          </a>
        </li>
        <li>
          <a href={`mailto:${settings.email}?subject=${encodeURIComponent(subject)}`}>{words.stalled.email}</a>
        </li>
      </ul>
    </div>
  )
}
