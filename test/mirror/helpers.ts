import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import { writeAtomically, type AtomicWrite } from '../../src/main/storage'
import { displayDomain } from '../../src/main/base/display-domain'
import { decodeMirrorFile } from '../../src/main/mirror/mirror-file'
import type { Website } from '../../src/shared/website'

export const ACCOUNT = '3f2b8c4e-9a1d-4e6f-8b7a-0c5d2e1f4a9b'

/** A fresh folder under the OS temp dir for each test, removed after it. */
export function useTempDir(): { readonly path: string } {
  const holder = { path: '' }
  beforeEach(async () => {
    holder.path = await mkdtemp(join(tmpdir(), 'sitetray-mirror-'))
  })
  afterEach(async () => {
    await rm(holder.path, { recursive: true, force: true })
  })
  return holder
}

export function website(n: number, overrides: Partial<Website> = {}): Website {
  return {
    id: String(n),
    domain: `site-${n}.example.com`,
    displayDomain: displayDomain(overrides.domain ?? `site-${n}.example.com`),
    privacy: (n % 3) as Website['privacy'],
    hasPassword: n % 3 === 2,
    emailReports: n % 2 === 0,
    excludeBots: true,
    excludeParams: n % 4 === 0 ? null : ['utm_source', 'fbclid'],
    excludeIps: n % 5 === 0 ? [] : ['192.168.1.0/24', '2001:db8::1'],
    favorite: n % 7 === 0,
    favoritedAt: n % 7 === 0 ? '2024-02-01T09:00:00.000Z' : null,
    createdAt: '2023-05-01T10:00:00.000Z',
    updatedAt: '2024-06-01T10:00:00.000Z',
    ...overrides,
  }
}

export function websites(from: number, count: number): Website[] {
  return Array.from({ length: count }, (_, index) => website(from + index))
}

/** The real atomic writer, counting its calls and remembering what each wrote. */
export function countingWriter(): { write: AtomicWrite; readonly writes: string[] } {
  const writes: string[] = []
  return {
    writes,
    write: async (path, data) => {
      writes.push(data)
      await writeAtomically(path, data)
    },
  }
}

export function errnoError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: simulated`), { code })
}

/** One turn of the event loop: room for anything else that is ready to run. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** The websites a mirror file holds, read with the app's own decoder (whatever its format), and its format. */
export async function mirrorOnDisk(
  path: string,
): Promise<{ format: number; websites: Website[]; completedAt: string | null }> {
  const decoded = decodeMirrorFile(JSON.parse(await readFile(path, 'utf8')))
  if (!decoded.ok) throw new Error(`${path} does not read as a mirror: ${decoded.reason}`)
  return {
    format: decoded.value.format,
    websites: decoded.value.websites,
    completedAt: decoded.value.sweep.completedAt,
  }
}

/** A mirror file in format 1, as SiteTray wrote it before format 2. */
export async function writeFormat1(
  path: string,
  stored: readonly unknown[],
  completedAt: string | null = null,
): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, JSON.stringify({ version: 1, websites: stored, sweep: { completedAt } }))
}
