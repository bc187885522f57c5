/**
 * `npm run predeploy`: whether out/ (and deploy/nginx-site.conf beside it) may go live. Stops with
 * every reason when not (the rules are in scripts/site/deploy-check.ts): built for the local mail
 * sink, a setting still holding its example value, a file or page missing, or a build that does not
 * match the sources, the settings or its nginx configuration. Run it where the site was built, with
 * the same settings.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { localMailSinkEnv } from '../lib/settings'
import { outDir, staleReason } from './site/build-state'
import { deployProblems, type DeployFacts } from './site/deploy-check'
import { htmlFileOf } from './site/exported-files'
import { policiesFromHeadersFile } from './site/headers-file'
import { nginxPolicies, nginxSiteConfig, nginxSiteFile } from './site/nginx-site'
import { siteFiles } from './site/out-files'
import { editorPolicyIn } from './site/security-headers'

/** The origins, other than the site's own, that the policies in a _headers file let pages send data to. */
function connectOrigins(headersText: string): string[] {
  const { union, perFile } = policiesFromHeadersFile(headersText)
  const origins = [union, ...perFile.values()].flatMap((policy) => {
    const directive =
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([name]) => name === 'connect-src') ?? []
    return directive.slice(1).filter((source) => !source.startsWith("'"))
  })
  return [...new Set(origins)]
}

function nginxSiteState(headersText: string | null): DeployFacts['nginxSite'] {
  if (!existsSync(nginxSiteFile)) return 'missing'
  try {
    return headersText !== null &&
      readFileSync(nginxSiteFile, 'utf8') ===
        nginxSiteConfig(nginxPolicies(outDir, headersText), editorPolicyIn(outDir))
      ? 'current'
      : 'other build'
  } catch {
    return 'other build'
  }
}

async function settingsFacts(): Promise<Pick<DeployFacts, 'exampleSettings' | 'settingsError'>> {
  try {
    const { settings, exampleSettings } = await import('../content/settings')
    const { exampleSettingsInUse } = await import('../lib/settings')
    // The content editor's repository too: with the example, the editor on the live site cannot sign in.
    const { editorBackend } = await import('./site/editor-backend')
    return {
      exampleSettings: [...exampleSettingsInUse(settings, exampleSettings), ...editorBackend(process.env).examples],
      settingsError: null,
    }
  } catch (error) {
    return { exampleSettings: [], settingsError: error instanceof Error ? error.message : String(error) }
  }
}

async function main() {
  const { routes } = await import('../content/pages')
  const files = existsSync(outDir) ? new Set(siteFiles(outDir)) : null
  const headersFile = path.join(outDir, '_headers')
  const headersText = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : null
  const facts: DeployFacts = {
    files,
    pageFiles: routes.map((route) => htmlFileOf(route.path)),
    connectOrigins: headersText === null ? [] : connectOrigins(headersText),
    staleReason: files ? staleReason(process.env) : null,
    ...(await settingsFacts()),
    localSinkRequested: process.env[localMailSinkEnv] === '1',
    nginxSite: nginxSiteState(headersText),
  }
  const problems = deployProblems(facts)
  if (problems.length > 0) {
    console.error(
      `out/ must not be deployed as it ` +
        `is:\n${problems.map((problem) => `  - ${problem.replace(/\n/g, '\n    ')}`).join('\n')}`,
    )
    process.exit(1)
  }
  console.log(
    `out/ is ready to deploy: ${routes.length} pages, the 404 page, sw.js and _headers, with every setting set, ` +
      'and deploy/nginx-site.conf from the same build.',
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
