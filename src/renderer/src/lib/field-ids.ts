/**
 * The ids a field's error and hint carry, so that the control's
 * aria-describedby names them: a screen reader reads the error first.
 */

export const errorId = (id: string): string => `${id}-error`
export const hintId = (id: string): string => `${id}-hint`

/** `more`: another element that describes the control too (a note under the field). */
export function describedBy(
  id: string,
  shown: { error: boolean; hint: boolean },
  more: string | null = null,
): string | undefined {
  return [shown.error ? errorId(id) : null, shown.hint ? hintId(id) : null, more].filter(Boolean).join(' ') || undefined
}
