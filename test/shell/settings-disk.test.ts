/**
 * Settings reach the disk before they count (docs/architecture.md, "Sync and storage"): a change whose
 * write fails leaves the settings — and what the system was told of them — as they were, and the
 * settings view says why; a file the system would not let be read is left alone and not overwritten.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SETTINGS } from '../../src/shared/ipc-contract'
import { APPLIED, createSettingsController, type SettingsEffects } from '../../src/main/settings/controller'
import { openSettingsStore, SETTINGS_FILE } from '../../src/main/settings/store'
import { writeAtomically, type AtomicWrite } from '../../src/main/storage'
import { errnoError } from '../mirror/helpers'
import { failReads } from '../storage/failing-reads'
import type { LanguageState } from '../../src/shared/settings'

const ENGLISH: LanguageState = { shown: 'en', system: 'en', direction: 'ltr', formatLocale: 'en-US' }

vi.mock('node:fs/promises', async (original) =>
  (await import('../storage/failing-reads')).withFailingReads(await original()),
)

const reads = failReads()
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitetray-settings-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function effects(): SettingsEffects {
  return {
    applyShortcut: vi.fn(() => APPLIED),
    applySwitcherShortcut: vi.fn(() => APPLIED),
    applyLoginItem: vi.fn(async () => APPLIED),
    applyTheme: vi.fn(),
    applyRefreshInterval: vi.fn(),
    applyAlerts: vi.fn(),
    applyLanguage: vi.fn(() => ENGLISH),
  }
}

function switchableDisk(): { full: boolean; write: AtomicWrite } {
  const disk = {
    full: false,
    write: async (path: string, data: string) => {
      if (disk.full) throw errnoError('ENOSPC')
      await writeAtomically(path, data)
    },
  }
  return disk
}

describe('a settings change on a full disk', () => {
  it('leaves the settings and the system as they were, says why, and a later change that is saved clears it', async () => {
    const disk = switchableDisk()
    const applied = effects()
    const controller = createSettingsController(await openSettingsStore(dir, { writeFile: disk.write }), applied)
    await controller.update({ theme: 'dark' })

    disk.full = true
    const state = await controller.update({
      theme: 'light',
      refreshIntervalMinutes: 30,
      globalShortcut: 'CommandOrControl+Alt+J',
    })
    expect(state.settings).toMatchObject({
      theme: 'dark',
      refreshIntervalMinutes: DEFAULT_SETTINGS.refreshIntervalMinutes,
      globalShortcut: DEFAULT_SETTINGS.globalShortcut,
    })
    expect(state.problems.file).toBe('Your settings could not be saved (the disk is full), so they stay as they were.')
    // What the system was told is taken back: the window's theme, the sync interval, the shortcut.
    expect(vi.mocked(applied.applyTheme).mock.calls.at(-1)).toEqual(['dark'])
    expect(vi.mocked(applied.applyRefreshInterval).mock.calls.at(-1)).toEqual([DEFAULT_SETTINGS.refreshIntervalMinutes])
    expect(vi.mocked(applied.applyShortcut).mock.calls.at(-1)).toEqual([DEFAULT_SETTINGS.globalShortcut])
    expect(JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8'))).toMatchObject({ theme: 'dark' })

    disk.full = false
    const saved = await controller.update({ theme: 'light' })
    expect(saved.settings.theme).toBe('light')
    expect(saved.problems.file).toBeUndefined()
    expect((await openSettingsStore(dir)).current().theme).toBe('light')
  })
})

describe('a settings file the system would not let be read', () => {
  it.each(['EACCES', 'EIO', 'EBUSY'])(
    '%s: the defaults for now, the file left in place and not overwritten, and the user told',
    async (code) => {
      const saved = JSON.stringify({ ...DEFAULT_SETTINGS, theme: 'dark' })
      await writeFile(join(dir, SETTINGS_FILE), saved)
      reads.fail(SETTINGS_FILE, code)
      const store = await openSettingsStore(dir)
      reads.heal()
      expect(store.current()).toEqual(DEFAULT_SETTINGS)
      const controller = createSettingsController(store, effects())
      expect(controller.state().problems.file).toMatch(
        /^Your settings could not be read \(.+\), so SiteTray uses its defaults for now\. The file was left as it is/,
      )

      const state = await controller.update({ refreshIntervalMinutes: 30 })
      expect(state.settings.refreshIntervalMinutes).toBe(DEFAULT_SETTINGS.refreshIntervalMinutes)
      expect(state.problems.file).toMatch(/could not be saved/)
      expect(await readFile(join(dir, SETTINGS_FILE), 'utf8')).toBe(saved)
      expect(await readdir(dir)).toEqual([SETTINGS_FILE])
      // The next start reads it.
      expect((await openSettingsStore(dir)).current().theme).toBe('dark')
    },
  )
})
