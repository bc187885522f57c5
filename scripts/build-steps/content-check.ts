/**
 * Reads every content file against its schema before the site is built, and stops the build with
 * every problem found, each naming the file, the line, the field and what is expected. A content
 * module throws when its file is wrong; each is loaded on its own so one broken file does not hide
 * the next.
 */
import type * as Heroes from '../../content/heroes'

const modules = [
  'pages',
  'site',
  'interface',
  'contact',
  'calculator',
  'planner',
  'home',
  'bonsmara',
  'garlic',
  'certifications',
  'testimonials',
  'owner',
  'social',
  'heroes',
  'settings',
] as const

export async function checkContent(): Promise<void> {
  const problems = new Set<string>()
  for (const name of modules) {
    try {
      const loaded: Record<string, unknown> = await import(`../../content/${name}`)
      // Every page has its own content file with a hero (content/<key>.yaml).
      if (name === 'heroes') {
        const { pages } = await import('../../content/pages')
        const { heroOf } = loaded as typeof Heroes
        for (const page of pages) heroOf(page.key)
      }
    } catch (error) {
      problems.add(error instanceof Error ? error.message : String(error))
    }
  }
  if (problems.size === 0) {
    console.log(`Content: ${modules.length - 2} content files read and checked.`)
    return
  }
  console.error(`The site was not built: the content needs fixing.\n\n${[...problems].join('\n\n')}\n`)
  process.exit(1)
}
