// The tray images, copied into the build by electron-vite (`?asset`): file name → path at run time.
const assets = import.meta.glob<string>('../../../build/tray/*.{png,ico}', {
  query: '?asset',
  import: 'default',
  eager: true,
})

export const TRAY_ASSETS: ReadonlyMap<string, string> = new Map(
  Object.entries(assets).map(([path, file]) => [path.slice(path.lastIndexOf('/') + 1), file]),
)
