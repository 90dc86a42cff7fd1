/**
 * SiteTray's own update service, through electron-updater's real AppImageUpdater and GitHub
 * provider against GitHub releases served on loopback: found, downloaded and checked against its
 * sha512, offered as "Restart to update", and installed only after everything the user was told
 * is saved is on disk — then the new AppImage replaces the old one and starts. The service is the
 * same for every platform's updater; the AppImageUpdater is the one whose install runs here. (The
 * app itself does not let an AppImage update itself — nothing but that sha512 checks the
 * download: update-verification.test.ts.)
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startUpdates } from '../../src/main/update'
import { RESTART_TO_UPDATE, updateWords, type UpdateState } from '../../src/shared/update-state'
import { updateSupport } from '../../src/main/update/support'
import { createUpdateService, DAY_MS, type UpdateService } from '../../src/main/update/update-service'
import { serveGitHubReleases, sha512, type GitHubReleases } from './support/github-releases'
import { createLoopbackUpdater } from './support/loopback-updater'

const APPIMAGE = 'SiteTray-x86_64.AppImage'

/** A stand-in AppImage: a script that, when an update starts it, notes how it was started. */
const appImage = (version: string, marker: string): Buffer =>
  Buffer.from(
    `#!/bin/sh\n# SiteTray ${version}\nprintf '%s %s' "${version}" "$APPIMAGE_SILENT_INSTALL" > '${marker}'\n`,
  )

/** The kinds the service went through, each once per stretch (progress updates stay 'downloading'). */
function recordKinds(service: UpdateService): UpdateState['kind'][] {
  const kinds: UpdateState['kind'][] = []
  service.onDidChangeState((state) => {
    if (kinds.at(-1) !== state.kind) kinds.push(state.kind)
  })
  return kinds
}

/** Resolves with the first state (from now on) that satisfies `predicate`. */
function stateWhere(service: UpdateService, predicate: (state: UpdateState) => boolean): Promise<UpdateState> {
  return new Promise((resolve) => {
    const subscription = service.onDidChangeState((state) => {
      if (!predicate(state)) return
      subscription.dispose()
      resolve(state)
    })
  })
}

/** Resolves once `file` exists with content (fs.watch on its folder: no polling). */
function fileWritten(file: string, folder: string): Promise<string> {
  const read = (): string | null => {
    try {
      const text = readFileSync(file, 'utf8')
      return text === '' ? null : text
    } catch {
      return null
    }
  }
  return new Promise((resolve) => {
    const watcher = watch(folder, () => {
      const text = read()
      if (text === null) return
      watcher.close()
      resolve(text)
    })
    const text = read()
    if (text !== null) {
      watcher.close()
      resolve(text)
    }
  })
}

let folder: string
let releases: GitHubReleases
let service: UpdateService | undefined
const savedAppImage = process.env.APPIMAGE

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sitetray-update-'))
  releases = await serveGitHubReleases()
  // The running SiteTray 0.1.0, as an AppImage's runtime announces it.
  const installed = join(folder, APPIMAGE)
  writeFileSync(installed, appImage('0.1.0', join(folder, 'old-version-ran')))
  chmodSync(installed, 0o755)
  process.env.APPIMAGE = installed
})

afterEach(async () => {
  service?.dispose()
  service = undefined
  await releases.close()
  if (savedAppImage === undefined) delete process.env.APPIMAGE
  else process.env.APPIMAGE = savedAppImage
  rmSync(folder, { recursive: true, force: true })
})

