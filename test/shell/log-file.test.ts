/**
 * The log a user can send (lifecycle/log-file.ts, base/log.ts): a file in the data folder that
 * only the user can read, without the keys SiteTray holds or any credential, with the errors
 * nobody handled, and that starts again once it grows too big, keeping the one before.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger, keepOutOfLog, redactLogText } from '../../src/main/base/log'
import { logFilePath, openLogFile, type LogFile } from '../../src/main/lifecycle/log-file'

const run = promisify(execFile)
const CHILD = resolve(__dirname, 'support', 'log-child.ts')
const folders: string[] = []
const open: LogFile[] = []
afterEach(async () => {
  for (const file of open.splice(0)) file.dispose()
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})
async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'sitetray-log-'))
  folders.push(folder)
  return folder
}

describe('the log file', () => {
  it("catches a rejection nobody handled, keeps the key out, and is the user's alone", async () => {
    const userData = await dataFolder()
    const key = 'k3y-0f-the-acc0unt-1234567890'
    const { stderr } = await run(process.execPath, ['--import', 'tsx', CHILD, userData, key])
    const text = await readFile(logFilePath(userData), 'utf8')
    expect(text).toMatch(/\[error\] +\[SiteTray\] a rejection nobody handled: Error: nobody waited for this\n\s+at /)
    expect(text).toMatch(/\[warn\] +\[accounts\] saving the key failed: the keychain refused \[redacted\]/)
    expect(text).not.toContain(key)
    expect(stderr).not.toContain(key)
    expect((await stat(logFilePath(userData))).mode & 0o777).toBe(0o600)
    expect((await stat(join(userData, 'logs'))).mode & 0o777).toBe(0o700)
  })

  it('starts again past its size, keeping the one before', async () => {
    const userData = await dataFolder()
    open.push(openLogFile(userData, { maxBytes: 2_000 }))
    const log = createLogger('sync')
    for (let n = 0; n < 60; n += 1) log.info(`sweep ${n} done`)
    expect((await readdir(join(userData, 'logs'))).sort()).toEqual(['main.log', 'main.old.log'])
    expect(await readFile(join(userData, 'logs', 'main.log'), 'utf8')).toContain('sweep 59 done')
    expect((await stat(logFilePath(userData))).size).toBeLessThan(2_000)
  })

  it('stops writing, and catching, once disposed', async () => {
    const userData = await dataFolder()
    const emitter = new (await import('node:events')).EventEmitter()
    const file = openLogFile(userData, { process: emitter })
    emitter.emit('uncaughtException', new Error('first'))
    file.dispose()
    expect(emitter.listenerCount('uncaughtException') + emitter.listenerCount('unhandledRejection')).toBe(0)
    createLogger('sync').info('after the end')
    const text = await readFile(logFilePath(userData), 'utf8')
    expect(text).toContain('Error: first')
    expect(text).not.toContain('after the end')
  })
})

describe('what the log never writes', () => {
  it.each([
    [
      'a Bearer token',
      'GET /api/v1/websites Authorization: Bearer abc.DEF-123',
      'GET /api/v1/websites Authorization: Bearer [redacted]',
    ],
    ['a password in a form body', 'privacy=2&password=hunter2&email=1', 'privacy=2&password=[redacted]&email=1'],
    ['a key in JSON', '{"apiKey": "abc123", "label": "Shop"}', '{"apiKey": "[redacted]", "label": "Shop"}'],
    ['an api_key parameter', '/stats?api_key=abc123&name=visitors', '/stats?api_key=[redacted]&name=visitors'],
  ])('%s', (_what, text, expected) => {
    expect(redactLogText(text)).toBe(expected)
  })

  it('a key SiteTray holds, wherever it appears', () => {
    keepOutOfLog('s3cret-key-of-shop')
    expect(redactLogText('the server said: unknown key s3cret-key-of-shop.')).toBe(
      'the server said: unknown key [redacted].',
    )
  })
})
