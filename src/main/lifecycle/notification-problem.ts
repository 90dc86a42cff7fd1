/**
 * What the tray and the window say when notifications do not reach the user, naming the tray's place the platform's
 * way, in the language shown when it is said.
 */
import { t } from '../../shared/i18n'
import type { DesktopPlatform } from '../../shared/platform-words'

const place = (platform: DesktopPlatform): string => t(`system.trayPlace.${platform}`)

export function notificationsUnsupported(platform: DesktopPlatform): string {
  return t('system.notifications.unsupported', { place: place(platform) })
}

export function notificationFailedProblem(reason: string, platform: DesktopPlatform): string {
  const why = reason.trim().replace(/\.$/, '')
  return why === ''
    ? t('system.notifications.failed', { place: place(platform) })
    : t('system.notifications.failedBecause', { reason: why, place: place(platform) })
}
