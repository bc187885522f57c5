import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { installOrStop } from './debian-package'

const debianPython = '/usr/bin/python3'
const debianXvfb = '/usr/bin/Xvfb'

export type OldEngine = { python: string; xvfb: string }

function look(): OldEngine | null {
  if (!existsSync(debianPython) || !existsSync(debianXvfb)) return null
  const probe = spawnSync(debianPython, ['-c', 'import PyQt5.QtWebEngineWidgets'], { stdio: 'ignore' })
  return probe.status === 0 ? { python: debianPython, xvfb: debianXvfb } : null
}

/**
 * The old engine of the browser policy's tests: QtWebEngine 5.15 (a Chromium 87 core, the engine of
 * phones and Android WebViews of late 2020) through Debian's PyQt5, drawn on Xvfb. Missing, it is
 * installed when running as root on Debian; otherwise the process stops with the command to run: a
 * missing engine never passes in silence.
 */
export function findOldEngine(): OldEngine {
  return (
    look() ??
    installOrStop({
      what: 'QtWebEngine',
      packages: 'python3-pyqt5.qtwebengine xvfb',
      found: look,
      need:
        'The old-engine tests need QtWebEngine 5.15 (Debian’s ' +
        'python3-pyqt5.qtwebengine, for /usr/bin/python3) and Xvfb, and at least one ' +
        'is missing.',
      orElse: 'the tests drive Debian’s own build, so there is no other place to point them at.',
    })
  )
}
