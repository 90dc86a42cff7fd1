/**
 * The tray's menu on each platform, once the demo's favorites show their visitors: the app started
 * as macOS, Windows or Linux in the stand-in, its menu taken as it set it, and drawn in the
 * platform's look (tray-mockup.ts).
 */
import { APP_ID } from '../../../src/shared/app-identity'
import type { StandinPlatform } from '../../standin/electron/platform'
import { topLabels } from '../support'
import { drawTrayMockup, mockItems } from './tray-mockup'
import { defineWalk, type Scene, type Walk } from './walk'

/** The pictures' names for each platform, as people call them. */
const NAMES: Record<StandinPlatform, string> = { darwin: 'tray-macos', win32: 'tray-windows', linux: 'tray-linux' }

/** A favorite's line once its visitors are read: "maple-street-bakery.com — 1,234 today" (or its silence). */
const WITH_VISITORS = / — /

export function trayWalk(platform: StandinPlatform): Walk {
  return defineWalk<Scene>({
    name: `tray on ${platform}`,
    group: 'tray',
    async start({ launch, newPage, theme, language }) {
      const app = await launch({
        argv: ['--hidden'],
        platform,
        systemDarkMode: theme === 'dark',
        ...(language === 'en' ? {} : { systemLanguages: [language] }),
        // As installed: Windows shows notifications for the Start-menu shortcut's AppUserModelID only.
        ...(platform === 'win32' ? { startMenuAppUserModelId: APP_ID } : {}),
      })
      const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
      tray.clickMenuItem(['Try the demo'])
      return { app, page: await newPage({ width: 800, height: 800 }) }
    },
    stops: [
      {
        name: NAMES[platform],
        async reach({ app, page }) {
          // Every favorite with its visitors: the menu as it settles once the demo's numbers are read.
          const tray = await app.waitForMenu((labels) => {
            const favorites = labels.flatMap((entry) => (typeof entry === 'string' ? [] : Object.keys(entry)))
            return favorites.length > 0 && favorites.every((label) => WITH_VISITORS.test(label))
          })
          await drawTrayMockup(page, {
            platform,
            theme: app.nativeTheme.shouldUseDarkColors ? 'dark' : 'light',
            items: mockItems(tray.menu!),
            icon: tray.image.toDataURL(),
          })
        },
      },
    ],
  })
}
