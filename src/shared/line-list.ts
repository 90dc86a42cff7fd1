/**
 * A list typed one entry a line (excluded IPs, query parameters, a bulk change's lines): trimmed,
 * blank lines dropped, each entry once, in the order first typed. Text alone — the field rules
 * (field-values.ts) check what the entries are — so the window's first bundle can read a list
 * without an IP parser.
 */
export function normalizeLineList(value: string | readonly string[] | null | undefined): string[] {
  if (value == null) return []
  const lines =
    typeof value === 'string' ? value.split(/\r\n|\r|\n/) : value.flatMap((entry) => entry.split(/\r\n|\r|\n/))
  const seen = new Set<string>()
  for (const line of lines) {
    const entry = line.trim()
    if (entry !== '' && !seen.has(entry)) seen.add(entry)
  }
  return [...seen]
}

export function toWireLines(entries: readonly string[]): string {
  return normalizeLineList(entries).join('\n')
}
