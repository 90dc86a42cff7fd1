/**
 * How long quitting may take. Everything the user was told is saved is on disk before they were
 * told so (docs/architecture.md, "Sync and storage"); what quitting waits for is the rest — mirrors,
 * window state, a draft — and nothing may hold it for ever: an operation stuck in the keychain (an
 * unlock prompt nobody answers) would otherwise keep SiteTray, and on Windows the whole shutdown,
 * waiting. Windows and logind give an app about five seconds before they call it hung.
 */
export const QUIT_DEADLINE_MS = 3_000

export type QuitOutcome = 'finished' | 'deadline'

/** Waits for `work` to settle, or for `deadlineMs`, whichever comes first; never rejects. */
export function settleWithin(work: Promise<unknown>, deadlineMs: number = QUIT_DEADLINE_MS): Promise<QuitOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<QuitOutcome>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), deadlineMs)
  })
  const finished = work.then(
    (): QuitOutcome => 'finished',
    (): QuitOutcome => 'finished',
  )
  return Promise.race([finished, deadline]).finally(() => clearTimeout(timer))
}
