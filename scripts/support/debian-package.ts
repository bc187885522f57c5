import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** The file a variable such as $CHROMIUM_PATH names, when set; set to nothing there, the process stops saying so. */
export function fromEnvironment(variable: string): string | undefined {
  const value = process.env[variable]
  if (!value) return undefined
  if (existsSync(value)) return value
  console.error(`${variable} is set to ${value}, but no file is there.`)
  process.exit(1)
}

export type Missing<T> = {
  /** What is missing, as the messages name it: 'Chromium', 'nginx'. */
  what: string
  /** Debian's packages that bring it. */
  packages: string
  /** Finds it once installed; null while it is not there. */
  found: () => T | null
  /** Why the tests need it, said when it cannot be installed: 'The browser tests need Chromium and none was found.' */
  need: string
  /** The other way, said after the command: 'or point CHROMIUM_PATH at an installed Chromium or Chrome.' */
  orElse: string
}

/**
 * Installs what a test needs from Debian's packages when running as root on Debian, and finds it;
 * otherwise the process stops with the command to run. Nothing is downloaded from anywhere else.
 */
export function installOrStop<T>({ what, packages, found, need, orElse }: Missing<T>): T {
  const command = `apt-get update && apt-get install -y ${packages}`
  if (existsSync('/etc/debian_version') && process.getuid?.() === 0) {
    console.log(`${what} is missing; installing Debian's packages: ${command}`)
    const result = spawnSync('sh', ['-c', command], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = result.status === 0 ? found() : null
    if (installed) return installed
    console.error(`Installing ${what} failed; see the messages above.`)
    process.exit(1)
  }
  console.error(`${need} Install it, then run npm test again:\n  sudo ${command}\n${orElse}`)
  process.exit(1)
}
