/**
 * Updates fail closed: a copy of SiteTray installs only a download something has checked is
 * SiteTray's. On Windows that is the installer's Authenticode signature against the publisherName
 * in app-update.yml — without one electron-updater installs anything, so SiteTray does not update
 * itself; with one, a signature that could not be checked is a refusal. An AppImage has nothing
 * but the checksum its own release publishes, so it does not update itself.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { verifySignature } from 'electron-updater/out/windowsExecutableCodeSignatureVerifier'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { startUpdates, updateWords, type UpdateService, type UpdateState } from '../../src/main/update'
import { readPublisherNames } from '../../src/main/update/app-update-config'
import { createUpdateService } from '../../src/main/update/update-service'
import { failClosedSignatureCheck, type SignatureVerifier } from '../../src/main/update/windows-signature'
import { serveGitHubReleases, type GitHubReleases } from './support/github-releases'
import { createLoopbackNsisUpdater, writeAppUpdateConfig } from './support/loopback-updater'

const INSTALLER = 'SiteTray-Setup-0.2.0.exe'
/** An installer nobody signed. */
const unsigned = Buffer.from('MZ not signed by anyone\n')
const CANNOT_UPDATE = 'SiteTray cannot update itself: download new versions from its releases page.'

let folder: string
let releases: GitHubReleases
let service: UpdateService | undefined

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sitetray-verify-'))
  releases = await serveGitHubReleases()
  releases.publish({ version: '0.2.0', files: [{ name: INSTALLER, data: unsigned }] })
})

afterEach(async () => {
  service?.dispose()
  service = undefined
  await releases.close()
  rmSync(folder, { recursive: true, force: true })
})

const noRestart = { beforeInstall: () => Promise.resolve(), restartApp: () => undefined }

function settled(updates: UpdateService): Promise<UpdateState> {
  return new Promise((resolve) => {
    const subscription = updates.onDidChangeState((state) => {
      if (state.kind !== 'idle' && state.kind !== 'ready') return
      subscription.dispose()
      resolve(state)
    })
  })
}

describe('a Windows package whose app-update.yml names no publisher', () => {
  it.each([
    ['no publisherName', {}],
    ['an empty publisherName', { publisherName: [''] }],
  ])(
    '(%s) does not update itself: it never asks the feed, so nothing is downloaded or installed',
    async (_case, extras) => {
      writeAppUpdateConfig(releases, folder, extras)
      service = await startUpdates({
        isPackaged: true,
        platform: 'win32',
        env: {},
        resourcesPath: join(folder, 'resources'),
        ...noRestart,
      })
      expect(service.state).toEqual({ kind: 'off', reason: 'unavailable' })
      await service.checkNow()
      await service.restartToUpdate()
      expect(releases.requests).toEqual([])
      expect(updateWords(service.state)).toEqual({ action: null, status: CANNOT_UPDATE })
    },
  )

  it('nor does one without any app-update.yml', async () => {
    service = await startUpdates({
      isPackaged: true,
      platform: 'win32',
      env: {},
      resourcesPath: join(folder, 'resources'),
      ...noRestart,
    })
    expect(service.state).toEqual({ kind: 'off', reason: 'unavailable' })
    expect(releases.requests).toEqual([])
  })
})

describe('a Windows package that names its publisher', () => {
  it("refuses an installer whose signature could not be shown to be that publisher's: never offered, never installed", async () => {
    const { updater, log } = createLoopbackNsisUpdater(releases, '0.1.0', folder, {
      publisherName: ['SiteTray contributors'],
    })
    updater.verifyUpdateCodeSignature = failClosedSignatureCheck(verifySignature, updater.logger!)
    service = createUpdateService({ updater, ...noRestart, now: () => 5_000, warn: () => undefined })
    const outcome = settled(service)
    // The library's check runs `chcp 65001 >NUL & powershell.exe` through a shell: off Windows that
    // shell writes a file named NUL into the working folder (and PowerShell is not there).
    const cwd = process.cwd()
    process.chdir(folder)
    try {
      service.start()
      expect(await outcome).toEqual({ kind: 'idle', lastCheck: { at: 5_000, outcome: 'failed' } })
    } finally {
      process.chdir(cwd)
    }
    // Downloaded in full, then refused (ERR_UPDATER_INVALID_SIGNATURE).
    expect(releases.requests).toContain(`/sitetray/sitetray/releases/download/v0.2.0/${INSTALLER}`)
    expect(log.join('\n')).toMatch(/is not signed by the application owner/)
    await service.restartToUpdate()
    expect(updater.installRequests).toEqual([])
  })
})

