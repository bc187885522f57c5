import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { installOrStop } from './debian-package'

const tools = { text: '/usr/bin/pdftotext', info: '/usr/bin/pdfinfo', pictures: '/usr/bin/pdftoppm' } as const

/**
 * Poppler's command-line tools (Debian's poppler-utils), which read back the PDF a printed estimate
 * makes: its text, its page count, and a picture of its page. Installed when running as root on
 * Debian; otherwise the tests stop with the command to run.
 */
export function findPoppler(): typeof tools {
  const found = () => (Object.values(tools).every((tool) => existsSync(tool)) ? tools : null)
  return (
    found() ??
    installOrStop({
      what: 'poppler-utils',
      packages: 'poppler-utils',
      found,
      need: 'The print tests read PDFs back with poppler-utils (pdftotext, pdfinfo) and it was not found.',
      orElse: '',
    })
  )
}

/**
 * A PDF's text, laid out as on the page (lines in reading order, columns kept apart), or `drawn`:
 * in the order it was drawn, so the lines of a table's cell that wraps come together.
 */
export function pdfText(file: string, order: 'laid out' | 'drawn' = 'laid out'): string {
  const result = spawnSync(findPoppler().text, [order === 'drawn' ? '-raw' : '-layout', file, '-'], {
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`pdftotext could not read ${file}: ${result.stderr}`)
  return result.stdout
}

/** How many pages a PDF has. */
export function pdfPages(file: string): number {
  const result = spawnSync(findPoppler().info, [file], { encoding: 'utf8' })
  const pages = /^Pages:\s+(\d+)/m.exec(result.stdout)?.[1]
  if (!pages) throw new Error(`pdfinfo could not read ${file}: ${result.stderr}`)
  return Number(pages)
}

/** The PDF's first page as a PNG (`out` without its extension), to look at. */
export function pdfPicture(file: string, out: string, dpi = 70): string {
  const result = spawnSync(
    findPoppler().pictures,
    ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, out],
    { encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`pdftoppm could not draw ${file}: ${result.stderr}`)
  return `${out}.png`
}
