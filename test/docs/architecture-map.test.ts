/**
 * docs/architecture.md is the map of src/: every folder is named in it by its path, so every file is
 * one hop away (its folder's row says what to open first), and every section that source comments
 * cite by name exists in it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT, sourceFiles } from '../support/source-graph'

const map = (): string => readFileSync(join(PROJECT_ROOT, 'docs/architecture.md'), 'utf8')

function foldersUnder(folder: string): string[] {
  const found: string[] = []
  for (const name of readdirSync(join(PROJECT_ROOT, folder))) {
    const path = join(folder, name)
    if (!statSync(join(PROJECT_ROOT, path)).isDirectory()) continue
    found.push(path.replaceAll('\\', '/'), ...foldersUnder(path))
  }
  return found
}

/**
 * The folders `text` does not name: by its path (`src/main/sync/outbox/`), or, for a folder of many
 * alike, by its parent with a placeholder (`src/shared/i18n/catalogs/<language>/`).
 */
export function unnamedFolders(folders: readonly string[], text: string): string[] {
  return folders.filter((folder) => {
    if (text.includes(`${folder}/`)) return false
    const parent = folder.slice(0, folder.lastIndexOf('/'))
    return !new RegExp(`${parent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/<[a-z-]+>/`).test(text)
  })
}

/** Comment text as one line, so that a section's name wrapped onto the next comment line is read whole. */
const oneLine = (code: string): string => code.replace(/\s*\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ')

describe('the architecture map', () => {
  it('tells a folder it names from one it does not', () => {
    const text = 'See `src/main/sync/` and `src/shared/i18n/catalogs/<language>/`.'
    expect(unnamedFolders(['src/main/sync', 'src/main/sync/outbox', 'src/shared/i18n/catalogs/fr'], text)).toEqual([
      'src/main/sync/outbox',
    ])
  })

  it('names every folder under src/', () => {
    expect(unnamedFolders(foldersUnder('src'), map())).toEqual([])
  })

  it('has every section a source comment cites', () => {
    const cited = new Set(
      sourceFiles('src').flatMap((file) =>
        [...oneLine(readFileSync(join(PROJECT_ROOT, file), 'utf8')).matchAll(/architecture\.md[,:]? "([^"]+)"/g)].map(
          (match) => match[1]!,
        ),
      ),
    )
    const headings = new Set([...map().matchAll(/^##+ (.+)$/gm)].map((match) => match[1]!.trim()))
    expect([...cited].filter((section) => !headings.has(section))).toEqual([])
  })

  it("describes a website's statistics", () => {
    expect(map()).toMatch(/^## A website's statistics$/m)
  })
})
