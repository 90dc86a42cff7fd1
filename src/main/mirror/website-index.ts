/**
 * The mirror's websites indexed for the list: search, favorites filter and every sort order answered
 * without looking at each record on each keystroke, for accounts of 100,000 websites.
 *
 * - Search keys (the domain as stored and as shown) are kept a line per website in one text
 *   (search-lines.ts), searched with one native pass, narrowed as the user types on.
 * - Each sort order is an array of slots kept sorted as websites come and go, with each slot's rank
 *   in it (sort-orders.ts), so matches are put in order by rank and only the window asked for is cut out.
 * - The list a query ordered is kept until something changes, so the windows a scrolling list asks
 *   for one after another are cut from it without ordering anything again.
 * Changes are applied one website at a time (an order is built at its first query, then kept sorted
 * by insertion); a sweep's result is applied as the difference from what the index holds, or, when
 * most of it changed, by building everything again at once.
 */
import type { ListOrder } from '../../shared/list-query'
import type { Website } from '../../shared/website'
import { SearchLines } from './search-lines'
import { SortOrders, type Entry } from './sort-orders'

export type { ListOrder } from '../../shared/list-query'

export interface IndexQuery {
  /** Matched, case-insensitively, anywhere in the domain as stored or as shown. */
  search?: string
  favorite?: boolean
  order: ListOrder
  offset: number
  limit: number
  /** A website whose position in the whole list the answer gives (`anchorIndex`). */
  anchorId?: string
  /** The websites the user edited on this computer, most recent first; else the index's option. */
  recentlyEdited?: readonly string[]
}

export interface IndexWindow {
  /** The websites of the window, in order. */
  items: Website[]
  /** How many websites match in all. */
  total: number
  offset: number
  /** Where `anchorId` is in the whole list; null when it does not match or none was asked. */
  anchorIndex: number | null
}

export interface WebsiteIndexOptions {
  /** The websites the user edited on this computer, most recent first, for the "recently edited" order. */
  recentlyEdited?: () => readonly string[]
}

/** Dead lines in the search text (removed websites) before it is rebuilt without them. */
const COMPACT_AFTER_DEAD = 1_024
/**
 * A new list that differs from the index in more than this share of its websites is built again
 * at once: an insertion into a kept order moves the whole order, a rebuild sorts once.
 */
const REBUILD_ABOVE_SHARE = 1 / 8

/** The matches of the last query in order, kept until something changes. */
interface OrderedMatches {
  key: string
  version: number
  slots: number[]
}

export class WebsiteIndex {
  private readonly recentlyEdited: () => readonly string[]

  /** A slot per website added since the last rebuild; a removed website leaves its slot empty. */
  private entries: Array<Entry | undefined> = []
  private readonly slotOf = new Map<string, number>()
  private dead = 0
  /** Every slot's search key on a line of its own (empty slots keep theirs): one text to search. */
  private readonly search = new SearchLines()
  private readonly orders = new SortOrders(
    () => this.entries,
    () => this.slotOf.values(),
  )
  /** Counts changes, so that kept answers know when they are stale. */
  private version = 0
  private lastOrdered: OrderedMatches | null = null

  constructor(options: WebsiteIndexOptions = {}) {
    this.recentlyEdited = options.recentlyEdited ?? (() => [])
  }

  get size(): number {
    return this.slotOf.size
  }

  /**
   * Exactly these websites from now on. When few of them differ from what the index holds, only
   * those are applied, and the orders and the last search are kept; otherwise all is built again.
   */
  replaceAll(websites: readonly Website[]): void {
    if (this.size > 0 && this.differences(websites) <= this.size * REBUILD_ABOVE_SHARE) this.applyDifferences(websites)
    else this.rebuild(websites)
  }

  private rebuild(websites: readonly Website[]): void {
    this.entries = []
    this.slotOf.clear()
    this.dead = 0
    this.search.clear()
    this.orders.clear()
    this.version += 1
    for (const website of websites) this.upsert(website)
  }

