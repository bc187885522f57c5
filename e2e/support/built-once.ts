import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Where the suite's scratch copies of the site are built: .tmp/, inside the project. */
export const scratchFolder = path.join(__dirname, '..', '..', '.tmp')

/**
 * A scratch copy (.tmp/<name>/) built once per run, by the first test that needs it; a test on
 * another worker that needs it meanwhile waits for it, and is told the build's own words if it
 * failed. The run's id keeps a copy built by an earlier run from passing for this one's.
 */
export async function builtOnce(name: string, build: () => Promise<void> | void): Promise<string> {
  const runId = process.env.E2E_RUN_ID ?? 'local'
  const dir = path.join(scratchFolder, name)
  const [lock, built, failed] = ['lock', 'built', 'failed'].map((state) =>
    path.join(scratchFolder, `${name}.${runId}.${state}`),
  ) as [string, string, string]
  mkdirSync(scratchFolder, { recursive: true })
  try {
    mkdirSync(lock)
  } catch {
    // Another worker is building it.
    while (!existsSync(built)) {
      if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'))
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    return dir
  }
  // This run builds the copy anew: earlier runs' marks for it go.
  for (const file of readdirSync(scratchFolder)) {
    if (file.startsWith(`${name}.`) && !file.startsWith(`${name}.${runId}.`))
      rmSync(path.join(scratchFolder, file), { recursive: true, force: true })
  }
  try {
    await build()
    writeFileSync(built, '')
  } catch (error) {
    writeFileSync(failed, String(error))
    throw error
  }
  return dir
}
