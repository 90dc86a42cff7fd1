/**
 * `npm start` on a fresh machine: the prestart step downloads Electron's binary when it is
 * missing, and when the download fails says what failed and how to get past it.
 * Electron's installer is replaced: in-process by a function, and as a real process by a fake
 * `electron` package whose install.js succeeds or fails like the real one.
 */
import { execFile } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it, vi } from 'vitest'
// @ts-expect-error -- a plain .mjs script with no type declarations; its exports are used as they are
import { ensureElectron, failureMessage } from '../../build/ensure-electron.mjs'

const run = promisify(execFile)
const VERSION = '45.4.1'
const folders: string[] = []

async function fakeElectron(options: {
  installed: boolean
  installer?: string
}): Promise<{ root: string; electronDir: string }> {
  const root = await mkdtemp(join(tmpdir(), 'sitetray-electron-'))
  folders.push(root)
  const electronDir = join(root, 'node_modules', 'electron')
  await mkdir(join(electronDir, 'dist'), { recursive: true })
  await writeFile(
    join(electronDir, 'package.json'),
    JSON.stringify({ name: 'electron', version: VERSION, main: 'index.js' }),
  )
  await writeFile(join(electronDir, 'index.js'), 'module.exports = "electron"\n')
  if (options.installed) await markInstalled(electronDir)
  if (options.installer) await writeFile(join(electronDir, 'install.js'), options.installer)
  return { root, electronDir }
}

async function markInstalled(electronDir: string): Promise<void> {
  await writeFile(join(electronDir, 'dist', 'version'), `v${VERSION}`)
  await writeFile(join(electronDir, 'path.txt'), 'electron')
  await writeFile(join(electronDir, 'dist', 'electron'), '#!/bin/sh\n')
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

describe('ensureElectron', () => {
  it('runs nothing when the binary is already there', async () => {
    const { electronDir } = await fakeElectron({ installed: true })
    const install = vi.fn()
    expect(ensureElectron({ electronDir, install, log: vi.fn() })).toBe(0)
    expect(install).not.toHaveBeenCalled()
  })

  it('runs the installer when the binary is missing, and goes on once it has downloaded it', async () => {
    const { electronDir } = await fakeElectron({ installed: false })
    const log = vi.fn()
    // Synchronous like the real installer run (spawnSync): the binary is there when it returns.
    const install = vi.fn((dir: string) => {
      writeFileSync(join(dir, 'dist', 'version'), `v${VERSION}`)
      writeFileSync(join(dir, 'path.txt'), 'electron')
      writeFileSync(join(dir, 'dist', 'electron'), '')
      return { status: 0, error: null, output: '' }
    })
    expect(ensureElectron({ electronDir, install, log })).toBe(0)
    expect(install).toHaveBeenCalledWith(electronDir)
    expect(log.mock.calls.flat().join('\n')).toContain(`Electron ${VERSION} is not downloaded yet`)
  })

  it('does not start when the installer says it succeeded but left no binary', async () => {
    const { electronDir } = await fakeElectron({ installed: false })
    const log = vi.fn()
    expect(
      ensureElectron({
        electronDir,
        install: () => ({ status: 0, error: null, output: '' }),
        log,
        env: {},
        nodeVersion: '22.12.0',
      }),
    ).toBe(1)
    expect(log.mock.calls.flat().join('\n')).toContain('SiteTray could not download Electron')
  })

  it('when the download fails: one message with what failed, the mirror and proxy settings and how to retry; exit code 1', async () => {
    const { electronDir } = await fakeElectron({ installed: false })
    const log = vi.fn()
    const code = ensureElectron({
      electronDir,
      install: () => ({
        status: 1,
        error: null,
        output: 'HTTPError: Response code 404 (Not Found)\n    at download (x.js:1:1)\n',
      }),
      log,
      env: {},
      nodeVersion: '22.12.0',
    })
    expect(code).toBe(1)
    const message = log.mock.calls.flat().join('\n')
    expect(message).toContain('the download failed (HTTPError: Response code 404 (Not Found))')
    expect(message).toContain('ELECTRON_MIRROR')
    expect(message).toContain('HTTPS_PROXY')
    expect(message).toContain('npx install-electron')
    expect(message).not.toContain('at download')
    expect(message).not.toContain('Electron uninstall')
  })

  it('names the Node version when it is older than the downloader supports, and a mirror that is set', () => {
    const message = failureMessage({
      version: VERSION,
      status: 1,
      error: null,
      output: 'TypeError: fetch failed',
      nodeVersion: '20.19.0',
      env: { ELECTRON_MIRROR: 'https://mirror.example/electron/' },
    })
    expect(message).toContain('Node 22.12 or later; this is Node 20.19.0')
    expect(message).toContain('ELECTRON_MIRROR is set to https://mirror.example/electron/')
  })
})

describe('the prestart script, run as npm runs it', () => {
  async function runScript(root: string): Promise<{ code: number; stderr: string }> {
    await mkdir(join(root, 'build'), { recursive: true })
    await copyFile(join(__dirname, '../../build/ensure-electron.mjs'), join(root, 'build', 'ensure-electron.mjs'))
    try {
      const { stderr } = await run(process.execPath, ['build/ensure-electron.mjs'], { cwd: root })
      return { code: 0, stderr }
    } catch (error) {
      const failed = error as { code: number; stderr: string }
      return { code: failed.code, stderr: failed.stderr }
    }
  }

  it("exits 0 after a successful download by Electron's installer", async () => {
    const { root } = await fakeElectron({
      installed: false,
      installer: `const fs = require('fs'); const p = require('path');
fs.writeFileSync(p.join(__dirname, 'dist', 'version'), 'v${VERSION}');
fs.writeFileSync(p.join(__dirname, 'path.txt'), 'electron');
fs.writeFileSync(p.join(__dirname, 'dist', 'electron'), '');`,
    })
    expect(await runScript(root)).toMatchObject({ code: 0 })
  })

  it("exits 1 with the message, not a stack trace, when Electron's installer fails", async () => {
    const { root } = await fakeElectron({
      installed: false,
      installer: "console.error(new TypeError('fetch failed').stack); process.exit(1)",
    })
    const { code, stderr } = await runScript(root)
    expect(code).toBe(1)
    expect(stderr).toContain('SiteTray could not download Electron 45.4.1')
    expect(stderr).toContain('(TypeError: fetch failed)')
    expect(stderr).not.toMatch(/^\s+at /m)
  })
})
