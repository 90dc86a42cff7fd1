/**
 * The optional global shortcut that shows and hides the window, and what the user should know
 * about it. Windows and Linux on X11 say when another app holds a combination; macOS does not
 * (its hotkey registration accepts one another app uses, and that app gets the key); on Wayland
 * the desktop decides, through its GlobalShortcuts portal, and may ask the user first — a
 * refusal there is silent. The settings say so rather than promise what SiteTray cannot know.
 */
import { globalShortcut } from 'electron'
import { toDisposable, type IDisposable } from '../../shared/base/lifecycle'
import type { SettingOutcome } from '../settings/controller'

export interface GlobalShortcut extends IDisposable {
  /**
   * Registers `accelerator` in place of the current one (null: none). The current one is let go
   * only once the new one is registered: a taken combination never leaves the user with none.
   */
  apply(accelerator: string | null): SettingOutcome
}

export function createGlobalShortcut(onPress: () => void, note: string | null = null): GlobalShortcut {
  let current: string | null = null
  const release = (): void => {
    if (current !== null) globalShortcut.unregister(current)
    current = null
  }
  const disposable = toDisposable(release)
  return {
    apply(accelerator) {
      if (accelerator === current) return { applied: true, message: accelerator === null ? null : note }
      if (accelerator === null) {
        release()
        return { applied: true, message: null }
      }
      const kept = current === null ? '' : ` ${current} still works.`
      let registered: boolean
      try {
        registered = globalShortcut.register(accelerator, onPress)
      } catch {
        return { applied: false, message: `This is not a shortcut the system accepts. Try another combination.${kept}` }
      }
      if (!registered) return { applied: false, message: `Another app already uses this shortcut, or the system keeps it. Choose another one.${kept}` }
      release()
      current = accelerator
      return { applied: true, message: note }
    },
    dispose: () => disposable.dispose(),
  }
}
