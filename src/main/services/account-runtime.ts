/**
 * One account's working parts: its mirror and outbox, always open, and a sync
 * engine while there is a usable API key. Without one the mirror still
 * answers and the engine starts as soon as a key can be read.
 */
import { ApiError, createWebsitesClient } from '../api'
import type { AccountProfile } from '../accounts'
import { decodeEdit, openMirror, openOutbox, warnAboutProblem, type AccountMirror, type FileOutbox } from '../mirror'
import { movedAsideNotice, unreadableNotice } from '../storage'
import { openBatchLog, type BatchLog } from '../mirror/batch-log'
import { StatisticsEngine } from '../stats'
import { AccountSync, outboxCounts, type Edit, type EngineMemory } from '../sync'
import { createLogger, errorText, inBackground, Sequencer } from '../base'
import { DisposableStore } from '../../shared/base/lifecycle'
import type { AccountSummary, KeyState } from '../../shared/accounts'
import type { SyncStatus } from '../../shared/sync'
import type { RuntimeEnvironment } from './runtime-environment'
import { engineReads, mirrorReads, type AccountReads } from './account-reads'
import { t, tn } from '../../shared/i18n'
import { profileOf } from '../../shared/variant-profile'

/** What an account with no key on this computer is told: worded when read, so it follows the language shown. */
export function noKeyMessage(): string {
  return t('sync.account.noKey')
}
/** The key problem "no key at all", told apart from a keychain's own words (keyState). */
const NO_KEY = Symbol('no API key')
const log = createLogger('services')

export type { RuntimeEnvironment } from './runtime-environment'

export class AccountRuntime {
  private engine: AccountSync | null = null
  private engineStarted = false
  /** The running engine's subscriptions, replaced with the engine. */
  private engineListeners = new DisposableStore()
  private keyProblem: string | typeof NO_KEY | null = NO_KEY
  /** This account's operations, run one at a time. */
  private readonly operations = new Sequencer()
  /** Passwords of waiting edits and ids of created websites: kept when a new key replaces the engine. */
  private readonly memory: EngineMemory = { passwords: new Map(), createdIds: new Map() }

  private constructor(
    public profile: AccountProfile,
    readonly mirror: AccountMirror,
    readonly outbox: FileOutbox<Edit>,
    /**
     * Its statistics engine, where the service has statistics (variant B): absent, nothing is kept or ever asked, and
     * callers say so once instead of asking it.
     */
    readonly statistics: StatisticsEngine | null,
    /** The account's bulk changes and their results, kept until the user dismisses them. */
    readonly batchLog: BatchLog,
    private readonly env: RuntimeEnvironment,
  ) {
    if (statistics) this.forwardStatistics(statistics)
  }

  static async open(profile: AccountProfile, env: RuntimeEnvironment): Promise<AccountRuntime> {
    const location = { dir: env.dataDir, accountId: profile.id }
    const [mirror, outbox, batchLog] = await Promise.all([
      openMirror(location),
      openOutbox<Edit>({
        ...location,
        parseEntry: decodeEdit,
        onProblem: (problem) => {
          warnAboutProblem(problem)
          // Edits the user was told are saved, now out of SiteTray's sight: they must hear it.
          if (problem.kind === 'corrupt-file')
            env.tellAtStart(
              t('sync.account.editsMovedAside', {
                notice: movedAsideNotice(t('sync.account.theEdits', { account: profile.label }), problem),
              }),
            )
          // Still on disk, untouched: nothing is lost, but new edits cannot be kept until it is read again.
          if (problem.kind === 'unreadable-file')
            env.tellAtStart(
              t('sync.account.editsUnreadable', {
                notice: unreadableNotice(t('sync.account.theEdits', { account: profile.label }), problem),
              }),
            )
          if (problem.kind === 'rejected-entries')
            env.tellAtStart(
              tn('sync.account.editsRejected', problem.count, { account: profile.label, file: problem.file }),
            )
        },
      }),
      openBatchLog(location),
    ])
    // Why nothing can be read is the runtime's to say, and it exists only once the engine does.
    const opened: { runtime?: AccountRuntime } = {}
    const statistics = profileOf(profile.variant).hasStatistics
      ? await StatisticsEngine.open(location, () => mirror.list(), {
          timing: env.statsTiming,
          timeoutMs: env.timeoutMs,
          fetch: env.fetch,
          settings: env.alertSettings,
          noAccess: () => opened.runtime?.keyProblemText ?? noKeyMessage(),
        })
      : null
    const runtime = (opened.runtime = new AccountRuntime(profile, mirror, outbox, statistics, batchLog, env))
    await runtime.exclusive(() => runtime.loadKey())
    return runtime
  }

