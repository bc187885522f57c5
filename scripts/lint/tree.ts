/**
 * `npm run lint`'s check of the tree's own rules (./tree-rules.ts): each problem printed as
 * `file:line: what`, and any problem fails the run.
 */
import path from 'node:path'
import { root } from '../site/build-state'
import { treeProblems } from './tree-rules'

async function main() {
  // Another tree's root may be given (the rules' own tests do).
  const problems = await treeProblems(process.argv[2] ? path.resolve(process.argv[2]) : root)
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in the tree's own rules.`)
    process.exit(1)
  }
  console.log("Formatted, within the formatter's width, every named file there, the content in the editor's form.")
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
