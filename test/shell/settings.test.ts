/**
 * Settings: kept across restarts, a broken file gives the defaults and says so, and problems and notes show next to the
 * setting.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SETTINGS } from '../../src/shared/ipc-contract'
import {
  APPLIED,
  appliedWithNote,
  createSettingsController,
  refused,
  type SettingsEffects,
} from '../../src/main/settings/controller'
import { openSettingsStore, SETTINGS_FILE } from '../../src/main/settings/store'
import type { LanguageState } from '../../src/shared/settings'

const ENGLISH: LanguageState = { shown: 'en', system: 'en', direction: 'ltr', formatLocale: 'en-US' }

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitetray-settings-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function effects(overrides: Partial<SettingsEffects> = {}): SettingsEffects {
  return {
    applyShortcut: vi.fn(() => APPLIED),
    applySwitcherShortcut: vi.fn(() => APPLIED),
    applyLoginItem: vi.fn(async () => APPLIED),
    applyTheme: vi.fn(),
    applyRefreshInterval: vi.fn(),
    applyAlerts: vi.fn(),
    applyLanguage: vi.fn(() => ENGLISH),
    ...overrides,
  }
}

describe('the settings file', () => {
  it('starts with the defaults and keeps what the user changes across a restart', async () => {
    const first = createSettingsController(await openSettingsStore(dir), effects())
    expect(first.state()).toEqual({ settings: DEFAULT_SETTINGS, language: ENGLISH, problems: {}, notes: {} })
    await first.update({ theme: 'dark', refreshIntervalMinutes: 30 })
    const again = await openSettingsStore(dir)
    expect(again.current()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', refreshIntervalMinutes: 30 })
  })

  it.each([
    ['not JSON', '{"theme": "dark"'],
    ['a wrong value', JSON.stringify({ ...DEFAULT_SETTINGS, refreshIntervalMinutes: 7 })],
    ['an unknown setting', JSON.stringify({ ...DEFAULT_SETTINGS, evil: true })],
    ['not an object', '[]'],
  ])('a broken file (%s) gives the defaults, a message, and is kept aside', async (_name, content) => {
    await writeFile(join(dir, SETTINGS_FILE), content)
    const store = await openSettingsStore(dir)
    expect(store.current()).toEqual(DEFAULT_SETTINGS)
    const controller = createSettingsController(store, effects())
    expect(controller.state().problems.file).toMatch(/could not be read.*defaults/)
    expect((await readdir(dir)).some((name) => name.startsWith(SETTINGS_FILE) && name !== SETTINGS_FILE)).toBe(true)
    await controller.update({ theme: 'light' })
    expect(controller.state().problems.file).toBeUndefined()
    expect(JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8'))).toMatchObject({ theme: 'light' })
  })

  it('fills in settings a newer version added', async () => {
    await writeFile(join(dir, SETTINGS_FILE), JSON.stringify({ theme: 'dark' }))
    expect((await openSettingsStore(dir)).current()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' })
  })
})

describe('applying settings', () => {
  it('applies the stored settings at start', async () => {
    await writeFile(
      join(dir, SETTINGS_FILE),
      JSON.stringify({
        ...DEFAULT_SETTINGS,
        globalShortcut: 'CommandOrControl+Shift+S',
        theme: 'dark',
        refreshIntervalMinutes: 5,
      }),
    )
    const applied = effects()
    createSettingsController(await openSettingsStore(dir), applied)
    expect(applied.applyShortcut).toHaveBeenCalledWith('CommandOrControl+Shift+S')
    expect(applied.applyTheme).toHaveBeenCalledWith('dark')
    expect(applied.applyRefreshInterval).toHaveBeenCalledWith(5)
  })

  it('applies visitor alerts at start and when one of their settings changes, and only then', async () => {
    await writeFile(
      join(dir, SETTINGS_FILE),
      JSON.stringify({ ...DEFAULT_SETTINGS, visitorAlerts: true, silentAfterDays: 3 }),
    )
    const applied = effects()
    const controller = createSettingsController(await openSettingsStore(dir), applied)
    expect(applied.applyAlerts).toHaveBeenCalledWith({ visitorAlerts: true, silentAfterDays: 3, spikeFactor: 3 })
    await controller.update({ theme: 'dark' })
    expect(applied.applyAlerts).toHaveBeenCalledTimes(1)
    await controller.update({ spikeFactor: 5 })
    expect(applied.applyAlerts).toHaveBeenLastCalledWith({ visitorAlerts: true, silentAfterDays: 3, spikeFactor: 5 })
    expect(controller.state().settings).toMatchObject({ visitorAlerts: true, silentAfterDays: 3, spikeFactor: 5 })
  })

  it('writes the login item again at start when launch at login is on, and says so when that fails', async () => {
    await writeFile(join(dir, SETTINGS_FILE), JSON.stringify({ ...DEFAULT_SETTINGS, launchAtLogin: true }))
    const applyLoginItem = vi.fn(async () => refused('SiteTray could not change its login item: read-only'))
    const controller = createSettingsController(await openSettingsStore(dir), effects({ applyLoginItem }))
    const changed = new Promise((resolve) => controller.onDidChange(resolve))
    expect(applyLoginItem).toHaveBeenCalledWith(true)
    expect(await changed).toMatchObject({
      settings: { launchAtLogin: true },
      problems: { launchAtLogin: expect.stringContaining('read-only') },
    })
  })

  it('leaves the login item alone at start when launch at login is off', async () => {
    const applied = effects()
    createSettingsController(await openSettingsStore(dir), applied)
    expect(applied.applyLoginItem).not.toHaveBeenCalled()
  })

  it('reports a shortcut that could not be registered next to it, keeps the one that works, and clears the problem when a new one works', async () => {
    const taken = 'CommandOrControl+Shift+S'
    const controller = createSettingsController(
      await openSettingsStore(dir),
      effects({
        applyShortcut: (accelerator) =>
          accelerator === taken ? refused('Another app already uses this shortcut.') : APPLIED,
      }),
    )
    const changed = vi.fn()
    controller.onDidChange(changed)
    await controller.update({ globalShortcut: 'CommandOrControl+Shift+K' })
    const state = await controller.update({ globalShortcut: taken })
    expect(state.settings.globalShortcut).toBe('CommandOrControl+Shift+K')
    expect(state.problems.globalShortcut).toBe('Another app already uses this shortcut.')
    expect(changed).toHaveBeenCalledWith(state)
    const reopened = createSettingsController(await openSettingsStore(dir), effects())
    expect(reopened.state().settings.globalShortcut).toBe('CommandOrControl+Shift+K')
    expect(
      (await controller.update({ globalShortcut: 'CommandOrControl+Shift+L' })).problems.globalShortcut,
    ).toBeUndefined()
  })

  it("registers the quick switcher's own shortcut, says when it is taken, and never gives one combination two jobs", async () => {
    const applySwitcherShortcut = vi.fn((accelerator: string | null) =>
      accelerator === 'CommandOrControl+Alt+K' ? refused('Another app already uses ⌃⌥K.') : APPLIED,
    )
    const controller = createSettingsController(await openSettingsStore(dir), effects({ applySwitcherShortcut }))
    expect((await controller.update({ switcherShortcut: 'CommandOrControl+Shift+K' })).settings.switcherShortcut).toBe(
      'CommandOrControl+Shift+K',
    )
    const taken = await controller.update({ switcherShortcut: 'CommandOrControl+Alt+K' })
    expect(taken.settings.switcherShortcut).toBe('CommandOrControl+Shift+K')
    expect(taken.problems.switcherShortcut).toBe('Another app already uses ⌃⌥K.')
    const twice = await controller.update({ globalShortcut: 'CommandOrControl+Shift+K' })
    expect(twice.settings.globalShortcut).toBeNull()
    expect(twice.problems.globalShortcut).toBe('This combination opens the quick switcher already. Choose another one.')
    expect(applySwitcherShortcut).toHaveBeenCalledTimes(3)
    // Registered again at the next start.
    const again = effects()
    createSettingsController(await openSettingsStore(dir), again)
    expect(again.applySwitcherShortcut).toHaveBeenCalledWith('CommandOrControl+Shift+K')
  })

  it('keeps a "what is my IP" address only if it is https (http on this computer only)', async () => {
    const controller = createSettingsController(await openSettingsStore(dir), effects())
    expect((await controller.update({ ipLookupUrl: 'https://icanhazip.com' })).settings.ipLookupUrl).toBe(
      'https://icanhazip.com',
    )
    await expect(controller.update({ ipLookupUrl: 'http://icanhazip.com' })).rejects.toThrow()
    expect(controller.state().settings.ipLookupUrl).toBe('https://icanhazip.com')
  })

  it('leaves launch at login off, with the reason, when the system refuses it', async () => {
    const controller = createSettingsController(
      await openSettingsStore(dir),
      effects({ applyLoginItem: async () => refused('SiteTray could not change its login item: denied') }),
    )
    const state = await controller.update({ launchAtLogin: true })
    expect(state.settings.launchAtLogin).toBe(false)
    expect(state.problems.launchAtLogin).toContain('denied')
  })

  it('keeps a change the system took but has something to say about, with what it says beside it as a note, not a problem', async () => {
    const note = 'Your desktop asks you to confirm this shortcut.'
    const approval = 'Approve SiteTray in System Settings.'
    const controller = createSettingsController(
      await openSettingsStore(dir),
      effects({
        applyShortcut: (accelerator) => appliedWithNote(accelerator ? note : null),
        applyLoginItem: async (enabled) => appliedWithNote(enabled ? approval : null),
      }),
    )
    const state = await controller.update({ globalShortcut: 'CommandOrControl+Shift+K', launchAtLogin: true })
    expect(state.settings).toMatchObject({ globalShortcut: 'CommandOrControl+Shift+K', launchAtLogin: true })
    expect(state.notes).toEqual({ globalShortcut: note, launchAtLogin: approval })
    expect(state.problems).toEqual({})
    const off = await controller.update({ globalShortcut: null, launchAtLogin: false })
    expect(off.notes).toEqual({})
    expect(off.problems).toEqual({})
  })

  it('a refusal after a note says only the refusal: the note was about the change that was taken', async () => {
    const note = 'macOS does not tell SiteTray when another app uses the same keys.'
    const controller = createSettingsController(
      await openSettingsStore(dir),
      effects({
        applyShortcut: (accelerator) =>
          accelerator === 'CommandOrControl+Shift+S' ? refused('Not one the system accepts.') : appliedWithNote(note),
      }),
    )
    expect((await controller.update({ globalShortcut: 'CommandOrControl+Shift+K' })).notes.globalShortcut).toBe(note)
    const state = await controller.update({ globalShortcut: 'CommandOrControl+Shift+S' })
    expect(state).toMatchObject({
      settings: { globalShortcut: 'CommandOrControl+Shift+K' },
      problems: { globalShortcut: 'Not one the system accepts.' },
      notes: {},
    })
  })

  it('writes the login item again at start and tells a note macOS has about it', async () => {
    await writeFile(join(dir, SETTINGS_FILE), JSON.stringify({ ...DEFAULT_SETTINGS, launchAtLogin: true }))
    const controller = createSettingsController(
      await openSettingsStore(dir),
      effects({ applyLoginItem: async () => appliedWithNote('Approve SiteTray in System Settings.') }),
    )
    const changed = new Promise((resolve) => controller.onDidChange(resolve))
    expect(await changed).toMatchObject({
      settings: { launchAtLogin: true },
      problems: {},
      notes: { launchAtLogin: 'Approve SiteTray in System Settings.' },
    })
  })

  it('runs quick successive changes in order: the last one wins', async () => {
    const applied: boolean[] = []
    const controller = createSettingsController(
      await openSettingsStore(dir),
      effects({
        applyLoginItem: async (enabled) => {
          applied.push(enabled)
          return APPLIED
        },
      }),
    )
    await Promise.all([
      controller.update({ launchAtLogin: true }),
      controller.update({ launchAtLogin: false }),
      controller.update({ launchAtLogin: true }),
    ])
    expect(applied).toEqual([true, false, true])
    expect(controller.state().settings.launchAtLogin).toBe(true)
  })
})
