/**
 * `npm run edit`: the content editor on this working copy. Serves the site as `npm start` does,
 * with the editor at /admin/, and says where to open both. The editor saves into content/ here
 * (the browser asks once for this folder); every save rebuilds the site, so a reload of the page
 * shows the change, or says why the build refused it. What the editor saved is first written again
 * in the form `npm run lint` holds the content files to (scripts/content-files/yaml-format.ts), so a
 * save never leaves a file the lint refuses; pictures are kept as they came.
 */
import { watch } from 'node:fs'
import path from 'node:path'
import { writeSavedInEditorForm } from './content-files/yaml-format'
import { buildIfStale, root } from './site/build-state'
import { startSite } from './start'

const settle = 1500

async function main() {
  const { port, env } = await startSite()
  console.log(
    [
      '',
      `Edit the site: open http://localhost:${port}/admin/ in Chrome or Edge, choose "Work with Local Repository"`,
      `and pick this folder: ${root}`,
      `(the browser asks once; it needs a browser with the File System Access API, which Firefox and Safari lack).`,
      `Each save writes the content files in content/ here. The site at http://localhost:${port} is built`,
      'again after each save (about a minute): reload a page to see the change.',
      '',
    ].join('\n'),
  )
  let timer: NodeJS.Timeout | undefined
  const saved = new Set<string>()
  let building = false
  let again = false
  const rebuild = () => {
    if (building) {
      again = true
      return
    }
    building = true
    writeSavedInEditorForm(path.join(root, 'content'), saved)
    saved.clear()
    console.log('\nContent changed: building the site again.')
    const ok = buildIfStale(env)
    console.log(
      ok
        ? `\nThe site is up to date: reload http://localhost:${port}`
        : '\nThe build refused the change: the messages above name the file, the line ' +
            'and what to fix. The site still shows the last good build.',
    )
    building = false
    if (again) {
      again = false
      rebuild()
    }
  }
  const watcher = watch(path.join(root, 'content'), { recursive: true }, (_event, file) => {
    // The editor writes through a swap file first; only finished files count.
    if (!file || file.endsWith('.crswap')) return
    saved.add(file)
    clearTimeout(timer)
    timer = setTimeout(rebuild, settle)
  })
  // Ctrl+C stops the site (startSite) and the watch, and so the command.
  const stop = () => {
    clearTimeout(timer)
    watcher.close()
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
