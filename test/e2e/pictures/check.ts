/**
 * Whether the docs' pictures are the current app's: made by `npm run screenshots` from today's code,
 * each one linked from the docs, none linked that is not there. `npm test` asks (test/docs), and so
 * does the screenshot command once it has drawn them.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { linksIn, resolveLink, userDocs } from '../../docs/markdown-links'
import { currentHashes, PICTURE_GROUPS, PICTURES_DIR, PROJECT_ROOT, readManifest, type PictureGroup } from './sources'

const REMAKE = 'run `npm run screenshots` (docs/testing.md, "Pictures")'

/** The groups whose code changed since their pictures were made. */
export function staleGroups(hashes = currentHashes()): string[] {
  const manifest = readManifest()
  if (!manifest) return [`${PICTURES_DIR}/manifest.json is missing: ${REMAKE}`]
  return (Object.keys(PICTURE_GROUPS) as PictureGroup[]).flatMap((group) =>
    manifest.groups[group]?.hash === hashes[group]
      ? []
      : [
          `The ${group}'s pictures were made from other code than today's (${PICTURE_GROUPS[group].join(', ')} changed since): ${REMAKE}`,
        ],
  )
}

/** The pictures on disk, by file name. */
function picturesOnDisk(): string[] {
  const folder = join(PROJECT_ROOT, PICTURES_DIR)
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.png')) : []
}

/** Pictures the last run made that are gone, and pictures no run made (kept by hand, or from a view that went). */
export function unmadePictures(): string[] {
  const listed = Object.keys(readManifest()?.pictures ?? {})
  const onDisk = new Set(picturesOnDisk())
  return [
    ...listed.filter((name) => !onDisk.has(name)).map((name) => `${PICTURES_DIR}/${name} is missing: ${REMAKE}`),
    ...[...onDisk]
      .filter((name) => !listed.includes(name))
      .map(
        (name) =>
          `${PICTURES_DIR}/${name} was not made by \`npm run screenshots\`: delete it, or add its view to test/e2e/pictures/walks.ts`,
      ),
  ]
}

/** Every picture the docs show, by file name in PICTURES_DIR, with where each is linked. */
function linkedPictures(): Map<string, string[]> {
  const linked = new Map<string, string[]>()
  for (const file of userDocs())
    for (const link of linksIn(file)) {
      const resolved = resolveLink(link)
      if (!resolved?.file.startsWith(`${PICTURES_DIR}/`)) continue
      const name = resolved.file.slice(PICTURES_DIR.length + 1)
      linked.set(name, [...(linked.get(name) ?? []), `${link.from}:${link.line}`])
    }
  return linked
}

/** Pictures the docs link that do not exist, and pictures that no page shows. */
export function unlinkedOrMissing(): string[] {
  const linked = linkedPictures()
  const onDisk = new Set(picturesOnDisk())
  return [
    ...[...linked]
      .filter(([name]) => !onDisk.has(name))
      .map(([name, where]) => `${where.join(', ')} shows ${PICTURES_DIR}/${name}, which does not exist: ${REMAKE}`),
    ...[...onDisk]
      .filter((name) => !linked.has(name))
      .map(
        (name) =>
          `Nothing links ${PICTURES_DIR}/${name}: show it on the docs page its feature is described in, or in docs/screenshots.md`,
      ),
  ]
}

export function pictureProblems(hashes = currentHashes()): string[] {
  return [...staleGroups(hashes), ...unmadePictures(), ...unlinkedOrMissing()]
}
