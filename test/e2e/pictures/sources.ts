/**
 * What each group of pictures is drawn from, and a fingerprint of it. `npm run screenshots` records
 * the fingerprint beside the pictures (manifest.json); `npm test` computes it again and fails when
 * the code changed since, so a picture in the docs never shows a window that no longer exists.
 *
 * Hashing only, no browser: cheap enough for every `npm test`, on every platform CI runs it on.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

export const PROJECT_ROOT = join(__dirname, '..', '..', '..')

/** The folder the pictures and their manifest live in, from the project's root. */
export const PICTURES_DIR = 'docs/screenshots'
export const MANIFEST_FILE = `${PICTURES_DIR}/manifest.json`

/** The picture tooling itself: a changed walk or mock-up draws other pictures. */
const TOOLING = ['test/e2e/pictures']

/**
 * Per group, the files and folders whose change makes its pictures stale. The window's pictures show
 * the renderer, speaking the shared words and formats; the tray's are drawn from main's menu model,
 * which speaks the same words.
 */
export const PICTURE_GROUPS = {
  window: ['src/renderer', 'src/preload', 'src/shared', ...TOOLING],
  tray: ['src/main/tray', 'src/shared', ...TOOLING],
} as const satisfies Record<string, readonly string[]>

export type PictureGroup = keyof typeof PICTURE_GROUPS

/** Every file under the paths, as sorted project-relative paths with forward slashes; dotfiles left out. */
function filesUnder(paths: readonly string[]): string[] {
  const found: string[] = []
  const visit = (path: string): void => {
    const absolute = join(PROJECT_ROOT, path)
    if (statSync(absolute).isDirectory()) {
      for (const entry of readdirSync(absolute)) if (!entry.startsWith('.')) visit(join(path, entry))
    } else found.push(relative(PROJECT_ROOT, absolute).split(sep).join('/'))
  }
  for (const path of paths) visit(path)
  return [...new Set(found)].sort()
}

/**
 * A fingerprint of the group's files: their paths and contents. Line endings are read as LF, so that
 * a checkout that writes CRLF (git on Windows) fingerprints the same code the same way.
 */
export function sourceHash(group: PictureGroup): string {
  const hash = createHash('sha256')
  for (const file of filesUnder(PICTURE_GROUPS[group])) {
    const content = readFileSync(join(PROJECT_ROOT, file)).toString('latin1').replaceAll('\r\n', '\n')
    hash.update(`${file}\0${content.length}\0`)
    hash.update(content, 'latin1')
  }
  return hash.digest('hex')
}

export interface PictureManifest {
  /** Says to the reader what the file is. */
  about: string
  /** Per group: the paths it is drawn from and their fingerprint when the pictures were made. */
  groups: Record<PictureGroup, { sources: readonly string[]; hash: string }>
  /** Every picture the command made (file name in PICTURES_DIR) and its group. */
  pictures: Record<string, PictureGroup>
}

export function readManifest(): PictureManifest | null {
  try {
    return JSON.parse(readFileSync(join(PROJECT_ROOT, MANIFEST_FILE), 'utf8')) as PictureManifest
  } catch {
    return null
  }
}

export function makeManifest(pictures: Record<string, PictureGroup>, hashes: Record<PictureGroup, string>) {
  const groups = Object.fromEntries(
    (Object.keys(PICTURE_GROUPS) as PictureGroup[]).map((group) => [
      group,
      { sources: PICTURE_GROUPS[group], hash: hashes[group] },
    ]),
  ) as unknown as PictureManifest['groups']
  const sorted = Object.fromEntries(Object.entries(pictures).sort(([a], [b]) => a.localeCompare(b)))
  return {
    about: 'Written by `npm run screenshots`; checked by test/docs/pictures.test.ts (see docs/testing.md, "Pictures").',
    groups,
    pictures: sorted,
  } satisfies PictureManifest
}

export function currentHashes(): Record<PictureGroup, string> {
  return { window: sourceHash('window'), tray: sourceHash('tray') }
}
