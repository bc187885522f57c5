import { localMailSinkEnv } from '../../lib/settings'

/**
 * The build settings for a site whose form sends to the local mail sink at `port` instead of
 * EmailJS: the API origin points at the sink, and the loopback origin is allowed for this build only.
 */
export function localMailSinkBuildEnv(env: NodeJS.ProcessEnv, port: number): NodeJS.ProcessEnv {
  return {
    ...env,
    EMAILJS_API_ORIGIN: `http://127.0.0.1:${port}`,
    [localMailSinkEnv]: '1',
  }
}