describe("the signature check's answers", () => {
  const names = ['SiteTray contributors']
  const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined }
  const verifier =
    (verdict: string | null, warning?: string): SignatureVerifier =>
    (_names, _file, logger) => {
      if (warning) logger.warn(warning)
      return Promise.resolve(verdict)
    }

  it('a check the library skipped ("Ignoring signature validation") is a refusal, not a pass', async () => {
    const check = failClosedSignatureCheck(
      verifier(
        null,
        'Cannot execute ConvertTo-Json: spawn ENOENT. Ignoring signature validation due to unsupported powershell version.',
      ),
      quietLog,
    )
    expect(await check(names, 'C:\\update.exe')).toMatch(/^the signature could not be checked/)
  })

  it("a signature that matched passes, one that did not is refused with the library's reason", async () => {
    expect(await failClosedSignatureCheck(verifier(null), quietLog)(names, 'C:\\update.exe')).toBeNull()
    expect(
      await failClosedSignatureCheck(verifier('signed with incorrect certificate'), quietLog)(names, 'C:\\update.exe'),
    ).toBe('signed with incorrect certificate')
  })

  it('no publisher names at all is a refusal, whatever the library would say', async () => {
    let asked = false
    const check = failClosedSignatureCheck(() => ((asked = true), Promise.resolve(null)), quietLog)
    expect(await check([], 'C:\\update.exe')).toMatch(/no publisher name/)
    expect(asked).toBe(false)
  })
})

describe('an AppImage', () => {
  it('does not update itself: the only check of its download is a checksum from the same release', async () => {
    service = await startUpdates({
      isPackaged: true,
      platform: 'linux',
      env: { APPIMAGE: join(folder, 'SiteTray-x86_64.AppImage') },
      ...noRestart,
    })
    expect(service.state).toEqual({ kind: 'off', reason: 'unavailable' })
    await service.checkNow()
    expect(releases.requests).toEqual([])
    expect(updateWords(service.state).status).toBe(CANNOT_UPDATE)
  })
})

describe("app-update.yml's publisherName, as the app reads it", () => {
  const read = (config: unknown): Promise<string[]> => {
    const resources = join(folder, 'read')
    mkdirSync(resources, { recursive: true })
    writeFileSync(join(resources, 'app-update.yml'), typeof config === 'string' ? config : stringify(config))
    return readPublisherNames(resources)
  }

  it('a list or a single name', async () => {
    expect(
      await read({ provider: 'github', publisherName: ['SiteTray contributors', 'CN=SiteTray, O=SiteTray'] }),
    ).toEqual(['SiteTray contributors', 'CN=SiteTray, O=SiteTray'])
    expect(await read({ provider: 'github', publisherName: 'SiteTray contributors' })).toEqual([
      'SiteTray contributors',
    ])
  })

  it('none when missing, null, blank, not text, or the file is not YAML', async () => {
    expect(await read({ provider: 'github' })).toEqual([])
    expect(await read({ provider: 'github', publisherName: null })).toEqual([])
    expect(await read({ provider: 'github', publisherName: ['ok', ' '] })).toEqual([])
    expect(await read({ provider: 'github', publisherName: [42] })).toEqual([])
    expect(await read('publisherName: [unclosed')).toEqual([])
    expect(await readPublisherNames(undefined)).toEqual([])
  })
})
