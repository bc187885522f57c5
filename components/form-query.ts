/**
 * A form's fields as a query string: the tools' fields carry the address's names. A module with no
 * imports, so the tools that share it (the garlic page's and the catalogue's) share no other code
 * through it.
 */
export function formQuery(form: HTMLFormElement): string {
  const fields = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value)
  return fields.toString()
}
