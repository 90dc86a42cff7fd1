/**
 * Reads the system refuses (EACCES, EIO, EBUSY), for files a test names: a test file mocks
 * `node:fs/promises` with `withFailingReads` —
 *   vi.mock('node:fs/promises', async (original) => (await import('./failing-reads')).withFailingReads(await
 * original())) — and says which file's reads fail with `failReads()`. Running as root, permissions cannot refuse.
 */
import { afterEach } from 'vitest'

const failing = new Map<string, string>()

type FsPromises = typeof import('node:fs/promises')

export function withFailingReads(original: FsPromises): FsPromises {
  const readFile = (async (path: Parameters<FsPromises['readFile']>[0], ...rest: unknown[]) => {
    const name = String(path).split(/[\\/]/).pop() ?? ''
    const code = failing.get(name)
    if (code) throw Object.assign(new Error(`${code}: simulated read failure, ${name}`), { code })
    return (original.readFile as (...args: unknown[]) => Promise<unknown>)(path, ...rest)
  }) as FsPromises['readFile']
  return { ...original, readFile, default: { ...original, readFile } } as FsPromises
}

/** Which file's reads fail, by its name; healed after each test. */
export function failReads(): { fail(name: string, code: string): void; heal(): void } {
  afterEach(() => failing.clear())
  return {
    fail: (name, code) => void failing.set(name, code),
    heal: () => failing.clear(),
  }
}
