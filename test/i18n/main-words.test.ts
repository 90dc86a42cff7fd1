/**
 * Main's words follow the translator main installs: a German user reads the sync line, a refusal and a shortcut in
 * German, with German plurals and numbers — not English with German around it.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { installTranslator } from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'
import { statusText } from '../../src/shared/sync-words'
import { describeAccelerator } from '../../src/shared/platform-words'
import { PRIVACY_LABELS } from '../../src/shared/words'
import type { SyncStatus } from '../../src/shared/sync'
import { ApiError } from '../../src/main/api/errors'
import { WAITING } from '../../src/main/sync/outbox/queued-answers'

const NOW = Date.parse('2026-11-27T12:00:00Z')

function status(overrides: Partial<SyncStatus> = {}): SyncStatus {
  return {
    accountId: 'a',
    connection: 'online',
    activities: [],
    lastSweepAt: null,
    pendingEdits: 0,
    waitingWebsiteIds: [],
    conflicts: 0,
    lastError: null,
    ...overrides,
  }
}

const line = (overrides: Partial<SyncStatus>): string =>
  statusText(status(overrides), { networkAvailable: true, now: NOW })

afterEach(() => installTranslator(createCoreTranslator('en')))

describe("main's words in German", () => {
  it('says where sync stands in German, with the German plural of the edits waiting', () => {
    installTranslator(createCoreTranslator('de'))
    expect(line({ connection: 'offline', pendingEdits: 1 })).toBe('Offline – 1 Änderung wartet')
    expect(line({ connection: 'offline', pendingEdits: 3 })).toBe('Offline – 3 Änderungen warten')
    expect(line({ lastSweepAt: new Date(NOW - 3 * 86_400_000).toISOString() })).toBe('Synchronisiert vor 3 Tagen')
    expect(line({ lastSweepAt: new Date(NOW - 86_400_000).toISOString() })).toBe('Synchronisiert vor 1 Tag')
  })

  it('writes counts as German does', () => {
    installTranslator(createCoreTranslator('de'))
    const sweeping = { kind: 'sweeping' as const, websitesDone: 1200, websitesTotal: 6000, pagesDone: 1, pagesTotal: 5 }
    expect(line({ activities: [sweeping] })).toBe('Synchronisiere 1.200 von 6.000')
  })

  it('tells a refused key and a queued edit in German', () => {
    installTranslator(createCoreTranslator('de'))
    expect(new ApiError({ kind: 'unauthorized' }).message).toBe(
      'Der API-Schlüssel wurde nicht akzeptiert. Prüfen Sie den Schlüssel in den Kontoeinstellungen.',
    )
    expect(WAITING.offline).toMatch(/^Auf diesem Computer gesichert: /)
  })

  it('follows a language switch without a restart: the tables read the catalogs when read', () => {
    expect(PRIVACY_LABELS[1]).toBe('Private')
    installTranslator(createCoreTranslator('de'))
    expect(PRIVACY_LABELS[1]).toBe('Privat')
  })

  it('names Ctrl as German PC keyboards print it, and keeps the Mac symbols', () => {
    installTranslator(createCoreTranslator('de'))
    expect(describeAccelerator('CommandOrControl+Shift+S', 'win32')).toBe('Strg+Shift+S')
    expect(describeAccelerator('CommandOrControl+Alt+S', 'darwin')).toBe('⌘⌥S')
  })

  it('uses the Arabic dual where Arabic has one', () => {
    installTranslator(createCoreTranslator('ar'))
    expect(line({ connection: 'offline', pendingEdits: 2 })).toBe('غير متصل — تغييران في الانتظار')
  })
})
