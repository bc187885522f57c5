/**
 * The garlic page's address carries the state of both its tools, so a result can be bookmarked or
 * sent on WhatsApp: the calculator's part (?mode=landToSeeds&variety=shani&land=2&unit=hectare)
 * followed by the season planner's (&hectares=2&seed=shani&field=planting&km=100&tons=10&processing=cleaning).
 * Each tool's form uses its part's names, so a form read as a query is that tool's state. Parsed by
 * hand (no schema library in the visitor's download); each tool falls back to its defaults for
 * anything unknown or malformed.
 */

/** The names each tool writes, in the order they are written. */
export const queryNames = {
  calculator: ['mode', 'variety', 'seeds', 'land', 'unit'],
  planner: ['hectares', 'seed', 'field', 'km', 'tons', 'processing'],
} as const

export type PageTool = keyof typeof queryNames

/** Longer text is not a number anyone types; it is left out of a tool's state. */
export const maxNumberLength = 32

/**
 * The page's query with one tool's part rewritten and the other's kept as it is: the
 * calculator's names first, then the planner's. Names neither tool knows are dropped.
 */
export function withQueryPart(search: string, tool: PageTool, query: string): string {
  const params = new URLSearchParams(search)
  const kept = (names: readonly string[]) => {
    const own = new URLSearchParams()
    for (const [name, value] of params) if (names.includes(name)) own.append(name, value)
    return own.toString()
  }
  const parts = (Object.keys(queryNames) as PageTool[]).map((each) => (each === tool ? query : kept(queryNames[each])))
  return parts.filter(Boolean).join('&')
}