describe('an update published on GitHub', () => {
  it('is found, downloaded and verified, offered as "Restart to update", and installed only once the pending writes are on disk', async () => {
    const marker = join(folder, 'new-version-ran')
    const update = appImage('0.2.0', marker)
    releases.publish({ version: '0.2.0', files: [{ name: APPIMAGE, data: update }] })
    const { updater, app } = createLoopbackUpdater(releases, '0.1.0', folder)
    let writesOnDisk!: () => void
    const pendingWrites = new Promise<void>((resolve) => (writesOnDisk = resolve))
    let beforeInstallCalls = 0
    service = createUpdateService({
      updater,
      beforeInstall: () => {
        beforeInstallCalls++
        return pendingWrites
      },
      restartApp: () => {
        throw new Error('the installer started: no fallback restart expected')
      },
    })
    const states = recordKinds(service)

    const ready = stateWhere(service, (state) => state.kind === 'ready')
    service.start()
    expect(await ready).toEqual({ kind: 'ready', version: '0.2.0' })
    expect(states).toEqual(['checking', 'downloading', 'ready'])
    expect(updateWords(service.state).action).toBe(RESTART_TO_UPDATE)
    // From the release the API names as latest, at GitHub's paths.
    expect(releases.requests).toEqual(
      expect.arrayContaining([
        '/sitetray/sitetray/releases.atom',
        '/api/v3/repos/sitetray/sitetray/releases/latest',
        '/sitetray/sitetray/releases/download/v0.2.0/latest-linux.yml',
        `/sitetray/sitetray/releases/download/v0.2.0/${APPIMAGE}`,
      ]),
    )

    // The user asks to restart while an edit is still on its way to the disk: nothing is installed yet.
    const restarting = service.restartToUpdate()
    expect(service.state).toEqual({ kind: 'restarting', version: '0.2.0' })
    await new Promise((resolve) => setImmediate(resolve))
    expect(beforeInstallCalls).toBe(1)
    expect(updater.installRequests).toEqual([])
    expect(readFileSync(process.env.APPIMAGE!)).not.toEqual(update)

    writesOnDisk()
    await restarting
    expect(updater.installRequests).toEqual([{ isSilent: true, isForceRunAfter: true }])
    // electron-updater's AppImage install: the verified download replaced the running file, in place, and was started.
    expect(sha512(readFileSync(process.env.APPIMAGE!))).toBe(sha512(update))
    expect(await fileWritten(marker, folder)).toBe('0.2.0 true')
    await new Promise((resolve) => setImmediate(resolve))
    expect(app.quits).toBe(1)
  })

  it('whose file does not match its sha512 is never offered, and the failure waits for the next check', async () => {
    const update = appImage('0.2.0', join(folder, 'never'))
    releases.publish({
      version: '0.2.0',
      files: [{ name: APPIMAGE, data: update }],
      claimedSha512: sha512(Buffer.from('something else')),
    })
    const { updater, log } = createLoopbackUpdater(releases, '0.1.0', folder)
    service = createUpdateService({
      updater,
      beforeInstall: () => Promise.resolve(),
      restartApp: () => undefined,
      now: () => 1_000,
    })
    const states = recordKinds(service)

    const settled = stateWhere(service, (state) => state.kind === 'idle')
    service.start()
    expect(await settled).toEqual({ kind: 'idle', lastCheck: { at: 1_000, outcome: 'failed' } })
    expect(states).toEqual(['checking', 'downloading', 'idle'])
    expect(log.join('\n')).toMatch(/sha512 checksum mismatch/)
    expect(updateWords(service.state)).toEqual({
      action: null,
      status: 'Could not check for updates; SiteTray tries again tomorrow.',
    })
    await service.restartToUpdate()
    expect(updater.installRequests).toEqual([])
  })

  it('that is the version already running leaves SiteTray as it is', async () => {
    releases.publish({ version: '0.1.0', files: [{ name: APPIMAGE, data: appImage('0.1.0', join(folder, 'never')) }] })
    const { updater } = createLoopbackUpdater(releases, '0.1.0', folder)
    service = createUpdateService({
      updater,
      beforeInstall: () => Promise.resolve(),
      restartApp: () => undefined,
      now: () => 2_000,
    })

    const settled = stateWhere(service, (state) => state.kind === 'idle')
    service.start()
    expect(await settled).toEqual({ kind: 'idle', lastCheck: { at: 2_000, outcome: 'up-to-date' } })
    expect(releases.requests).not.toContain(`/sitetray/sitetray/releases/download/v0.1.0/${APPIMAGE}`)
    expect(updateWords(service.state).status).toBe('SiteTray is up to date.')
  })
})