  upsert(website: Website): void {
    this.version += 1
    const slot = this.slotOf.get(website.id)
    if (slot === undefined) return this.add(website)
    const entry = this.entries[slot]!
    if (entry.website.domain === website.domain && entry.website.displayDomain === website.displayDomain) {
      // Settings only: nothing the index orders or searches by has changed.
      entry.website = website
      return
    }
    this.remove(website.id)
    this.add(website)
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id)
    if (slot === undefined) return
    this.version += 1
    this.orders.removed(slot)
    this.entries[slot] = undefined
    this.slotOf.delete(id)
    this.dead += 1
    if (this.dead >= COMPACT_AFTER_DEAD && this.dead * 4 >= this.entries.length) this.rebuild(this.live())
  }

  /** A website got a new id (the server's, for one created here). */
  rename(fromId: string, website: Website): void {
    this.remove(fromId)
    this.upsert(website)
  }

  get(id: string): Website | undefined {
    const slot = this.slotOf.get(id)
    return slot === undefined ? undefined : this.entries[slot]?.website
  }

  query(query: IndexQuery): IndexWindow {
    const wanted = this.matchesInOrder(query)
    const offset = Math.max(0, Math.min(query.offset, wanted.length))
    const items = wanted.slice(offset, offset + Math.max(0, query.limit)).map((slot) => this.entries[slot]!.website)
    const anchorSlot = query.anchorId === undefined ? undefined : this.slotOf.get(query.anchorId)
    const anchorAt = anchorSlot === undefined ? -1 : wanted.indexOf(anchorSlot)
    return { items, total: wanted.length, offset, anchorIndex: anchorAt < 0 ? null : anchorAt }
  }

  /** Every slot the query matches, in its order: the last answer again while nothing changed. */
  private matchesInOrder(query: IndexQuery): number[] {
    const needle = query.search?.trim().toLowerCase() ?? ''
    const recent = query.order === 'recently-edited' ? (query.recentlyEdited ?? this.recentlyEdited()) : []
    const key = JSON.stringify([needle, query.favorite ?? null, query.order, recent])
    const last = this.lastOrdered
    if (last && last.key === key && last.version === this.version) return last.slots
    const ordered = this.ordered(
      needle === '' ? null : this.search.find(needle, (slot) => this.entries[slot]?.searchKey),
      query.order,
      recent,
    )
    const slots =
      query.favorite === undefined
        ? ordered
        : ordered.filter((slot) => this.entries[slot]!.website.favorite === query.favorite)
    this.lastOrdered = { key, version: this.version, slots }
    return slots
  }

  /** How many websites of `websites` are new, renamed or gone compared with the index. */
  private differences(websites: readonly Website[]): number {
    let differing = 0
    let kept = 0
    for (const website of websites) {
      const slot = this.slotOf.get(website.id)
      if (slot === undefined) differing += 1
      else {
        kept += 1
        if (this.entries[slot]!.website.domain !== website.domain) differing += 1
      }
    }
    return differing + (this.size - kept)
  }

  private applyDifferences(websites: readonly Website[]): void {
    const ids = new Set<string>()
    for (const website of websites) {
      ids.add(website.id)
      this.upsert(website)
    }
    for (const id of [...this.slotOf.keys()]) if (!ids.has(id)) this.remove(id)
  }

  private live(): Website[] {
    return this.entries.filter((entry): entry is Entry => entry !== undefined).map((entry) => entry.website)
  }

  private add(website: Website): void {
    const domainKey = website.domain.toLowerCase()
    const shown = website.displayDomain.toLowerCase()
    // Neither form holds a line break, so a match never spans two websites.
    const entry: Entry = { website, domainKey, searchKey: shown === domainKey ? domainKey : `${domainKey} ${shown}` }
    const slot = this.entries.length
    this.entries.push(entry)
    this.slotOf.set(website.id, slot)
    this.search.append(slot, entry.searchKey)
    this.orders.added(slot, entry)
  }

  /** `matches` (or every website) in the order asked for. */
  private ordered(matches: readonly number[] | null, order: ListOrder, recent: readonly string[]): number[] {
    if (order === 'recently-edited') return this.byRecentEdit(matches, recent)
    const descending = order === 'domain-desc' || order === 'newest'
    const slots = this.orders.inOrder(order === 'domain-asc' || order === 'domain-desc' ? 'domain' : 'created', matches)
    return descending ? slots.reverse() : slots
  }

  /** The websites edited here, most recent first; then the rest, newest first. */
  private byRecentEdit(matches: readonly number[] | null, recent: readonly string[]): number[] {
    const wanted = matches === null ? null : new Set(matches)
    const edited: number[] = []
    for (const id of recent) {
      const slot = this.slotOf.get(id)
      if (slot !== undefined && (wanted === null || wanted.has(slot)) && !edited.includes(slot)) edited.push(slot)
    }
    const first = new Set(edited)
    const rest = this.orders
      .inOrder('created', matches)
      .reverse()
      .filter((slot) => !first.has(slot))
    return [...edited, ...rest]
  }
}
