/**
 * The mirror with the list's index kept in step: every change that reaches the mirror reaches the
 * index too, so the list is answered from memory without looking at every website again. The
 * index is built at the first list query (the tray alone never needs it) and from then on only
 * follows the changes.
 */
import type { Website } from '../../shared/website'
import { displayDomain } from './display-domain'
import type { AccountMirror, SweepState } from './types'
import { WebsiteIndex, type IndexQuery, type IndexWindow } from './website-index'

export class IndexedMirror implements AccountMirror {
  private index: WebsiteIndex | null = null

  constructor(private readonly stored: Omit<AccountMirror, 'listWindow'>) {}

  get accountId(): string {
    return this.stored.accountId
  }

  listWindow(query: IndexQuery): IndexWindow {
    if (!this.index) {
      this.index = new WebsiteIndex({ display: displayDomain })
      this.index.replaceAll(this.stored.list())
    }
    return this.index.query(query)
  }

  list(): readonly Website[] {
    return this.stored.list()
  }

  get(id: string): Website | undefined {
    return this.stored.get(id)
  }

  upsert(website: Website): boolean {
    const changed = this.stored.upsert(website)
    // The mirror's own copy, so that the index holds no second one.
    if (changed) this.index?.upsert(this.stored.get(website.id)!)
    return changed
  }

  remove(id: string): boolean {
    const changed = this.stored.remove(id)
    if (changed) this.index?.remove(id)
    return changed
  }

  replaceAll(websites: readonly Website[]): boolean {
    const changed = this.stored.replaceAll(websites)
    if (changed) this.index?.replaceAll(this.stored.list())
    return changed
  }

  sweepState(): SweepState {
    return this.stored.sweepState()
  }

  setSweepState(state: SweepState): void {
    this.stored.setSweepState(state)
  }

  flush(): Promise<void> {
    return this.stored.flush()
  }

  close(): Promise<void> {
    return this.stored.close()
  }
}
