/** initials gives up to two capital letters for a name: 'Ada Lovelace' is 'AL'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts
  return letters.map((p) => p[0]!.toLocaleUpperCase()).join('')
}
