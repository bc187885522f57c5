/**
 * What the import says, in each of the editor's languages: the command line prints the English,
 * the editor shows the owner's choice. Kept beside the rules that say it, so a message and its
 * translation change together.
 */
export type Words = { en: string; af: string }
export type ImportLanguage = keyof Words

export const words = (en: string, af: string): Words => ({ en, af })

/** Words joined in each language: a heading's name before a reason, say. */
export function joined(separator: string, ...parts: readonly (Words | string)[]): Words {
  const pick = (language: ImportLanguage) =>
    parts.map((part) => (typeof part === 'string' ? part : part[language])).join(separator)
  return { en: pick('en'), af: pick('af') }
}
