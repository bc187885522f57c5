import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * A Playwright reporter that ends the run with each project's count of runs and its test time (the
 * sum of its runs' own times; two workers finish in about half of it), so a slow engine or project
 * shows where the time goes.
 */
export default class TimeByProject implements Reporter {
  private readonly projects = new Map<string, { runs: number; ms: number }>()

  onTestEnd(test: TestCase, result: TestResult): void {
    const name = test.parent.project()?.name ?? '(none)'
    const entry = this.projects.get(name) ?? { runs: 0, ms: 0 }
    if (result.status !== 'skipped') entry.runs += 1
    entry.ms += result.duration
    this.projects.set(name, entry)
  }

  onEnd(result: FullResult): void {
    const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`
    const lines = [...this.projects].map(
      ([name, { runs, ms }]) => `  ${name}: ${runs} runs, ${minutes(ms)} of test time`,
    )
    console.log(`\nPlaywright, time by project (wall time ${minutes(result.duration)}):\n${lines.join('\n')}`)
  }

  printsToStdio(): boolean {
    return false
  }
}
