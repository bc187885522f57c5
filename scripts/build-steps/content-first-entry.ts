/** What esbuild bundles into each page's inline loader: the plan its own element carries, run when the page says. */
import { loadAfterFirstPaint, planFromScript } from './content-first-loader'
import { loadWhen } from './load-when'

const { chunks, payloadUrl } = planFromScript(document.currentScript)
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
