/** Every file SiteTray keeps is its user's alone, whatever the umask: files 0600, the folders it makes 0700. */
import { chmod, mkdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openJsonFile } from '../../src/main/storage'
import { useTempDir } from '../mirror/helpers'

const modeOf = async (path: string): Promise<number> => (await stat(path)).mode & 0o777

describe('the files SiteTray writes', () => {
  const temp = useTempDir()
  let umask = 0
  // The most open umask a system could have: nothing it allows may reach the files.
  beforeEach(() => (umask = process.umask(0)))
  afterEach(() => void process.umask(umask))

  it('are created readable by the user only, in folders only the user can enter', async () => {
    const path = join(temp.path, 'account', 'websites.json')
    await openJsonFile({ path }).write({ websites: [] })
    expect(await modeOf(path)).toBe(0o600)
    expect(await modeOf(join(temp.path, 'account'))).toBe(0o700)
  })

  it('so are the caches written without a sync', async () => {
    const path = join(temp.path, 'account', 'stats.json')
    await openJsonFile({ path, durable: false }).write({ days: [] })
    expect(await modeOf(path)).toBe(0o600)
  })

  it('and a file an older SiteTray left open to others is closed at its next write', async () => {
    await mkdir(join(temp.path, 'old'))
    const path = join(temp.path, 'old', 'settings.json')
    await writeFile(path, '{}')
    await chmod(path, 0o644)
    await openJsonFile({ path }).write({ theme: 'dark' })
    expect(await modeOf(path)).toBe(0o600)
  })
})
