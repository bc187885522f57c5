/**
 * Words in every language the site is written in, side by side in one content entry, so a change
 * to one is made beside the others. A page picks its language once (`localize`) and its sections
 * receive plain strings.
 */
export class Translations<T = string> {
  constructor(readonly byLanguage: Readonly<Record<string, T>>) {}

  /** The words in one language; every language is required by the content schema. */
  in(language: string): T {
    const value = this.byLanguage[language]
    if (value === undefined) throw new Error(`No ${language} version of ${JSON.stringify(this.byLanguage)}`)
    return value
  }
}

/** A content value with every `Translations` replaced by its words in one language. */
export type Localized<T> =
  T extends Translations<infer U>
    ? U
    : T extends readonly (infer E)[]
      ? Localized<E>[]
      : T extends object
        ? { [K in keyof T]: Localized<T[K]> }
        : T

/** `value` in `language`: every `Translations` inside it, however deep, replaced by its words. */
export function localize<T>(value: T, language: string): Localized<T> {
  if (value instanceof Translations) return value.in(language) as Localized<T>
  if (Array.isArray(value)) return value.map((item) => localize(item, language)) as Localized<T>
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, language)]),
    ) as Localized<T>
  }
  return value as Localized<T>
}