  /**
   * The statistics' events, as the window and the tray hear them: the visitors overview and the plan's usage as they are
   * now, the overview's days moved on, an alert, a paused month — none for an account being removed, which has nothing
   * left to show.
   */
  private forwardStatistics(statistics: StatisticsEngine): void {
    const { env } = this
    const accountId = this.profile.id
    const open = (): boolean => env.isOpen(accountId)
    statistics.onDidChangeVisitors(
      () => open() && env.emit({ type: 'visitors-changed', payload: statistics.visitors() }),
    )
    statistics.onDidChangePlan(() => open() && env.emit({ type: 'plan-changed', payload: statistics.plan() }))
    statistics.onDidChangeOverview(() => open() && env.emit({ type: 'overview-changed', payload: { accountId } }))
    statistics.website.onDidChange(
      (websiteId) => open() && env.emit({ type: 'statistics-changed', payload: { accountId, websiteId } }),
    )
    statistics.onAlert(({ websiteId, alert }) => {
      if (alert.kind !== 'spike') return env.emit({ type: 'visitor-alert', payload: { accountId, websiteId, alert } })
      // A spike waits for what explains it (two background reads within the idle lane's fifth), told without if none.
      const told = statistics.website
        .explainSpike(websiteId)
        .then((cause) => open() && env.emit({ type: 'visitor-alert', payload: { accountId, websiteId, alert, cause } }))
      inBackground(told, 'telling a spike')
    })
    statistics.onPlanPaused(() => env.emit({ type: 'plan-paused', payload: { accountId, usage: statistics.plan() } }))
  }

  /** The account's read side: the engine's while there is one, else the mirror's (account-reads.ts). */
  get reads(): AccountReads {
    return this.engine ? engineReads(this.engine) : mirrorReads(this.mirror, this.profile.variant)
  }

  get sync(): AccountSync | null {
    return this.engine
  }

  /** One account operation at a time (a double-clicked Save, a removal racing a new key). */
  exclusive<T>(operation: () => Promise<T>): Promise<T> {
    return this.operations.queue(operation)
  }

  /**
   * The engine, reading the key again first if there is none: a keychain that was locked at start-up may be open now.
   */
  async syncOrKeyError(): Promise<AccountSync> {
    if (!this.engine) await this.exclusive(async () => (this.engine ? undefined : this.loadKey()))
    if (!this.engine) throw new ApiError({ kind: 'unauthorized', message: this.keyProblemWords() })
    return this.engine
  }

  /**
   * A new engine with this key; the client is built first, so a key it refuses changes nothing. Call inside
   * exclusive().
   */
  async startEngine(apiKey: string): Promise<void> {
    const { env, profile } = this
    const scheduler = env.schedulers.forService(profile.baseUrl)
    const client = createWebsitesClient({
      baseUrl: profile.baseUrl,
      variant: profile.variant,
      apiKey,
      ...(env.timeoutMs !== undefined && { timeoutMs: env.timeoutMs }),
      fetch: env.fetch,
      onResponse: (info) => scheduler.observe(info),
    })
    await this.stopEngine()
    if (env.closing()) return
    const sweepIntervalMs = env.sweepIntervalMs()
    const engine = new AccountSync({
      accountId: profile.id,
      variant: profile.variant,
      client,
      scheduler,
      mirror: this.mirror,
      outbox: this.outbox,
      batchLog: this.batchLog,
      ...(sweepIntervalMs !== undefined && { sweepIntervalMs }),
      ...(env.reconnectMinMs !== undefined && { reconnectMinMs: env.reconnectMinMs }),
      ...(env.reconnectMaxMs !== undefined && { reconnectMaxMs: env.reconnectMaxMs }),
      ...(env.answerEditsWithinMs !== undefined && { answerEditsWithinMs: env.answerEditsWithinMs }),
      memory: this.memory,
    })
    this.engineListeners.add(
      engine.onEvent((event) => {
        if (event.type === 'websites-changed')
          this.statistics?.websitesChanged(this.mirror.sweepState().completedAt !== null)
        env.emit(event)
      }),
    )
    this.engineListeners.add(
      engine.onDidChangeKeyVerdict((verdict) => {
        // A key saved while the service could not be reached is verified the first time the service accepts it.
        if (verdict === 'accepted' && this.profile.keyUnverified)
          inBackground(this.markKeyVerified(), 'recording the verified key')
        env.accountsChanged()
      }),
    )
    this.engine = engine
    this.statistics?.attach({ baseUrl: profile.baseUrl, apiKey, scheduler, connection: engine.statsConnection })
    this.engineStarted = false
    this.keyProblem = null
    if (!env.networkAvailable()) engine.connectivity.setNetworkAvailable(false)
    if (env.started()) this.start()
  }

