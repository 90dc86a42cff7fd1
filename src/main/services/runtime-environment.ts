/** What every account's runtime (src/main/services/account-runtime.ts) is given by the services and shares. */
import type { ProfileStore, SecretStore } from '../accounts'
import type { FetchFunction } from '../api'
import type { SchedulerRegistry } from '../scheduler'
import type { StatsTiming } from '../stats'
import type { AlertSettings } from '../../shared/settings'
import type { ServicesEvent } from './types'

export interface RuntimeEnvironment {
  dataDir: string
  profiles: ProfileStore
  secrets: SecretStore
  fetch: FetchFunction
  schedulers: SchedulerRegistry
  timeoutMs: number | undefined
  reconnectMinMs: number | undefined
  reconnectMaxMs: number | undefined
  answerEditsWithinMs: number | undefined
  /** Whether engines start syncing as soon as they exist (false until Services.start() when autoStart is off). */
  started(): boolean
  /** The periodic sweep's interval now (a setting the user can change). */
  sweepIntervalMs(): number | undefined
  /** The operating system's word on the network now. */
  networkAvailable(): boolean
  /** The services are closing: nothing new may start. */
  closing(): boolean
  emit(event: ServicesEvent): void
  /** The accounts changed (added, renamed, a key's verdict): the window hears the list as it now is. */
  accountsChanged(): void
  /** Whether the account is open: one being removed is not, and what it still reads is not shown. */
  isOpen(accountId: string): boolean
  /** The alerts' settings now. */
  alertSettings(): AlertSettings
  statsTiming: StatsTiming
  /** Something the user must hear about at start (a file that could not be read and was kept aside). */
  tellAtStart(notice: string): void
}
