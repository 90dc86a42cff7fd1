/**
 * The few calls the cases make on the main process's services facade, in one place: when the
 * facade's signatures change (request objects instead of arguments), only this file follows.
 */
import { createKeytarSecretStore, createMemorySecretStore, type SecretStore } from '../../src/main/accounts'
import { nodeFetch } from '../../test/support/node-fetch'
import { createServices, type Services, type ServicesOptions } from '../../src/main/services'
import type { BulkAction } from '../../src/shared/bulk'
import type { Variant, Website, WebsitePatch } from '../../src/shared/website'

export { createKeytarSecretStore, createMemorySecretStore, type SecretStore, type Services }

export interface ServicesSetup {
  dataDir: string
  secrets: SecretStore
  /** The rate-limit window the sandbox counts in, when it is shortened. */
  windowMs?: number
  /** Visitor numbers' refresh intervals, shortened with the window. */
  statsTiming?: ServicesOptions['statsTiming']
  /** How requests are sent; default Node's fetch. */
  fetch?: ServicesOptions['fetch']
}

/** Services that send nothing until asked (no periodic sweep, no start-up sync). */
export function openServices(setup: ServicesSetup): Promise<Services> {
  return createServices({
    dataDir: setup.dataDir,
    secrets: setup.secrets,
    fetch: setup.fetch ?? nodeFetch,
    autoStart: false,
    sweepIntervalMs: 0,
    ...(setup.windowMs !== undefined && { scheduler: { windowMs: setup.windowMs } }),
    ...(setup.statsTiming && { statsTiming: setup.statsTiming }),
  })
}

/** What autoStart held back: the outbox, the periodic sweep (off here) and the visitor numbers. */
export function startSyncing(services: Services): void {
  services.start()
}

/** Visitor alerts on, at the default thresholds: every website's days are read, not only the favorites'. */
export function alertsOn(services: Services): void {
  services.stats.setAlertSettings({ visitorAlerts: true, silentAfterDays: 2, spikeFactor: 3 })
}

export async function addAccount(
  services: Services,
  input: { baseUrl: string; apiKey: string; variant: Variant; label?: string },
): Promise<string> {
  return (await services.accounts.add(input)).id
}

/** A full sweep; resolves when it is over, its failure in the status. */
export function sweepNow(services: Services, accountId: string): Promise<void> {
  return services.sync.syncNow({ accountId }).then(() => undefined)
}

export function mirroredWebsites(services: Services, accountId: string): readonly Website[] {
  return services.websites.local(accountId)
}

export function websiteOf(services: Services, accountId: string, websiteId: string): Website | null {
  return services.websites.get({ accountId, websiteId })
}

export async function editWebsite(
  services: Services,
  accountId: string,
  websiteId: string,
  patch: WebsitePatch,
): Promise<string> {
  return (await services.websites.update({ accountId, websiteId, patch })).status
}

/** What the user is shown as the account's last sync error, or null. */
export function shownSyncError(services: Services, accountId: string): string | null {
  return services.sync.status({ accountId }).lastError?.message ?? null
}

/** A bulk change of the websites `ids`: previewed, then applied; resolves with the batch's id. */
export async function applyBulk(
  services: Services,
  accountId: string,
  ids: readonly string[],
  action: BulkAction,
): Promise<string> {
  const preview = await services.bulk.preview({ accountId, selection: { kind: 'ids', ids: [...ids] }, action })
  return (await services.bulk.apply({ accountId, previewId: preview.previewId })).id
}

/** How many of the batch's websites are done, of how many; null once it is no longer listed. */
export function batchProgress(
  services: Services,
  accountId: string,
  batchId: string,
): { done: number; total: number; counts: Record<string, number> } | null {
  const batch = services.bulk.batches({ accountId }).find((candidate) => candidate.id === batchId)
  return batch ? { done: batch.total - batch.counts.waiting, total: batch.total, counts: batch.counts } : null
}

/** Resolves when the batch has ended, checked after each of the services' events. */
export function batchEnded(services: Services, accountId: string, batchId: string): Promise<void> {
  return new Promise((resolve) => {
    const check = (): boolean => (batchProgress(services, accountId, batchId)?.counts.waiting ?? 0) === 0
    if (check()) return resolve()
    const subscription = services.onEvent(() => {
      if (!check()) return
      subscription.dispose()
      resolve()
    })
  })
}

/**
 * An account of variant B on `server` whose websites the mirror knows (a first sweep, as in real
 * use), then the services started again in a fresh window of the server's limit, with the wire's
 * count started afresh: what a measured scenario begins from.
 */
export async function sweptAccountInFreshWindow(
  setup: ServicesSetup,
  server: { url: string; apiKey: string },
  fresh: { clock: { skipWindow(): void }; tap: { reset(): void } },
): Promise<{ services: Services; accountId: string }> {
  const first = await openServices(setup)
  const accountId = await addAccount(first, { baseUrl: server.url, apiKey: server.apiKey, variant: 'B' })
  await sweepNow(first, accountId)
  await first.close()
  fresh.clock.skipWindow()
  fresh.tap.reset()
  return { services: await openServices(setup), accountId }
}
