/**
 * The optional global shortcut that shows and hides the window, and what the user should know
 * about it. Windows and Linux on X11 say when another app holds a combination; macOS does not
 * (its hotkey registration accepts one another app uses, and that app gets the key); on Wayland
 * the desktop decides, through its GlobalShortcuts portal, and may ask the user first — a
 * refusal there is silent. The settings say so rather than promise what SiteTray cannot know.
 * A combination that would take typed characters from other apps is never registered
 * (shared/shortcut-rule.ts).
 */
import { globalShortcut } from 'electron'
import { toDisposable, type IDisposable } from '../../shared/base/lifecycle'
import { t } from '../../shared/i18n'
import { describeAccelerator, type DesktopPlatform } from '../../shared/platform-words'
import { shortcutProblem } from '../../shared/shortcut-rule'
import { APPLIED, appliedWithNote, refused, type SettingOutcome } from '../settings/controller'

export interface GlobalShortcut extends IDisposable {
  /**
   * Registers `accelerator` in place of the current one (null: none). The current one is let go
   * only once the new one is registered: a taken combination never leaves the user with none.
   */
  apply(accelerator: string | null): SettingOutcome
}

export interface GlobalShortcutOptions {
  /** Shortcuts are named in this platform's notation (Ctrl+Shift+S, ⌘⇧S). */
  platform: DesktopPlatform
  /**
   * What to say beside a shortcut that was registered, where the system decides more (registeredShortcutNote): asked
   * each time, in the language shown then.
   */
  note(): string | null
}

export function createGlobalShortcut(onPress: () => void, { platform, note }: GlobalShortcutOptions): GlobalShortcut {
  const named = (accelerator: string): string => describeAccelerator(accelerator, platform)
  let current: string | null = null
  const release = (): void => {
    if (current !== null) globalShortcut.unregister(current)
    current = null
  }
  const disposable = toDisposable(release)
  return {
    apply(accelerator) {
      if (accelerator === current) return accelerator === null ? APPLIED : appliedWithNote(note())
      if (accelerator === null) {
        release()
        return APPLIED
      }
      const kept = current === null ? '' : ` ${t('system.shortcut.stillWorks', { shortcut: named(current) })}`
      // The window's field refuses such a combination as it is pressed; this refuses it however it came, a
      // settings.json edited by hand included.
      const problem = shortcutProblem(accelerator, platform)
      if (problem) return refused(`${problem}${kept}`)
      let registered: boolean
      try {
        registered = globalShortcut.register(accelerator, onPress)
      } catch {
        return refused(`${t('system.shortcut.notAccepted', { shortcut: named(accelerator) })}${kept}`)
      }
      if (!registered) return refused(`${t('system.shortcut.taken', { shortcut: named(accelerator) })}${kept}`)
      release()
      current = accelerator
      return appliedWithNote(note())
    },
    dispose: () => disposable.dispose(),
  }
}
