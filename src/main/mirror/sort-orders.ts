/**
 * The website index's sort orders (website-index.ts): each an array of slots kept sorted as
 * websites come and go, built at its first query, with each slot's rank in it, so that matches
 * are put in order by rank rather than compared again.
 */
import type { Website } from '../../shared/website'
import { compareIds, compareText } from '../../shared/server-order'

export type SortKey = 'domain' | 'created'

/** One website in its slot of the index. */
export interface Entry {
  website: Website
  /** Lower-case domain, for the domain order. */
  domainKey: string
  /** What a search looks in: the stored and the shown domain, lower case. */
  searchKey: string
}

interface Order {
  /** Live slots, in the order's ascending direction. */
  slots: number[]
  /** Each slot's position in `slots`; null after a change until it is needed again. */
  rank: Int32Array | null
}

const COMPARE: Record<SortKey, (a: Entry, b: Entry) => number> = {
  // Ties (the same domain in another case) go by id, so the order never depends on arrival.
  domain: (a, b) => compareText(a.domainKey, b.domainKey) || compareIds(a.website.id, b.website.id),
  created: (a, b) => compareIds(a.website.id, b.website.id),
}

export class SortOrders {
  private readonly orders = new Map<SortKey, Order>()

  /** `entries`: the index's slots, a removed website's left empty; `liveSlots`: the slots that hold one. */
  constructor(
    private readonly entries: () => ReadonlyArray<Entry | undefined>,
    private readonly liveSlots: () => Iterable<number>,
  ) {}

  clear(): void {
    this.orders.clear()
  }

  /** A website left its slot: every order built so far loses it. */
  removed(slot: number): void {
    for (const order of this.orders.values()) {
      order.slots.splice(order.rank ? order.rank[slot]! : order.slots.indexOf(slot), 1)
      order.rank = null
    }
  }

  /** A website took a new slot: every order built so far takes it in its place. */
  added(slot: number, entry: Entry): void {
    for (const [key, order] of this.orders) {
      order.slots.splice(this.insertionPoint(order.slots, entry, COMPARE[key]), 0, slot)
      order.rank = null
    }
  }

  /** `matches` (or every website) in the key's ascending order, as a new array. */
  inOrder(key: SortKey, matches: readonly number[] | null): number[] {
    const order = this.order(key)
    if (matches === null) return [...order.slots]
    if (matches.length * 16 > order.slots.length) {
      // Many matches: one pass over the order is cheaper than sorting them.
      const wanted = new Uint8Array(this.entries().length)
      for (const slot of matches) wanted[slot] = 1
      return order.slots.filter((slot) => wanted[slot] === 1)
    }
    const rank = this.rankOf(order)
    return [...matches].sort((a, b) => rank[a]! - rank[b]!)
  }

  private insertionPoint(slots: readonly number[], entry: Entry, compare: (a: Entry, b: Entry) => number): number {
    const entries = this.entries()
    let low = 0
    let high = slots.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (compare(entries[slots[middle]!]!, entry) < 0) low = middle + 1
      else high = middle
    }
    return low
  }

  private order(key: SortKey): Order {
    let order = this.orders.get(key)
    if (!order) {
      const entries = this.entries() as Entry[]
      const slots = [...this.liveSlots()].sort((a, b) => COMPARE[key](entries[a]!, entries[b]!))
      order = { slots, rank: null }
      this.orders.set(key, order)
    }
    return order
  }

  private rankOf(order: Order): Int32Array {
    if (!order.rank) {
      const rank = new Int32Array(this.entries().length)
      order.slots.forEach((slot, position) => (rank[slot] = position))
      order.rank = rank
    }
    return order.rank
  }
}
