/**
 * Adding lines to and removing lines from a website's list (excluded IPs, excluded query
 * parameters) without replacing the list: what a bulk change does to each website's current
 * value, read right before it is written, so that lines someone else put there stay.
 *
 * Lines are compared the way a server would treat them: an IP address or range by what it
 * stands for (`2001:DB8::1` is `2001:db8:0:0:0:0:0:1`, `203.0.113.7/24` is `203.0.113.0/24`),
 * a query parameter by its exact name. A line is written as the list had it, or as the user
 * typed it (trimmed), the way the editor writes what it is given.
 */
import ipaddr from 'ipaddr.js'
import { normalizeLineList } from '../field-values'

export const LINE_FIELDS = ['excludeIps', 'excludeParams'] as const
export type LineField = (typeof LINE_FIELDS)[number]

/**
 * Lines to add and to remove; `swap`: only where one of the lines to remove is there (the old address replaced by the
 * new one).
 */
export interface LineChange {
  field: LineField
  add: string[]
  remove: string[]
  swap?: boolean
}

export interface MergedLines {
  /** The list after the change, in its order, the added lines at the end. */
  value: string[]
  /** The lines this change added (as written) and removed (as the list had them): what undoing it takes back. */
  added: string[]
  removed: string[]
}

/** What an IP line stands for; the text itself when it is not one (the field's own check refuses those). */
function ipKey(entry: string): string {
  const slash = entry.indexOf('/')
  try {
    if (slash === -1) return ipaddr.parse(entry).toNormalizedString()
    const [address, bits] = ipaddr.parseCIDR(entry)
    // A range is the same range whatever host address it was written with.
    const network =
      address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(entry) : ipaddr.IPv6.networkAddressFromCIDR(entry)
    return `${network.toNormalizedString()}/${bits}`
  } catch {
    return entry
  }
}

/** The key two lines of a field are the same line by. */
export function lineKey(field: LineField, entry: string): string {
  const trimmed = entry.trim()
  return field === 'excludeIps' ? ipKey(trimmed) : trimmed
}

/** Whether `lines` holds `entry` (in any of its spellings). */
export function hasLine(field: LineField, lines: readonly string[], entry: string): boolean {
  const key = lineKey(field, entry)
  return lines.some((line) => lineKey(field, line) === key)
}

/**
 * The change applied to `current`: removed lines go (every spelling of them), added lines
 * come at the end unless the list has them in some spelling already. A line both added and
 * removed is added. With `swap`, a list that has none of the lines to remove is left as it is.
 */
export function mergeLines(current: readonly string[], change: LineChange): MergedLines {
  const { field } = change
  const list = normalizeLineList(current)
  const add = normalizeLineList(change.add)
  const addKeys = new Set(add.map((entry) => lineKey(field, entry)))
  const removeKeys = new Set(normalizeLineList(change.remove).map((entry) => lineKey(field, entry)))
  for (const key of addKeys) removeKeys.delete(key)
  if (change.swap && !list.some((line) => removeKeys.has(lineKey(field, line))))
    return { value: list, added: [], removed: [] }
  const removed = list.filter((line) => removeKeys.has(lineKey(field, line)))
  const kept = list.filter((line) => !removeKeys.has(lineKey(field, line)))
  const keptKeys = new Set(kept.map((line) => lineKey(field, line)))
  const added: string[] = []
  for (const entry of add) {
    const key = lineKey(field, entry)
    if (keptKeys.has(key)) continue
    keptKeys.add(key)
    added.push(entry)
  }
  return { value: [...kept, ...added], added, removed }
}

/** The change that takes back what a merge did: its added lines removed, its removed lines added again. */
export function reverseLines(field: LineField, merged: Pick<MergedLines, 'added' | 'removed'>): LineChange {
  return { field, add: merged.removed, remove: merged.added }
}
