/** What esbuild bundles into each page's inline loader: run the plan its own script element carries. */
import { loadAfterFirstPaint, planFromScript } from './content-first-loader'

const { chunks, payloadUrl } = planFromScript(document.currentScript)
loadAfterFirstPaint(chunks, payloadUrl)
