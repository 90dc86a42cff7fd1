/**
 * Packages SiteTray for Linux with the project's electron-builder.yml, as far as that runs without
 * downloading anything: Electron from a stand-in distribution, no native rebuild (that fetches
 * Electron's headers; keytar stays built for this Node, so the stand-in can load it), and the
 * AppImage and deb targets stopped just before they fetch their tools (appimagetool, fpm) through
 * electron-builder's `effectiveOptionComputed` hook, which hands over what each would package.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, Platform } from 'electron-builder'
import { createElectronDistStandin } from './electron-dist'
import { PROJECT_ROOT } from './project'

export interface DesktopEntry {
  /** The .desktop file's name as installed. */
  fileName: string
  content: string
}

export interface LinuxPackage {
  /** linux-unpacked/: the Electron folder with resources/app.asar, what both targets package. */
  unpackedDir: string
  /** The executable (the stand-in binary, fuses flipped). */
  executable: string
  appImageDesktopEntry: DesktopEntry
  debDesktopEntry: DesktopEntry
  /** fpm's `source=destination` arguments for the deb: the files it installs where. */
  debFiles: Map<string, string>
}

export async function packageLinux(workDir: string): Promise<LinuxPackage> {
  const electronDist = createElectronDistStandin(join(workDir, 'electron-dist'))
  const output = join(workDir, 'dist')
  let appImageDesktopEntry: DesktopEntry | undefined
  let debDesktopEntry: DesktopEntry | undefined
  const debFiles = new Map<string, string>()
  await build({
    projectDir: PROJECT_ROOT,
    targets: Platform.LINUX.createTarget(['AppImage', 'deb']),
    publish: 'never',
    effectiveOptionComputed: (options: unknown) => {
      if (Array.isArray(options)) {
        // The deb: fpm's arguments, and the .desktop file electron-builder wrote for it.
        const [args, desktopFile] = options as [string[], string]
        for (const arg of args) {
          const mapping = arg.match(/^(\/.+)=(\/.+)$/)
          if (mapping) debFiles.set(mapping[2]!, mapping[1]!)
        }
        const installed = [...debFiles].find(([, source]) => source === desktopFile)![0]
        debDesktopEntry = {
          fileName: installed.slice(installed.lastIndexOf('/') + 1),
          content: readFileSync(desktopFile, 'utf8'),
        }
      } else {
        const { desktop, desktopFileName } = options as { desktop: string; desktopFileName: string }
        appImageDesktopEntry = { fileName: desktopFileName, content: desktop }
      }
      return Promise.resolve(true)
    },
    config: {
      electronDist,
      npmRebuild: false,
      directories: { output },
      // Where a release build takes these from the git remote (GitHub): this checkout may have none.
      publish: { provider: 'github', owner: 'sitetray-test', repo: 'sitetray', releaseType: 'draft' },
      extraMetadata: { homepage: 'https://example.invalid/sitetray' },
    },
  })
  if (!appImageDesktopEntry || !debDesktopEntry)
    throw new Error('electron-builder did not reach the AppImage and deb targets')
  const unpackedDir = join(output, 'linux-unpacked')
  return { unpackedDir, executable: join(unpackedDir, 'sitetray'), appImageDesktopEntry, debDesktopEntry, debFiles }
}
