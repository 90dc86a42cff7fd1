/** Launch at login on Linux: an XDG autostart entry that starts SiteTray hidden. */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { desktopEntry, xdgAutostart } from '../../src/main/lifecycle/autostart'

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

describe('the autostart entry', () => {
  it('starts the app with --hidden, quoting what the Exec line needs quoted', () => {
    const entry = desktopEntry(['/opt/Site Tray/sitetray', '/home/me/100%/app'])
    expect(entry).toContain('[Desktop Entry]')
    expect(entry).toContain('Type=Application')
    expect(entry).toContain('Exec="/opt/Site Tray/sitetray" /home/me/100%%/app --hidden')
  })

  it('is written when turned on and removed when turned off', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'sitetray-autostart-')), 'autostart')
    folders.push(dir)
    const autostart = xdgAutostart(['/usr/bin/sitetray'], dir)
    expect(await autostart.isEnabled()).toBe(false)
    await autostart.setEnabled(true)
    expect(await autostart.isEnabled()).toBe(true)
    expect(await readFile(join(dir, 'sitetray.desktop'), 'utf8')).toContain('Exec=/usr/bin/sitetray --hidden')
    await autostart.setEnabled(false)
    expect(await autostart.isEnabled()).toBe(false)
    await autostart.setEnabled(false)
  })
})
