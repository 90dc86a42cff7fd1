/**
 * The mirror with the list's index kept in step: every change that reaches the mirror reaches the
 * index too, so the list is answered from memory without looking at every website again. The
 * index is built once — at the first list query, or a few seconds after start-up, whichever comes
 * first (at 100,000 websites a build takes about 100 ms: not at start-up, where the tray waits for
 * the mirror, and not when the window first asks, if it can be helped) — and from then on only
 * follows the changes.
 */
import { Timer } from '../base'
import type { Website } from '../../shared/website'
import type { AccountMirror, SweepState } from './types'
import { WebsiteIndex, type IndexQuery, type IndexWindow } from './website-index'

/** After start-up, when nothing else is going on and before the user is likely to open the list. */
const BUILD_AFTER_MS = 3_000

export class IndexedMirror implements AccountMirror {
  private index: WebsiteIndex | null = null
  private readonly build = new Timer()

  constructor(private readonly stored: Omit<AccountMirror, 'listWindow'>) {
    this.build.schedule(BUILD_AFTER_MS, () => this.built())
  }

  get accountId(): string {
    return this.stored.accountId
  }

  listWindow(query: IndexQuery): IndexWindow {
    return this.built().query(query)
  }

  private built(): WebsiteIndex {
    this.build.dispose()
    if (!this.index) {
      this.index = new WebsiteIndex()
      this.index.replaceAll(this.stored.list())
    }
    return this.index
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
    this.build.dispose()
    return this.stored.close()
  }
}
