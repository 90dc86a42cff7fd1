/**
 * The words the tray and the window both show live in src/shared/words.ts and nowhere else: a label
 * written again in a view or in the tray's menu is the start of two wordings (the privacy choices
 * once read Public, Private, Password in the tray and Private, Public, Password in the window).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CHOOSE_PASSWORD_LABEL,
  keyProblemLabel,
  PRIVACY_CHOICES,
  PRIVACY_HINTS,
  PRIVACY_LABELS,
  reviewConflictsLabel,
  serverVersionNote,
  SETTING_LABELS,
} from '../../src/shared/words'

const ROOT = join(import.meta.dirname, '..', '..')
const WORDS_FILE = 'src/shared/words.ts'
/** The embedded server's own pages (its login form) are the server's words, not SiteTray's. */
const NOT_SITETRAY_WORDS = 'src/main/sandbox/'
/** The catalogs hold every word by design (docs/architecture.md, "Languages"); words.ts reads them. */
const CATALOGS_DIR = 'src/shared/i18n/catalogs/'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|vue)$/.test(entry.name) ? [path] : []
  })
}

/** A file's code and text without its comments, which may name a label without showing it. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(^|[^:])\/\/[^\n]*/g, '$1')
}

const SOURCES = sourceFiles(join(ROOT, 'src'))
  .map((path) => ({ path: relative(ROOT, path), text: withoutComments(readFileSync(path, 'utf8')) }))
  .filter(({ path }) => path !== WORDS_FILE && !path.startsWith(NOT_SITETRAY_WORDS) && !path.startsWith(CATALOGS_DIR))

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Files that show `label` as text of their own: a string or template holding just it, or a template's text node. */
function filesWriting(label: string, sources: readonly { path: string; text: string }[] = SOURCES): string[] {
  // A short label counts where it is all of a string or of an element's text; a phrase wherever it appears.
  const pattern =
    label.split(' ').length >= 3 ? new RegExp(escape(label)) : new RegExp(`(['"\`>])\\s*${escape(label)}\\s*(['"\`<])`)
  return sources.filter(({ text }) => pattern.test(text)).map(({ path }) => path)
}

const LABELS = [
  ...Object.values(PRIVACY_LABELS),
  ...Object.values(PRIVACY_HINTS),
  CHOOSE_PASSWORD_LABEL,
  ...Object.values(SETTING_LABELS),
  ...(['refused', 'missing', 'keychain'] as const).map((state) => keyProblemLabel(state)!),
  serverVersionNote('A')!,
]

describe('the words the tray and the window share', () => {
  it('finds what it looks for: the scan sees a label written in a view', () => {
    expect(SOURCES.length).toBeGreaterThan(100)
    expect(new RegExp(`(['"\`>])\\s*Favorite\\s*(['"\`<])`).test('<h2>\n  Favorite\n</h2>')).toBe(true)
    // Every label now lives in the catalogs, so the scan is shown a view and a menu that write one themselves.
    const written = [
      { path: 'src/renderer/src/components/Example.vue', text: '<button>\n  Favorite\n</button>' },
      { path: 'src/main/tray/example.ts', text: "items.push({ label: 'Open in SiteTray' })" },
      { path: 'src/main/tray/other.ts', text: "items.push({ label: t('tray.website.open') })" },
    ]
    expect(filesWriting('Favorite', written)).toEqual(['src/renderer/src/components/Example.vue'])
    expect(filesWriting('Open in SiteTray', written)).toEqual(['src/main/tray/example.ts'])
  })

  it.each(LABELS)('"%s" is written only in src/shared/words.ts (through the catalogs)', (label) => {
    expect(filesWriting(label)).toEqual([])
  })

  it('says conflicts to review in one place: the tray and the status line build the line from it', () => {
    expect(reviewConflictsLabel(3)).toBe('3 conflicts — review')
    expect(SOURCES.filter(({ text }) => text.includes('— review')).map(({ path }) => path)).toEqual([])
  })

  it('offers every privacy choice once, from the widest audience to the narrowest', () => {
    expect(PRIVACY_CHOICES.map((value) => PRIVACY_LABELS[value])).toEqual(['Public', 'Password', 'Private'])
  })

  it("names the server's version only where it changes something for the user", () => {
    expect(serverVersionNote('B')).toBeNull()
    expect(serverVersionNote('A')).toMatch(/older version .*3\.1.*favorites/)
    expect(serverVersionNote('A')).not.toMatch(/variant|API [AB]\b/)
  })
})
