/** What the tray and the window say when notifications do not reach the user. */
export const NOTIFICATIONS_UNSUPPORTED = 'This system cannot show notifications, so SiteTray shows what needs you in its tray menu.'

export function notificationFailedProblem(reason: string): string {
  const why = reason.trim() === '' ? '' : ` (${reason.trim().replace(/\.$/, '')})`
  return `SiteTray could not show a notification${why}. Allow notifications for SiteTray in the system settings; until then, the tray menu shows what needs you.`
}
