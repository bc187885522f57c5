import { isLoopbackOrigin } from '../../lib/settings'

/**
 * Whether out/ may go live: the rules of `npm run predeploy` (scripts/predeploy.ts), which gathers
 * these facts about out/, deploy/ and the settings.
 */
export type DeployFacts = {
  /** Every file in out/ (relative to it), or null when there is no out/. */
  files: ReadonlySet<string> | null
  /** The exported file of every page in the registry (content/pages.yaml), in every language. */
  pageFiles: readonly string[]
  /** The origins out/_headers lets pages send data to (connect-src), besides the site itself. */
  connectOrigins: readonly string[]
  /** Why out/ does not match the sources and the settings in this environment, or null when it does. */
  staleReason: string | null
  /** The settings' variables still holding their example values in this environment. */
  exampleSettings: readonly string[]
  /** What is wrong with the settings in this environment (the build would stop), or null. */
  settingsError: string | null
  /** Whether this environment asks for the local mail sink (EMAILJS_LOCAL_SINK), as only npm start and the tests do. */
  localSinkRequested: boolean
  /** deploy/nginx-site.conf: missing, not the one for this out/ (another build's, or edited), or the one for it. */
  nginxSite: 'missing' | 'other build' | 'current'
}

/** The files a deployable out/ cannot do without, besides its pages. */
export const requiredFiles = [
  ['sw.js', 'the service worker'],
  ['sw-light.js', 'the light service worker, for a visitor who saves data'],
  ['_headers', "the hosts' security headers and cache policy"],
  ['404.html', 'the 404 page'],
] as const

const rebuild = 'run `npm run build` in this environment, then this check again'

/** Every reason out/ must not be deployed as it is; empty when it may. */
export function deployProblems(facts: DeployFacts): string[] {
  if (!facts.files) return [`There is no out/ to deploy: ${rebuild}.`]
  const files = facts.files
  const problems: string[] = []
  if (facts.settingsError) problems.push(`The settings in this environment are not valid:\n${facts.settingsError}`)
  const sinks = facts.connectOrigins.filter(isLoopbackOrigin)
  if (sinks.length > 0) {
    problems.push(
      `out/ was built to send enquiries to the local mail sink ` +
        `(${sinks.join(', ')}), as npm start and the tests build it: ` +
        `no visitor's enquiry would arrive. Set the EmailJS keys ` +
        `(docs/contact-form.md, "Setting up EmailJS") and ${rebuild}.`,
    )
  }
  if (facts.localSinkRequested)
    problems.push(`EMAILJS_LOCAL_SINK is set, which only npm start and the tests may set: unset it and ${rebuild}.`)
  if (facts.exampleSettings.length > 0) {
    problems.push(
      `These settings still hold their example values (README, "Configuration"): ` +
        `${facts.exampleSettings.join(', ')}. Set them and ${rebuild}.`,
    )
  }
  const missing = [
    ...requiredFiles.filter(([file]) => !files.has(file)).map(([file, what]) => `${file} (${what})`),
    ...facts.pageFiles.filter((file) => !files.has(file)).map((file) => `${file} (a page of content/pages.yaml)`),
  ]
  if (missing.length > 0) problems.push(`out/ is missing ${missing.join(', ')}: ${rebuild}.`)
  if (facts.staleReason)
    problems.push(`out/ does not match the sources and settings here (${facts.staleReason}): ${rebuild}.`)
  if (facts.nginxSite === 'missing')
    problems.push(`deploy/nginx-site.conf, the site for nginx, is missing: ${rebuild}.`)
  if (facts.nginxSite === 'other build')
    problems.push(`deploy/nginx-site.conf does not match out/ (written by another build, or edited): ${rebuild}.`)
  return problems
}
