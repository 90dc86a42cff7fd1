/**
 * The journeys of test/journeys/journeys.ts in real Electron, and the packaged app's fuses read
 * back. Run by .github/workflows/ci.yml only (vitest.electron.config.mts, under xvfb-run on
 * Linux): Electron's binary cannot run where `npm test` runs, so vitest.config.mts leaves this
 * folder out.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readFuses, SITETRAY_FUSES } from '../journeys/fuses'
import { defineJourneys } from '../journeys/journeys'
import { electronDriver } from './electron-driver'

defineJourneys(electronDriver())

/** Where `electron-builder --dir` leaves this platform's packaged app. */
function packagedApp(): string {
  const dist = resolve(__dirname, '..', '..', 'dist')
  const candidates =
    process.platform === 'win32'
      ? [resolve(dist, 'win-unpacked', 'SiteTray.exe')]
      : process.platform === 'darwin'
        ? [resolve(dist, 'mac-arm64', 'SiteTray.app'), resolve(dist, 'mac', 'SiteTray.app')]
        : [resolve(dist, 'linux-unpacked', 'sitetray')]
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) throw new Error(`no packaged app: run electron-builder --dir first (looked for ${candidates.join(', ')})`)
  return found
}

describe('the packaged app', () => {
  it('has its fuses set: runs only as SiteTray, from its own checked asar', async () => {
    expect(await readFuses(packagedApp())).toEqual(SITETRAY_FUSES)
  })
})
