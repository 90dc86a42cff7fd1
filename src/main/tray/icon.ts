/**
 * Which tray image each platform gets (the platform's own habits):
 * macOS a black template image that the menu bar tints for light and dark;
 * Windows an .ico with an entry per display scale — its tray uses only the 1×
 * bitmap of a multi-representation image, but loads an .ico's own entry for
 * the size it needs, so the icon is sharp at 125 %, 150 % and 200 %; Linux a
 * coloured 24 px image, the height of an AppIndicator panel.
 * A dot marks "SiteTray needs you" (a conflict, a refused edit or key).
 */

export interface TrayIconSpec {
  /** File names in build/tray/, by the display scale each is drawn for (Windows: one .ico holding every size). */
  representations: Array<{ scaleFactor: number; file: string }>
  template: boolean
}

export function trayIconSpec(platform: NodeJS.Platform, attention: boolean): TrayIconSpec {
  const state = attention ? 'attention' : 'normal'
  if (platform === 'darwin') {
    return {
      representations: [
        { scaleFactor: 1, file: `template-${state}-16.png` },
        { scaleFactor: 2, file: `template-${state}-32.png` },
      ],
      template: true,
    }
  }
  if (platform === 'win32')
    return { representations: [{ scaleFactor: 1, file: `colour-${state}.ico` }], template: false }
  return {
    representations: [
      { scaleFactor: 1, file: `colour-${state}-24.png` },
      { scaleFactor: 2, file: `colour-${state}-48.png` },
    ],
    template: false,
  }
}
