/**
 * SiteTray as electron-builder packages it, with the project's own electron-builder.yml, for Linux
 * (the one platform electron-builder can package here without downloading anything; see
 * support/package-linux.ts): the fuses flipped in the binary, what app.asar carries, what the deb
 * and the AppImage would install for the desktop, and then the app itself, taken out of the
 * package as it is, starting in the Electron stand-in and doing its first job from the tray.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { extractAll, getRawHeader } from '@electron/asar'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { topLabels } from '../e2e/support'
import { readFuses, SITETRAY_FUSES } from '../journeys/fuses'
import { CHROMIUM_ARGS } from '../standin/electron/standin'
import { launchApp, type StandinApp } from '../standin/launch'
import { packageLinux, type LinuxPackage } from './support/package-linux'
import { readPackageJson } from './support/project'

interface AsarEntry {
  files?: Record<string, AsarEntry>
  size?: number
  unpacked?: boolean
}

/** Every file in app.asar: path → size, and whether it lives in app.asar.unpacked instead. */
function asarFiles(archive: string): Map<string, { size: number; unpacked: boolean }> {
  const files = new Map<string, { size: number; unpacked: boolean }>()
  const walk = (entry: AsarEntry, path: string): void => {
    if (entry.files)
      for (const [name, child] of Object.entries(entry.files)) walk(child, path === '' ? name : `${path}/${name}`)
    else files.set(path, { size: entry.size ?? 0, unpacked: entry.unpacked === true })
  }
  walk(getRawHeader(archive).header as AsarEntry, '')
  return files
}

const packageOf = (path: string): string | null => path.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? null

let workDir: string
let linux: LinuxPackage
let archive: string
let packagingMs: number

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'sitetray-package-'))
  const started = performance.now()
  linux = await packageLinux(workDir)
  packagingMs = performance.now() - started
  archive = join(linux.unpackedDir, 'resources', 'app.asar')
}, 120_000)

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true })
})

describe('the packaged binary', () => {
  it('has its fuses set: runs only as SiteTray, from its own checked asar', async () => {
    expect(await readFuses(linux.executable)).toEqual(SITETRAY_FUSES)
  })
})

describe('app.asar', () => {
  it('carries the built app and the runtime dependencies, keytar unpacked, and nothing of the renderer toolchain', () => {
    const files = asarFiles(archive)
    for (const built of ['package.json', 'out/main/index.js', 'out/preload/index.js', 'out/renderer/index.html'])
      expect(files.has(built)).toBe(true)
    const packages = new Set([...files.keys()].map(packageOf).filter((name) => name !== null))
    for (const dependency of Object.keys(readPackageJson().dependencies)) expect(packages).toContain(dependency)
    for (const devOnly of [
      'vue',
      'pinia',
      '@vue/compiler-core',
      '@tanstack/vue-virtual',
      'electron',
      'electron-vite',
      'playwright-core',
    ])
      expect(packages).not.toContain(devOnly)
    // Sources, declarations and maps are left behind.
    expect([...files.keys()].filter((path) => /\.(ts|cts|mts|map)$/.test(path))).toEqual([])
    // The OS loads keytar's native module from a real file beside the asar.
    const native = [...files].filter(([path]) => path.endsWith('.node'))
    expect(native.map(([path, file]) => [path, file.unpacked])).toEqual([
      ['node_modules/keytar/build/Release/keytar.node', true],
    ])
    expect(statSync(`${archive}.unpacked/node_modules/keytar/build/Release/keytar.node`).isFile()).toBe(true)
  })

  // 7.96 MB with seven languages; fifteen add 1.4 MB of catalogs (main reads them all, the window one chunk each).
  it("stays small: under 10 MB (it was 24 MB with the renderer's packages as dependencies)", () => {
    const size = statSync(archive).size
    const byPart = new Map<string, number>()
    for (const [path, file] of asarFiles(archive)) {
      if (file.unpacked) continue
      const part = packageOf(path) ?? path.split('/').slice(0, 2).join('/')
      byPart.set(part, (byPart.get(part) ?? 0) + file.size)
    }
    const largest = [...byPart].sort((a, b) => b[1] - a[1]).slice(0, 6)
    console.info(
      `app.asar: ${(size / 1e6).toFixed(2)} MB, packaged in ${(packagingMs / 1000).toFixed(1)} s; largest parts: ${largest.map(([part, bytes]) => `${part} ${(bytes / 1e6).toFixed(2)} MB`).join(', ')}`,
    )
    expect(size).toBeLessThan(10_000_000)
  })
})

