/**
 * An animal's ID as the breeder writes it (its tattoo or registration number, such as "JLDT 21-045"),
 * and the part of the page address made of it ("jldt-21-045").
 */
export const animalIdPattern = /^(?![\s\S]*[^ -]{17})[A-Za-z0-9](?:[A-Za-z0-9 /.-]{0,22}[A-Za-z0-9])?$/
export const animalIdRule =
  'must be 1 to 24 letters, digits, spaces, dashes, dots or slashes, starting ' +
  'and ending with a letter or digit, with a space or dash at least every 16 ' +
  'characters (it heads the animal’s page), such as JLDT 21-045'

/** The address part of an ID: lower case, every run of other characters one dash. */
export function animalSlug(id: string): string {
  return id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