describe('in the background', () => {
  it('checks again a day later and finds the release published meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      releases.publish({
        version: '0.1.0',
        files: [{ name: APPIMAGE, data: appImage('0.1.0', join(folder, 'never')) }],
      })
      const { updater } = createLoopbackUpdater(releases, '0.1.0', folder)
      service = createUpdateService({ updater, beforeInstall: () => Promise.resolve(), restartApp: () => undefined })
      service.start()
      // The check start() began, to its end.
      await service.checkNow()
      expect(service.state).toMatchObject({ kind: 'idle', lastCheck: { outcome: 'up-to-date' } })

      releases.publish({
        version: '0.2.0',
        files: [{ name: APPIMAGE, data: appImage('0.2.0', join(folder, 'never')) }],
      })
      const ready = stateWhere(service, (state) => state.kind === 'ready')
      vi.advanceTimersByTime(DAY_MS - 1)
      expect(service.state.kind).toBe('idle')
      vi.advanceTimersByTime(1)
      expect(await ready).toEqual({ kind: 'ready', version: '0.2.0' })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('restarting to update', () => {
  async function readyService(restartApp: () => void, beforeInstall: () => Promise<void>) {
    releases.publish({ version: '0.2.0', files: [{ name: APPIMAGE, data: appImage('0.2.0', join(folder, 'never')) }] })
    const { updater, app } = createLoopbackUpdater(releases, '0.1.0', folder)
    service = createUpdateService({ updater, beforeInstall, restartApp, warn: () => undefined })
    const ready = stateWhere(service, (state) => state.kind === 'ready')
    service.start()
    await ready
    return { service, updater, app }
  }

  it('starts SiteTray again when the installer cannot run, rather than leave it without its tray', async () => {
    let restarts = 0
    // beforeInstall is the shell's close(), which disposes the app's parts, this service among them.
    const { service, updater, app } = await readyService(
      () => restarts++,
      () => Promise.resolve(service?.dispose()),
    )
    // The AppImage the app was started from is gone from under it.
    process.env.APPIMAGE = 'SiteTray-x86_64.AppImage'
    await service.restartToUpdate()
    expect(updater.installRequests).toHaveLength(1)
    expect(restarts).toBe(1)
    expect(app.quits).toBe(0)
  })

  it('does not install when the app cannot confirm that everything is on disk, and offers the restart again', async () => {
    const { service, updater } = await readyService(
      () => undefined,
      () => Promise.reject(new Error('the disk is full')),
    )
    await service.restartToUpdate()
    expect(updater.installRequests).toEqual([])
    expect(service.state).toEqual({ kind: 'ready', version: '0.2.0' })
  })
})

describe('a copy that does not update itself', () => {
  it.each([
    [
      { isPackaged: false, platform: 'win32' as const, env: {} },
      { kind: 'off', reason: 'development' },
    ],
    [
      { isPackaged: true, platform: 'linux' as const, env: {} },
      { kind: 'off', reason: 'package-manager' },
    ],
    [
      { isPackaged: true, platform: 'linux' as const, env: { APPIMAGE: '/home/me/Apps/SiteTray-x86_64.AppImage' } },
      { kind: 'off', reason: 'unavailable' },
    ],
  ])('%j is off and never asks the feed: %j', async (copy, state) => {
    const updates = await startUpdates({ ...copy, beforeInstall: () => Promise.resolve(), restartApp: () => undefined })
    expect(updates.state).toEqual(state)
    await updates.checkNow()
    expect(releases.requests).toEqual([])
    updates.dispose()
  })

  it.each([
    // Updates fail closed: an AppImage, and a Windows package naming no publisher, have nothing that checks the
    // download.
    [
      { isPackaged: true, platform: 'linux' as const, env: { APPIMAGE: '/home/me/Apps/SiteTray-x86_64.AppImage' } },
      { enabled: false, reason: 'unavailable' },
    ],
    [
      { isPackaged: true, platform: 'win32' as const, env: {} },
      { enabled: false, reason: 'unavailable' },
    ],
    [
      { isPackaged: true, platform: 'win32' as const, env: {}, publisherNames: ['SiteTray contributors'] },
      { enabled: true },
    ],
    [{ isPackaged: true, platform: 'darwin' as const, env: {} }, { enabled: true }],
    [
      { isPackaged: true, platform: 'linux' as const, env: {} },
      { enabled: false, reason: 'package-manager' },
    ],
    [
      { isPackaged: false, platform: 'linux' as const, env: { APPIMAGE: '/tmp/x.AppImage' } },
      { enabled: false, reason: 'development' },
    ],
  ])('%j: %j', (copy, support) => {
    expect(updateSupport(copy)).toEqual(support)
  })

  it('says where its updates come from instead of offering one', () => {
    expect(updateWords({ kind: 'off', reason: 'package-manager' })).toEqual({
      action: null,
      status: 'Updates come from your package manager.',
    })
    expect(updateWords({ kind: 'off', reason: 'development' })).toEqual({ action: null, status: null })
  })
})
