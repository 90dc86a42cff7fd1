/**
 * Launch at login on Linux: an XDG autostart entry, `$XDG_CONFIG_HOME/autostart/sitetray.desktop`,
 * that starts SiteTray with `--hidden` (macOS and Windows use Electron's login
 * items, see login-item.ts). Plain Node, tested against a temporary folder.
 */
import { mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { writeAtomically } from '../storage'
import { LANGUAGES } from '../../shared/i18n'
import { CATALOGS } from '../../shared/i18n/every-language'

export const HIDDEN_SWITCH = 'hidden'
export const AUTOSTART_FILE = 'sitetray.desktop'

/** Characters the Desktop Entry spec reserves in an Exec argument: such an argument must be quoted. */
const RESERVED = /[ \t\n"'\\><~|&;$*?#()`]/
/** Inside double quotes, these four are written with a backslash. */
const ESCAPED_IN_QUOTES = /["`$\\]/g

/** One argument of an Exec line: quoted when it holds a reserved character (or nothing), and a literal `%` as `%%`. */
function quoteExecArgument(argument: string): string {
  const quoted =
    argument === '' || RESERVED.test(argument)
      ? `"${argument.replace(ESCAPED_IN_QUOTES, (character) => `\\${character}`)}"`
      : argument
  return quoted.replace(/%/g, '%%')
}

/**
 * A value as a desktop file stores strings: a backslash, a newline, a tab, a carriage return and a
 * leading space escaped. The spec applies this after quoting, so a backslash inside a quoted Exec
 * argument ends up as four.
 */
function escapeValue(value: string): string {
  const escaped = value.replace(
    /[\\\n\t\r]/g,
    (character) => ({ '\\': '\\\\', '\n': '\\n', '\t': '\\t', '\r': '\\r' })[character]!,
  )
  return escaped.startsWith(' ') ? `\\s${escaped.slice(1)}` : escaped
}

/**
 * The entry's description in every language SiteTray speaks, as the Desktop Entry spec writes localized keys
 * (`Comment[pt_BR]`): the file outlives a change of language, and the desktop shows the one for its own locale.
 */
function commentLines(): Array<[string, string]> {
  return [
    ['Comment', CATALOGS.en.system.autostart.comment],
    ...LANGUAGES.filter((language) => language !== 'en').map((language): [string, string] => [
      `Comment[${language.replace('-', '_')}]`,
      CATALOGS[language].system.autostart.comment,
    ]),
  ]
}

/** The entry that starts `command` (the executable and its arguments) hidden, at login. */
export function desktopEntry(command: readonly string[]): string {
  const exec = [...command, `--${HIDDEN_SWITCH}`].map(quoteExecArgument).join(' ')
  const values: Array<[string, string]> = [
    ['Type', 'Application'],
    ['Name', 'SiteTray'],
    ...commentLines(),
    ['Exec', exec],
    ['Terminal', 'false'],
    ['X-GNOME-Autostart-enabled', 'true'],
  ]
  return ['[Desktop Entry]', ...values.map(([key, value]) => `${key}=${escapeValue(value)}`), ''].join('\n')
}

export interface Autostart {
  isEnabled(): Promise<boolean>
  setEnabled(enabled: boolean): Promise<void>
}

/** The entry in `dir`: `$XDG_CONFIG_HOME/autostart` (Electron's appData + /autostart on Linux). */
export function xdgAutostart(command: readonly string[], dir: string): Autostart {
  const path = join(dir, AUTOSTART_FILE)
  return {
    async isEnabled() {
      try {
        return (await readFile(path, 'utf8')).includes('[Desktop Entry]')
      } catch {
        return false
      }
    },
    async setEnabled(enabled) {
      if (!enabled) {
        await rm(path, { force: true })
        return
      }
      await mkdir(dir, { recursive: true })
      await writeAtomically(path, desktopEntry(command))
    },
  }
}