  /** Starts syncing: what waited in the outbox first, then a sweep if one is due. Once per engine. */
  start(): void {
    if (!this.engine || this.engineStarted) return
    this.engineStarted = true
    this.engine.start()
    this.statistics?.start()
  }

  /** Why there is no engine (no key, a locked keychain), or null. */
  get keyProblemText(): string | null {
    return this.engine ? null : this.keyProblemWords()
  }

  private keyProblemWords(): string {
    return typeof this.keyProblem === 'string' ? this.keyProblem : noKeyMessage()
  }

  status(): SyncStatus {
    if (this.engine) return this.engine.status()
    return {
      accountId: this.profile.id,
      connection: 'offline',
      activities: [],
      lastSweepAt: this.mirror.sweepState().completedAt,
      ...outboxCounts(this.outbox.entries()),
      lastError: { kind: 'unauthorized', message: this.keyProblemWords() },
    }
  }

  keyState(): KeyState {
    if (!this.engine) return this.keyProblem === NO_KEY ? 'missing' : 'keychain'
    switch (this.engine.keyVerdict()) {
      case 'refused':
        return 'refused'
      case 'no-api':
        return 'no-api'
      case 'accepted':
        return 'verified'
      // The key never reached the service: what it last made of it stands (the status says why).
      case 'untrusted':
      case 'unknown':
        return this.profile.keyUnverified ? 'unverified' : 'verified'
    }
  }

  summary(): AccountSummary {
    const { keyUnverified: _unverified, ...profile } = this.profile
    return { ...profile, hasApiKey: this.engine !== null, keyState: this.keyState(), status: this.status() }
  }

  private async markKeyVerified(): Promise<void> {
    this.profile = await this.env.profiles.setKeyVerified(this.profile.id, true)
    this.env.accountsChanged()
  }

  /**
   * Stops the engine, then writes and closes the mirror and the outbox —
   * each of them whatever the others do. Never rejects: what failed is
   * reported (paths only), and the caller goes on closing the other accounts.
   */
  async close(): Promise<void> {
    const steps = [
      ['stopping sync', () => this.stopEngine()],
      ['writing the statistics', () => this.statistics?.close() ?? Promise.resolve()],
      ['writing the mirror', () => this.mirror.close()],
      ['writing the outbox', () => this.outbox.close()],
      ['writing the bulk changes', () => this.batchLog.close()],
    ] as const
    for (const [what, step] of steps) {
      try {
        await step()
      } catch (error) {
        log.warn(`account ${this.profile.id}: ${what} failed: ${errorText(error)}`)
      }
    }
  }

  private async stopEngine(): Promise<void> {
    const previous = this.engine
    this.engine = null
    this.statistics?.detach()
    this.engineListeners.dispose()
    this.engineListeners = new DisposableStore()
    await previous?.stop()
  }

  /** Reads the key again: a keychain that was locked at start-up may be open now. Call inside exclusive(). */
  private async loadKey(): Promise<void> {
    try {
      const apiKey = await this.env.secrets.get(this.profile.id)
      if (this.env.closing()) return
      if (apiKey) await this.startEngine(apiKey)
      else this.keyProblem = NO_KEY
    } catch (error) {
      // A locked keychain must not hide the websites: the mirror answers, sync waits for the key.
      this.keyProblem = errorText(error)
    }
  }
}
