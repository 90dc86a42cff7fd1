/**
 * The services' events carry what the window shows (src/main/services/types.ts): the account list as it is after the
 * change, the visitors overview as it is now — and none for an account being removed, which has nothing left to show.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createMemorySecretStore } from '../../src/main/accounts'
import { startSandbox } from '../../src/main/sandbox'
import { AccountRuntime, type RuntimeEnvironment } from '../../src/main/services/account-runtime'
import type { ServicesEvent } from '../../src/main/services'
import { DEFAULT_STATS_TIMING } from '../../src/main/stats'
import { DEFAULT_SETTINGS } from '../../src/shared/settings'
import { nodeFetch } from '../support/node-fetch'
import { startServices, tempDataDir } from '../support/services'

const ALERTS = { visitorAlerts: true, silentAfterDays: 2, spikeFactor: 3 } as const

describe('the services’ events', () => {
  it('carry the account list as it is after the change, and the visitors overview as it is now', async () => {
    const data = await tempDataDir()
    onTestFinished(data.remove)
    const sandbox = await startSandbox({ rateLimitPerMinute: 0 })
    onTestFinished(() => sandbox.close())
    const { services, events } = await startServices(data.dir, createMemorySecretStore(), { autoStart: false })
    onTestFinished(() => services.close())
    const { id: accountId } = await services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey })
    events.splice(0)

    await services.accounts.rename({ accountId, label: 'Shop' })
    services.stats.setAlertSettings(ALERTS)
    expect(events.filter((event) => event.type === 'accounts-changed')).toEqual([
      { type: 'accounts-changed', payload: { accounts: [expect.objectContaining({ id: accountId, label: 'Shop' })] } },
    ])
    expect(events.filter((event) => event.type === 'visitors-changed')).toEqual([
      { type: 'visitors-changed', payload: services.stats.overview({ accountId }) },
    ])
  })

  it('tell no visitors overview for an account that is not open (being removed)', async () => {
    const data = await tempDataDir()
    onTestFinished(data.remove)
    const emitted: ServicesEvent[] = []
    const open = { value: false }
    const env = {
      dataDir: data.dir,
      secrets: createMemorySecretStore(),
      fetch: nodeFetch,
      timeoutMs: undefined,
      closing: () => false,
      emit: (event: ServicesEvent) => emitted.push(event),
      isOpen: () => open.value,
      alertSettings: () => ({ ...DEFAULT_SETTINGS, ...ALERTS }),
      statsTiming: DEFAULT_STATS_TIMING,
      tellAtStart: () => undefined,
    } as Partial<RuntimeEnvironment> as RuntimeEnvironment
    const profile = {
      id: randomUUID(),
      label: 'Shop',
      baseUrl: 'https://stats.example',
      variant: 'B' as const,
      createdAt: new Date().toISOString(),
    }
    const runtime = await AccountRuntime.open(profile, env)
    onTestFinished(() => runtime.close())

    runtime.statistics!.settingsChanged()
    expect(emitted).toEqual([])
    open.value = true
    runtime.statistics!.settingsChanged()
    expect(emitted).toEqual([{ type: 'visitors-changed', payload: runtime.statistics!.visitors() }])
  })
})
