/**
 * An account's overview (docs/architecture.md, "Overview"): its websites' days on disk, always
 * there to be shown, and the reader that fills them in when the overview is opened while the
 * account has a usable key. Variant A has no statistics: nothing is kept or asked, and the
 * overview says so.
 */
import type { StatsClient } from '../api'
import type { AccountLocation } from '../mirror'
import type { RequestScheduler } from '../scheduler'
import type { AccountOverview } from '../../shared/overview'
import { statsToday } from '../../shared/visitors'
import type { Variant, Website } from '../../shared/website'
import { profileOf } from '../../shared/variant-profile'
import { readingOrder } from './overview-order'
import { OverviewReader } from './overview-reader'
import { openOverviewStore, type OverviewStore } from './overview-store'
import type { StatsConnection } from './stats-cache'

/** A website's days count as current this long; opening the overview reads older ones again. */
export const OVERVIEW_FRESH_MS = 15 * 60_000

export class AccountOverviewPart {
  private reader: OverviewReader | null = null

  private constructor(
    private readonly accountId: string,
    private readonly store: OverviewStore | null,
    private readonly websites: () => readonly Website[],
    private readonly onChange: () => void,
  ) {}

  static async open(
    location: AccountLocation,
    variant: Variant,
    websites: () => readonly Website[],
    onChange: () => void,
  ): Promise<AccountOverviewPart> {
    const store = profileOf(variant).hasStatistics ? await openOverviewStore(location) : null
    return new AccountOverviewPart(location.accountId, store, websites, onChange)
  }

  /** A usable key: the overview may be read. */
  attach(client: StatsClient, scheduler: Pick<RequestScheduler, 'run'>, connection: StatsConnection): void {
    this.detach()
    if (!this.store) return
    this.reader = new OverviewReader({
      accountId: this.accountId,
      client,
      scheduler,
      store: this.store,
      connection,
      onChange: this.onChange,
    })
  }

  detach(): void {
    this.reader?.dispose()
    this.reader = null
  }

  /** The overview was opened: what is missing or old is read, favorites and recently opened websites first. */
  open(recentScore: (websiteId: string) => number | undefined): void {
    const { store, reader } = this
    if (!store || !reader) return
    const now = Date.now()
    reader.read(
      readingOrder({
        websites: this.websites(),
        recentScore,
        cached: (id) => store.get(id),
        now,
        today: statsToday(now),
        freshForMs: OVERVIEW_FRESH_MS,
      }),
    )
    this.onChange()
  }

  state(): AccountOverview {
    const { store, reader } = this
    const websites = store
      ? this.websites().map((website) => ({
          id: website.id,
          domain: website.displayDomain,
          favorite: website.favorite,
          series: store.get(website.id) ?? null,
        }))
      : []
    const pending = reader?.pending() ?? new Set<string>()
    const read = websites.filter((website) => website.series && !pending.has(website.id)).length
    return {
      accountId: this.accountId,
      available: store !== null,
      websites,
      progress: { read, total: websites.length, reading: reader?.busy ?? false },
      problem: reader?.problem ?? null,
      freshForMs: OVERVIEW_FRESH_MS,
    }
  }

  /**
   * The same without the websites never read, nor their names: what the tray's tooltip sums, drawn after every event,
   * without going over every website of a large account.
   */
  summary(): AccountOverview {
    const { store, reader } = this
    const pending = reader?.pending() ?? new Set<string>()
    const websites = store
      ? [...store.entries()].map(([id, series]) => ({ id, domain: '', favorite: false, series }))
      : []
    return {
      accountId: this.accountId,
      available: store !== null,
      websites,
      progress: {
        read: websites.filter((website) => !pending.has(website.id)).length,
        total: store ? this.websites().length : 0,
        reading: reader?.busy ?? false,
      },
      problem: reader?.problem ?? null,
      freshForMs: OVERVIEW_FRESH_MS,
    }
  }

  /** Days of deleted websites go once the list is complete. */
  websitesChanged(complete: boolean): void {
    if (!complete || !this.store) return
    const ids = new Set(this.websites().map((website) => website.id))
    this.store.prune((websiteId) => ids.has(websiteId))
  }

  async close(): Promise<void> {
    this.detach()
    await this.store?.close()
  }
}
