/**
 * A catalogue word with its gaps filled ("{shown} of {total} animals"), as lib/template.ts fills
 * them. The catalogue's tools keep this line of their own: a module shared by the catalogue's island
 * and the garlic page's tools alone goes into a chunk of its own, which cost each of those pages
 * about 0.7 KB of script and the garlic page's on-demand parts 4 KB (docs/performance.md, "Sharing
 * code between islands"). Its test holds it to lib/template.ts's.
 */
export const fillWords = (words: string, values: Readonly<Record<string, string | number>>): string =>
  words.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
