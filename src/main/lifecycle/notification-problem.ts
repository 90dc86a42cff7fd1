/**
 * What the tray and the window say when notifications do not reach the user, naming the tray's place the platform's
 * way.
 */
import { trayPlace, type DesktopPlatform } from '../../shared/platform-words'

export function notificationsUnsupported(platform: DesktopPlatform): string {
  return `This system cannot show notifications, so SiteTray shows what needs you in its menu in the ${trayPlace(platform)}.`
}

export function notificationFailedProblem(reason: string, platform: DesktopPlatform): string {
  const why = reason.trim() === '' ? '' : ` (${reason.trim().replace(/\.$/, '')})`
  return `SiteTray could not show a notification${why}. Allow notifications for SiteTray in the system settings; until then, its menu in the ${trayPlace(platform)} shows what needs you.`
}
