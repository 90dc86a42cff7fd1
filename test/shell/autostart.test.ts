/** Launch at login on Linux: an XDG autostart entry that starts SiteTray hidden. */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
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

  it('describes SiteTray in each of its languages, for the desktop to show in its own', () => {
    const entry = desktopEntry(['/opt/sitetray/sitetray'])
    expect(entry).toMatch(/^Comment=Your websites in the system tray$/m)
    expect(entry).toMatch(/^Comment\[de\]=Ihre Websites im Systembereich der Leiste$/m)
    expect(entry).toMatch(/^Comment\[pt_BR\]=Seus sites na bandeja do sistema$/m)
    expect(entry).toMatch(/^Comment\[ar\]=مواقعك في علبة النظام$/m)
  })

  it('escapes a path with spaces, quotes, %, $, backticks and backslashes as the Desktop Entry spec asks', () => {
    const command = ['/home/Jo "JJ" O\'Neil/100% $HOME/a\\b`x`/sitetray', '--user-data-dir=/tmp/a b']
    const entry = desktopEntry(command)
    // Quoted (reserved characters), `"` `$` `\` and the backtick escaped in the quotes, then `\` escaped again as a
    // string value: four.
    expect(entry).toContain(
      'Exec="/home/Jo \\\\"JJ\\\\" O\'Neil/100%% \\\\$HOME/a\\\\\\\\b\\\\`x\\\\`/sitetray" "--user-data-dir=/tmp/a b" --hidden',
    )
    expect(execArguments(entry)).toEqual([...command, '--hidden'])
  })

  it('reads back, as a desktop reads it, as the very command it was given', () => {
    const argument = fc.string({ unit: fc.constantFrom(...'aZ09 \t\n"\'\\><~|&;$*?#()`%=./-_é'), maxLength: 12 })
    fc.assert(
      fc.property(fc.array(argument, { minLength: 1, maxLength: 4 }), (command) => {
        expect(execArguments(desktopEntry(command))).toEqual([...command, '--hidden'])
      }),
    )
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

/**
 * The Exec line's arguments as a desktop reads them (Desktop Entry spec 1.5, "The Exec key"): the
 * string value unescaped, then split on unquoted spaces with `\\"`, `\\\``, `\\$` and `\\\\` undone in
 * quotes, then `%%` read as `%`.
 */
function execArguments(entry: string): string[] {
  const raw = entry
    .split('\n')
    .find((line) => line.startsWith('Exec='))!
    .slice('Exec='.length)
  const value = raw.replace(
    /\\([sntr\\])/g,
    (_all, code: string) => ({ s: ' ', n: '\n', t: '\t', r: '\r', '\\': '\\' })[code]!,
  )
  const args: string[] = []
  let current: string | null = null
  let quoted = false
  for (let index = 0; index < value.length; index++) {
    const character = value[index]!
    if (quoted && character === '\\') current += value[++index]!
    else if (character === '"') {
      quoted = !quoted
      current ??= ''
    } else if (character === ' ' && !quoted) {
      if (current !== null) args.push(current)
      current = null
    } else current = (current ?? '') + character
  }
  if (current !== null) args.push(current)
  return args.map((argument) => argument.replace(/%%/g, '%'))
}
