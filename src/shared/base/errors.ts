/** What an error says, as text: its message, or the value itself when something else was thrown. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
