/**
 * The user's settings in `<data>/settings.json`: checked against their schema
 * when read, written atomically, and taken in memory only once on disk. A file
 * that is not valid is moved aside; one the system would not let be read is
 * left alone (and not overwritten). Either way SiteTray starts with the
 * defaults and says so next to the settings.
 */
import { t } from '../../shared/i18n'
import { join } from 'node:path'
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '../../shared/settings'
import { isRecord } from '../../shared/validation'
import { openJsonFile, type AtomicWrite, type LoadResult } from '../storage'

export const SETTINGS_FILE = 'settings.json'

export interface SettingsStore {
  current(): Settings
  /** Why the defaults are in use, or null. */
  readonly loadProblem: string | null
  /** Saves the whole settings object; resolves once it is on disk, and only then does current() answer it. */
  save(settings: Settings): Promise<void>
}

export async function openSettingsStore(
  dataDir: string,
  options: { writeFile?: AtomicWrite } = {},
): Promise<SettingsStore> {
  const file = openJsonFile({
    path: join(dataDir, SETTINGS_FILE),
    ...(options.writeFile && { writeFile: options.writeFile }),
  })
  const loaded = await file.load((raw) => {
    // Settings added in later versions get their defaults; unknown or wrong ones fail the whole file.
    if (!isRecord(raw)) return { ok: false, reason: 'not a settings object' }
    const parsed = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...raw })
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, reason: 'some values are not valid settings' }
  })
  let settings: Settings = loaded.status === 'loaded' ? loaded.value : { ...DEFAULT_SETTINGS }
  return {
    current: () => settings,
    loadProblem: problemOf(loaded),
    async save(next) {
      const checked = settingsSchema.parse(next)
      // A write that fails leaves the settings as they were: what the window shows is what a restart has.
      await file.write(checked)
      settings = checked
    },
  }
}

function problemOf(loaded: LoadResult<Settings>): string | null {
  if (loaded.status === 'corrupt')
    return t('sync.checks.settingsUnreadableKept', { reason: loaded.reason, path: loaded.movedTo })
  if (loaded.status === 'unreadable') return t('sync.checks.settingsUnreadableLeft', { reason: loaded.reason })
  return null
}