describe('what the Linux packages install', () => {
  it('the .desktop file is named after desktopName and claims the windows Electron gives that app id', () => {
    const { desktopName } = readPackageJson()
    for (const entry of [linux.debDesktopEntry, linux.appImageDesktopEntry]) {
      expect(entry.fileName).toBe(desktopName)
      expect(entry.content).toContain(`StartupWMClass=${desktopName.replace(/\.desktop$/, '')}\n`)
      expect(entry.content).toContain('Name=SiteTray\n')
      expect(entry.content).toContain('Icon=sitetray\n')
    }
    expect(linux.debFiles.has(`/usr/share/applications/${desktopName}`)).toBe(true)
  })

  it('the deb installs the app under /opt and its icon in every hicolor size', () => {
    expect(linux.debFiles.get('/opt/SiteTray')).toBe(`${linux.unpackedDir}/`)
    const icons = [...linux.debFiles.keys()].filter((path) => path.startsWith('/usr/share/icons/hicolor/')).sort()
    expect(icons).toEqual(
      ['16x16', '24x24', '32x32', '48x48', '64x64', '128x128', '256x256', '512x512']
        .map((size) => `/usr/share/icons/hicolor/${size}/apps/sitetray.png`)
        .sort(),
    )
  })

  it('the package says where its updates come from (GitHub releases)', () => {
    expect(parse(readFileSync(join(linux.unpackedDir, 'resources', 'app-update.yml'), 'utf8'))).toMatchObject({
      provider: 'github',
      updaterCacheDirName: 'sitetray-updater',
    })
  })
})

describe('the installed app', () => {
  let app: StandinApp | undefined
  let browser: Promise<Browser> | undefined

  afterAll(async () => {
    if (app && !app.standin.hasExited()) {
      app.quit()
      await app.exited
    }
    await app?.dispose()
    await (await browser)?.close()
  })

  it('starts from what the package holds, shows its tray, and runs the demo with the packaged keychain module', async () => {
    const installed = join(workDir, 'installed')
    // app.asar as it is, with app.asar.unpacked's files put back in place (keytar's native module).
    extractAll(archive, installed)
    expect(statSync(join(installed, 'node_modules', 'keytar', 'build', 'Release', 'keytar.node')).isFile()).toBe(true)

    const started = performance.now()
    app = await launchApp({
      appRoot: installed,
      userData: join(workDir, 'userData'),
      argv: ['--hidden'],
      timeoutMs: 10_000,
      browser: () =>
        (browser ??= import('playwright-core').then(({ chromium }) =>
          chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
        )),
    })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    const startMs = performance.now() - started
    expect(app.app.getName()).toBe('SiteTray')
    // The tray icon is the packaged image, at the height of a Linux panel.
    expect(tray.image.isEmpty()).toBe(false)
    expect(tray.image.getSize()).toEqual({ width: 24, height: 24 })

    // The demo keeps its key in the keychain: through keytar as the package carries it.
    tray.clickMenuItem(['Try the demo'])
    await app.waitForMenu((labels) => topLabels(labels).includes('maple-street-bakery.com'))
    console.info(`the installed app: ready to a tray menu in ${Math.round(startMs)} ms`)
  })
})
