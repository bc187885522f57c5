/**
 * Words with figures in them, written by the owner or translator as one sentence with named gaps:
 * "for {seeds} {variety} seeds, with {percent}% added for pathways". Each language puts the gaps
 * where its grammar wants them (a gap may be used twice); the content schema checks every text has
 * all its gaps and no others.
 */
const gap = /\{([a-zA-Z]+)\}/g

/** The names of a template's gaps, in order. */
export function templateGaps(template: string): string[] {
  return [...template.matchAll(gap)].map((match) => match[1]!)
}

/** What is wrong with a template that must have each of `gaps` and no other, or null. */
export function templateProblem(template: string, gaps: readonly string[]): string | null {
  const found = templateGaps(template)
  const missing = gaps.filter((name) => !found.includes(name))
  const unknown = found.filter((name) => !gaps.includes(name))
  if (missing.length > 0) return `must contain ${missing.map((name) => `{${name}}`).join(' and ')}`
  if (unknown.length > 0)
    return (
      `has ${unknown.map((name) => `{${name}}`).join(', ')}, which this text ` +
      `cannot fill; use only ` +
      `${gaps.map((name) => `{${name}}`).join(', ') || 'no gaps'}`
    )
  return null
}

/** The template with its gaps filled, as text. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(gap, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The template cut at its gaps: text, then a gap's name, in order, for filling with other things than text. */
export function templateParts(template: string): ({ text: string } | { gap: string })[] {
  const parts: ({ text: string } | { gap: string })[] = []
  let last = 0
  for (const match of template.matchAll(gap)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) })
    parts.push({ gap: match[1]! })
    last = match.index + match[0].length
  }
  if (last < template.length) parts.push({ text: template.slice(last) })
  return parts
}
