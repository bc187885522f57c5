import { z } from 'zod'
import { parseSettings } from '../../lib/content-file'

export type BackendSettings = {
  /** The git host: github, gitlab or gitea. */
  name: string
  /** owner/name of the site's repository. */
  repo: string
  branch: string
  /** The sign-in helper's address (an OAuth proxy), when the host's own is not used. */
  baseUrl?: string
}

/**
 * Where the content editor on the live site keeps the files: the git host and repository the
 * host builds from. Set at build time (README, "Editing on the live site"); the example
 * repository lets the editor open, and every build says it is still an example.
 */
export const editorBackendEnv = {
  name: 'CMS_GIT_HOST',
  repo: 'CMS_REPO',
  branch: 'CMS_BRANCH',
  baseUrl: 'CMS_AUTH_URL',
} as const

export const exampleEditorBackend: BackendSettings = { name: 'github', repo: 'example/jldt-site', branch: 'main' }

const backendSchema = z.object({
  name: z.enum(['github', 'gitlab', 'gitea'], 'must be github, gitlab or gitea'),
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be the repository as owner/name'),
  branch: z.string().regex(/^[\w./-]+$/, 'must be a branch name such as main'),
  baseUrl: z.url({ protocol: /^https$/, message: 'must be the sign-in helper’s full https:// address' }).optional(),
})

/** The backend for this build, from the environment, and which of its values are still examples. */
export function editorBackend(env: Record<string, string | undefined>): {
  backend: BackendSettings
  examples: string[]
} {
  const read = (key: keyof typeof editorBackendEnv) => env[editorBackendEnv[key]]?.trim() || undefined
  const data = {
    name: read('name') ?? exampleEditorBackend.name,
    repo: read('repo') ?? exampleEditorBackend.repo,
    branch: read('branch') ?? exampleEditorBackend.branch,
    baseUrl: read('baseUrl'),
  }
  const backend = parseSettings(
    'The content editor’s settings',
    backendSchema,
    data,
    (field) => editorBackendEnv[field as keyof typeof editorBackendEnv] ?? field,
  )
  return { backend, examples: read('repo') ? [] : [editorBackendEnv.repo] }
}

/** The origins the editor's page talks to for a git host: its API and where it serves avatars and files. */
export function editorOrigins(backend: BackendSettings): { connect: string[]; images: string[] } {
  const auth = backend.baseUrl ? [new URL(backend.baseUrl).origin] : []
  switch (backend.name) {
    case 'github':
      return {
        connect: ['https://api.github.com', 'https://www.githubstatus.com', ...auth],
        images: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
      }
    case 'gitlab':
      return { connect: ['https://gitlab.com', ...auth], images: ['https://gitlab.com', 'https://secure.gravatar.com'] }
    default:
      return { connect: auth, images: [] }
  }
}
