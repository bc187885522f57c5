import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'

/**
 * The content editor edits a folder on the owner's computer through the browser's File System
 * Access API (`showDirectoryPicker`), whose folder dialog no test can click. As the editor's own
 * tests do, the page is handed a folder of the origin-private file system instead: a copy of the
 * project's content/ (and an empty .git, which marks a repository's root). After the editor
 * saves, the folder is read back and written over the scratch copy, as the browser would have
 * written the real folder.
 */

/** Every file under `dir`, relative to `base`, with forward slashes. */
function filesUnder(base: string, dir: string): string[] {
  return readdirSync(path.join(base, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`
    return statSync(path.join(base, relative)).isDirectory() ? filesUnder(base, relative) : [relative]
  })
}

/** Hands the page's next `showDirectoryPicker()` a private folder named `name`. Call before the editor loads. */
export async function pickPrivateFolder(page: Page, name: string): Promise<void> {
  // As text: the test runner's compiler would otherwise wrap a function in helpers the page lacks.
  await page.addInitScript(`Object.defineProperty(window, 'showDirectoryPicker', {
    configurable: true,
    value: async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle(${JSON.stringify(name)}, { create: true }),
  })`)
}

/** Fills the private folder with the project's content/ from `projectDir`, and a .git folder. */
export async function fillPrivateFolder(page: Page, name: string, projectDir: string): Promise<number> {
  const files = filesUnder(projectDir, 'content').map((file) => ({
    file,
    base64: readFileSync(path.join(projectDir, file)).toString('base64'),
  }))
  return page.evaluate(
    async ({ folder, files }) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true })
      await root.getDirectoryHandle('.git', { create: true })
      for (const { file, base64 } of files) {
        const parts = file.split('/')
        let dir = root
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable()
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))
        await writable.close()
      }
      return files.length
    },
    { folder: name, files },
  )
}

/**
 * Every file now in the private folder's content/, as the editor left it. The editor may still be
 * finishing a write when it says "saved" (the file is moved into place, or still open): such a
 * file cannot be read for a moment, and the folder is read again.
 */
export async function readPrivateFolder(page: Page, name: string): Promise<Map<string, Buffer>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readFolderOnce(page, name)
    } catch (error) {
      if (attempt === 6 || !/NotFoundError|NotReadableError/.test(String(error))) throw error
      await page.waitForTimeout(500)
    }
  }
}

async function readFolderOnce(page: Page, name: string): Promise<Map<string, Buffer>> {
  // As text, like the picker above: a named inner function would be wrapped in the compiler's helpers.
  const files = (await page.evaluate(`(async () => {
    const out = []
    const walk = async (dir, prefix) => {
      for await (const [entryName, handle] of dir.entries()) {
        const relative = prefix + '/' + entryName
        // A file still being written has a swap file beside it for a moment: not part of the folder.
        if (entryName.endsWith('.crswap')) continue
        if (handle.kind === 'directory') { await walk(handle, relative); continue }
        const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer())
        let binary = ''
        for (let index = 0; index < bytes.length; index += 0x8000) {
          binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
        }
        out.push({ file: relative, base64: btoa(binary) })
      }
    }
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(${JSON.stringify(name)})
    await walk(await root.getDirectoryHandle('content'), 'content')
    return out
  })()`)) as { file: string; base64: string }[]
  return new Map(files.map(({ file, base64 }) => [file, Buffer.from(base64, 'base64')]))
}
