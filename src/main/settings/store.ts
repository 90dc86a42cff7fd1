/**
 * The user's settings in `<data>/settings.json`: checked against their schema
 * when read, written atomically. A file that cannot be read or fails the check
 * is moved aside; SiteTray then starts with the defaults and says so next to
 * the settings.
 */
import { join } from 'node:path'
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '../../shared/settings'
import { isRecord } from '../../shared/validation'
import { openJsonFile } from '../storage'

export const SETTINGS_FILE = 'settings.json'

export interface SettingsStore {
  current(): Settings
  /** Why the defaults are in use, or null. */
  readonly loadProblem: string | null
  /** Saves the whole settings object; resolves once it is on disk. */
  save(settings: Settings): Promise<void>
}

export async function openSettingsStore(dataDir: string): Promise<SettingsStore> {
  const file = openJsonFile({ path: join(dataDir, SETTINGS_FILE) })
  const loaded = await file.load((raw) => {
    // Settings added in later versions get their defaults; unknown or wrong ones fail the whole file.
    if (!isRecord(raw)) return { ok: false, reason: 'not a settings object' }
    const parsed = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...raw })
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'some values are not valid settings' }
  })
  let settings: Settings = loaded.status === 'loaded' ? loaded.value : { ...DEFAULT_SETTINGS }
  const loadProblem =
    loaded.status === 'corrupt' ? `Your settings could not be read (${loaded.reason}), so SiteTray uses its defaults. The old file was kept as ${loaded.movedTo}.` : null
  return {
    current: () => settings,
    loadProblem,
    async save(next) {
      settings = settingsSchema.parse(next)
      await file.write(settings)
    },
  }
}
