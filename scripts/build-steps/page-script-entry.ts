/**
 * The file every page shares (`/js/page-<hash>.js`), added by the page's inline starter
 * (page-starter.ts) after its first paint; esbuild bundles and minifies this entry for the browser
 * policy. In order:
 *
 * - on a page with tools, the scripts' watchdog (scripts-watchdog.ts), whose clocks start once the
 *   loader asks for the scripts; then the mark that tells the starter the file runs;
 * - the loader (content-first-loader.ts), with the plan the starter's element carries and the moment
 *   the page asks for (load-when.ts);
 * - what every page does without the framework (page-basics.ts), which a failure of its own never
 *   lets stop the loader.
 */
import { loadAfterFirstPaint, planFromScript } from './content-first-loader'
import { loadWhen } from './load-when'
import { pageBasics } from './page-basics'
import { watchScripts } from './scripts-watchdog'

declare const STALLED_MAIL_PATH: string

const { chunks, payloadUrl } = planFromScript(document.querySelector<HTMLScriptElement>('script[data-chunks]'))
if (chunks.length > 0) watchScripts(STALLED_MAIL_PATH)
document.documentElement.setAttribute('data-page-script', '')

const tools = document.querySelectorAll('[data-tool]')
loadAfterFirstPaint(
  chunks,
  payloadUrl,
  loadWhen({
    tools: tools.length,
    wake: [...tools].map((tool) => tool.getAttribute('data-wake') ?? ''),
    search: location.search,
    hash: location.hash,
    stored: (key) => {
      // Storage refused (a private window, a blocked site) holds nothing.
      try {
        return localStorage.getItem(key)
      } catch {
        return null
      }
    },
    connection: (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection,
  }),
)
pageBasics()
