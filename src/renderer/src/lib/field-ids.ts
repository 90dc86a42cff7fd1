/**
 * The ids a field's error and hint carry, so that the control's
 * aria-describedby names them: a screen reader reads the error first.
 */

export const errorId = (id: string): string => `${id}-error`
export const hintId = (id: string): string => `${id}-hint`

export function describedBy(id: string, shown: { error: boolean; hint: boolean }): string | undefined {
  return [shown.error ? errorId(id) : null, shown.hint ? hintId(id) : null].filter(Boolean).join(' ') || undefined
}
