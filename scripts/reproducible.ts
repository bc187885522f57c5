/**
 * `npm run test:reproducible`: the same sources make the same site, byte for byte. Builds the site
 * with the browser tests' settings and compares every file of out/ and deploy/ with a build made
 * before it: the one already in out/ when it is current (made by `npm test`, perhaps on another
 * Node: .ci/run builds on Node 24 and runs this on Node 20), otherwise one it makes first. Names
 * each file that differs and fails; the build it made stays in out/.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { localMailSinkBuildEnv } from './servers/local-mail-sink-env'
import { builtWithNode, root, staleReason } from './site/build-state'

const env = localMailSinkBuildEnv(process.env, Number(process.env.E2E_MAIL_SINK_PORT ?? 4174))
const built = ['out', 'deploy']
const firstDir = path.join(root, '.tmp', 'reproducible')

function build(): void {
  const run = spawnSync('npm', ['run', 'build'], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.status !== 0) {
    console.error(`${run.stdout}${run.stderr}\nThe build failed: the messages above say why.`)
    process.exit(1)
  }
}

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  const found: string[] = []
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative))) {
      const child = path.join(relative, entry)
      if (statSync(path.join(dir, child)).isDirectory()) visit(child)
      else found.push(child)
    }
  }
  visit('')
  return found.sort()
}

const reason = staleReason(env)
if (reason) {
  console.log(`The first build (out/ cannot serve as one: ${reason}).`)
  build()
}
const firstNode = builtWithNode() ?? 'an unrecorded Node'
rmSync(firstDir, { recursive: true, force: true })
for (const folder of built) cpSync(path.join(root, folder), path.join(firstDir, folder), { recursive: true })
console.log(`The second build, on Node ${process.version}, to compare with the first (Node ${firstNode}).`)
build()

const differences: string[] = []
for (const folder of built) {
  const first = filesUnder(path.join(firstDir, folder))
  const second = filesUnder(path.join(root, folder))
  for (const file of new Set([...first, ...second])) {
    const name = path.join(folder, file)
    if (!first.includes(file)) differences.push(`${name}: only in the second build`)
    else if (!second.includes(file)) differences.push(`${name}: only in the first build`)
    else if (!readFileSync(path.join(firstDir, name)).equals(readFileSync(path.join(root, name)))) {
      differences.push(`${name}: differs`)
    }
  }
}
const count = built.reduce((sum, folder) => sum + filesUnder(path.join(root, folder)).length, 0)
if (differences.length > 0) {
  console.error(
    [
      `Two builds of the same sources differ in ${differences.length} of ${count} files ` +
        `(Node ${firstNode}, then Node ${process.version}); the first is kept in .tmp/reproducible/:`,
      ...differences.slice(0, 40).map((line) => `  ${line}`),
      ...(differences.length > 40 ? [`  and ${differences.length - 40} more`] : []),
    ].join('\n'),
  )
  process.exit(1)
}
rmSync(firstDir, { recursive: true, force: true })
console.log(`Two builds (Node ${firstNode}, then Node ${process.version}) are the same ${count} files, byte for byte.`)
