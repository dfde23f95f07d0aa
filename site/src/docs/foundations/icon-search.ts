/** searchWords splits a query into lower-case words; spaces, dashes and underscores all separate. */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean)
}

/** searchIcons keeps the names that contain every word of the query, in their order in the list. */
export function searchIcons<T extends string>(names: readonly T[], query: string): T[] {
  const words = searchWords(query)
  return words.length ? names.filter((n) => words.every((w) => n.includes(w))) : [...names]
}

/** resultText says how many icons a search shows, for the live region under the search box. */
export function resultText(shown: number, total: number, query: string): string {
  const q = query.trim()
  if (!q) return `${total} icons`
  if (shown === 0) return `No icon matches “${q}”`
  return `${shown} of ${total} icons match “${q}”`
}
