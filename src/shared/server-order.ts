/** How the server compares what it sorts by, for every list that must come out in its order. */

/** Plain code-point order, as the server's string comparison: `shop10` comes before `shop2`. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Server ids are auto-increment integers (as text, so compared by length first); a website not
 * yet on the server is newer than all of them.
 */
export function compareIds(a: string, b: string): number {
  const aLocal = !/^\d+$/.test(a)
  const bLocal = !/^\d+$/.test(b)
  if (aLocal || bLocal) return aLocal === bLocal ? compareText(a, b) : aLocal ? 1 : -1
  return a.length - b.length || compareText(a, b)
}
