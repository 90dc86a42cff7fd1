/**
 * A website's statistics password the user sets passes through main with the edit (the outbox keeps it in memory,
 * never on disk): the log keeps it out as it keeps out a key (base/log.ts), so a line that quotes it — a server's
 * answer repeating what it was sent, say — is written redacted.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { addLogSink, createLogger, keepOutOfLog, redactLogText } from '../../src/main/base/log'
import { startSandbox } from '../../src/main/sandbox'
import { startServices, tempDataDir } from '../support/services'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('a password the user set, in the log', () => {
  it('is written redacted once the editor has saved it', async () => {
    const data = await tempDataDir()
    cleanups.push(data.remove)
    const sandbox = await startSandbox()
    cleanups.push(() => sandbox.close())
    const { services } = await startServices(data.dir)
    cleanups.push(() => services.close())
    const lines: string[] = []
    cleanups.push(() => sink.dispose())
    const sink = addLogSink((_level, line) => lines.push(line))
    const log = createLogger('test')
    const password = 'Horse-Battery-7731'
    const quoting = `the service answered: ${password} was not what it expected`

    // Nothing yet says it is a secret: it does not look like one.
    log.warn(quoting)
    expect(lines.at(-1)).toContain(password)

    const account = await services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, label: 'Shop' })
    await services.sync.syncNow({ accountId: account.id })
    const outcome = await services.websites.update({
      accountId: account.id,
      websiteId: '4',
      patch: { privacy: 2, password },
    })
    expect(outcome.status).toBe('saved')
    expect(sandbox.control.list('B').find((row) => row.id === 4)).toMatchObject({ privacy: 2, password })

    log.warn(quoting)
    expect(lines.at(-1)).toBe('[test] the service answered: [redacted] was not what it expected')
    expect(lines.slice(1).join('\n')).not.toContain(password)
  })
})

describe('secrets inside one another', () => {
  it('leave no part of either in the line', () => {
    const key = 'key-0123-PASS-4567-long-enough'
    keepOutOfLog('PASS')
    keepOutOfLog(key)
    expect(redactLogText(`refused ${key}, and PASS alone`)).toBe('refused [redacted], and [redacted] alone')
    // A secret found inside "[redacted]" is not cut out again.
    keepOutOfLog('dact')
    expect(redactLogText(`${key} dact`)).toBe('[redacted] [redacted]')
  })
})
