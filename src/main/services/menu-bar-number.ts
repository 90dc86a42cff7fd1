/**
 * The number beside the tray icon (docs/architecture.md, "A website's statistics"): today's
 * visitors of every favorite together, or of one website, as the statistics engine's book holds
 * them. The favorites' today is read every 5 minutes already; one website that is not a favorite
 * gets a demand of its own for today, on the idle lane, at the same pace, while it is chosen.
 */
import type { IDisposable } from '../../shared/base/lifecycle'
import type { Settings } from '../../shared/settings'
import type { StatisticsEngine } from '../stats'
import type { ServicesContext } from './context'

export type MenuBarChoice = Settings['menuBarNumber']

export class MenuBarNumber {
  private choice: MenuBarChoice = { kind: 'off' }
  private demand: { engine: StatisticsEngine; websiteId: string; registration: IDisposable } | null = null

  constructor(private readonly context: ServicesContext) {}

  /** The setting changed (or the accounts did): what is read follows it, asked anew only when that changed. */
  choose(choice: MenuBarChoice): void {
    this.choice = choice
    const engine = choice.kind === 'website' ? this.context.runtimes.get(choice.accountId)?.statistics : null
    const websiteId = choice.kind === 'website' ? choice.websiteId : null
    if ((this.demand?.engine ?? null) === (engine ?? null) && (this.demand?.websiteId ?? null) === websiteId) return
    this.demand?.registration.dispose()
    this.demand =
      engine && websiteId !== null ? { engine, websiteId, registration: engine.website.followToday(websiteId) } : null
  }

  /** Accounts came or went: a website chosen on an account opened since is read from now on. */
  accountsChanged(): void {
    this.choose(this.choice)
  }

  /** Today's visitors as chosen, or null: off, or nothing of today read yet. */
  count(): number | null {
    const { choice } = this
    if (choice.kind === 'off') return null
    if (choice.kind === 'website')
      return this.context.runtimes.get(choice.accountId)?.statistics?.website.todayVisitors(choice.websiteId) ?? null
    let sum: number | null = null
    for (const runtime of this.context.runtimes.values()) {
      const engine = runtime.statistics
      if (!engine) continue
      for (const website of runtime.mirror.list()) {
        if (!website.favorite) continue
        const today = engine.website.todayVisitors(website.id)
        if (today !== null) sum = (sum ?? 0) + today
      }
    }
    return sum
  }

  dispose(): void {
    this.demand?.registration.dispose()
    this.demand = null
  }
}
