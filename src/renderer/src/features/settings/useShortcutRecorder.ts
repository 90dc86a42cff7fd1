/**
 * Recording a shortcut by pressing it: what is held shows as it is pressed ("Ctrl+Shift+"), a combination the
 * shortcut rule allows becomes the shortcut (shown while main registers it), one it refuses says why; Backspace or
 * Delete removes it, Tab moves on, and Escape undoes what is half pressed first, so that it does not leave the view
 * while the user is recording.
 */
import { computed, ref, watch, type Ref } from 'vue'
import { formatList, t } from '../../../../shared/i18n'
import { describeAccelerator, type DesktopPlatform } from '../../../../shared/platform-words'
import { shortcutModifiers, shortcutProblem } from '../../../../shared/shortcut-rule'
import { acceleratorOf, heldModifiers, holdsModifierBesidesShift, isFunctionKey } from '../../lib/accelerator'

const MODIFIER_KEYS: ReadonlySet<string> = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'OS'])

/**
 * Why a key pressed without a modifier is no shortcut: the modifiers a shortcut needs one of, as the platform writes
 * them ("Ctrl or Win", "⌘ or ⌃"), and an example.
 */
export function holdModifierText(platform: DesktopPlatform, suggested: string): string {
  const named = (accelerator: string): string => describeAccelerator(accelerator, platform)
  const modifiers = formatList(shortcutModifiers(platform).map(named), 'disjunction')
  return t('settings.shortcut.holdModifier', { modifiers, example: named(suggested) })
}

interface RecordedField {
  value(): string | null
  platform(): DesktopPlatform
  saving(): boolean
  change(value: string | null): void
  /** Why a key pressed without a modifier is no shortcut, with the modifiers and an example in the platform's words. */
  holdModifier(): string
}

interface RecorderState {
  held: Ref<string>
  localError: Ref<string | null>
  field: RecordedField
  record(accelerator: string): void
  clear(): void
}

/** A key without a modifier that makes a shortcut: Escape, Backspace, a modifier going down, or a refusal. */
function plainKey(event: KeyboardEvent, { held, localError, field, clear }: RecorderState): void {
  if (event.key === 'Escape') {
    // Nothing half done: Escape is the window's (back, or hide).
    if (!held.value && !localError.value) return
    held.value = ''
    localError.value = null
  } else if (event.key === 'Backspace' || event.key === 'Delete') clear()
  else if (MODIFIER_KEYS.has(event.key)) held.value = heldModifiers(event, field.platform())
  else localError.value = field.holdModifier()
  event.preventDefault()
  event.stopPropagation()
}

/** A combination: recorded when the rule allows it. */
function combination(event: KeyboardEvent, { held, localError, field, record }: RecorderState): void {
  // The window's own keys (⌘, for the settings…) do not act while a shortcut is being recorded.
  event.preventDefault()
  event.stopPropagation()
  if (MODIFIER_KEYS.has(event.key)) {
    held.value = heldModifiers(event, field.platform())
    return
  }
  held.value = ''
  const accelerator = acceleratorOf(event, field.platform())
  if (accelerator === null) {
    localError.value = t('settings.shortcut.unusableKey')
    return
  }
  const problem = shortcutProblem(accelerator, field.platform())
  if (problem) localError.value = problem
  else record(accelerator)
}

export function useShortcutRecorder(field: RecordedField) {
  /** The modifiers held while the user is pressing a combination ("Ctrl+Shift+"). */
  const held = ref('')
  /** The shortcut just recorded, shown while main registers it. */
  const asked = ref<string | null>(null)
  const localError = ref<string | null>(null)

  watch(field.saving, (saving) => {
    if (!saving) asked.value = null
  })

  function record(accelerator: string): void {
    localError.value = null
    if (accelerator === field.value()) return
    asked.value = accelerator
    field.change(accelerator)
  }

  function clear(): void {
    held.value = ''
    localError.value = null
    if (field.value() !== null) field.change(null)
  }

  const state: RecorderState = { held, localError, field, record, clear }
  const named = (accelerator: string): string => describeAccelerator(accelerator, field.platform())
  return {
    held,
    /** What the field shows: what is held, else the shortcut being registered, else the one there is. */
    shown: computed(() => {
      const value = field.value()
      return held.value || (field.saving() && asked.value ? named(asked.value) : value ? named(value) : '')
    }),
    localError,
    clear,
    onKeydown(event: KeyboardEvent): void {
      if (event.isComposing) return
      if (holdsModifierBesidesShift(event) || isFunctionKey(event)) combination(event, state)
      else if (event.key !== 'Tab') plainKey(event, state)
    },
    onKeyup: (event: KeyboardEvent) => void (held.value = heldModifiers(event, field.platform())),
  }
}
