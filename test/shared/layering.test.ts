/**
 * The layering of src/ is a lint rule (eslint.config.mjs, `layering`): these
 * imports are what it exists to refuse — an upward import, `shared` reaching
 * into main, Electron below the glue — and what it must let through. Within a
 * layer, no files may import one another in a circle.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ESLint, type Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import vueParser from 'vue-eslint-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { importCircles, importGraph, sourceFiles } from '../support/source-graph'

const ROOT = join(import.meta.dirname, '..', '..')
let eslint: ESLint

beforeAll(async () => {
  const { layering, windowBridge } = (await import(pathToFileURL(join(ROOT, 'eslint.config.mjs')).href)) as {
    layering: Linter.Config
    windowBridge: Linter.Config
  }
  // The layering rules alone, without the type-aware rules, which need the file to exist in a tsconfig.
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      {
        files: ['**/*.vue'],
        languageOptions: { parser: vueParser, parserOptions: { parser: tseslint.parser, sourceType: 'module' } },
      },
      layering,
      windowBridge,
    ],
  })
})

/** The messages of `rule` (the layering rule unless told) for `code` as if it were the file at `path`. */
async function layeringProblems(path: string, code: string, rule = 'boundaries/dependencies'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) })
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message)
}

/** A view's or component's code: a `<script setup>` with these imports, showing what it imported. */
const vue = (imports: string, shown: string): string =>
  `<script setup lang="ts">\n${imports}\nconst shown = ${shown}\n</script>\n<template><p>{{ shown }}</p></template>\n`

describe('the layering rule', () => {
  it('fails an upward import: the API client importing the services', async () => {
    expect(
      await layeringProblems(
        'src/main/api/upward.ts',
        "import { createServices } from '../services'\nexport const up = createServices\n",
      ),
    ).toEqual([expect.stringContaining('from elements of type "api" to elements of type "services"')])
  })

  it('fails the updater reaching into the services', async () => {
    expect(
      await layeringProblems(
        'src/main/update/upward.ts',
        "import { createServices } from '../services'\nexport const up = createServices\n",
      ),
    ).toHaveLength(1)
  })

  it('fails the scheduler importing the sync engine, and the window importing main', async () => {
    expect(
      await layeringProblems(
        'src/main/scheduler/upward.ts',
        "import { AccountSync } from '../sync/account-sync'\nexport const up = AccountSync\n",
      ),
    ).toHaveLength(1)
    expect(
      await layeringProblems(
        'src/renderer/src/upward.ts',
        "import { createServices } from '../../main/services'\nexport const up = createServices\n",
      ),
    ).toHaveLength(1)
  })

  it('keeps src/shared to itself', async () => {
    expect(
      await layeringProblems(
        'src/shared/outward.ts',
        "import { errorText } from '../main/base'\nexport const out = errorText\n",
      ),
    ).toEqual([expect.stringContaining('from elements of type "shared" to elements of type "base"')])
  })

  it('keeps Electron to the glue and the preload, even as a type', async () => {
    expect(
      await layeringProblems('src/main/sync/electron.ts', "import { app } from 'electron'\nexport const up = app\n"),
    ).toEqual([expect.stringContaining('module source "electron"')])
    expect(
      await layeringProblems(
        'src/main/services/electron.ts',
        "import type { IpcMain } from 'electron'\nexport type Up = IpcMain\n",
      ),
    ).toHaveLength(1)
    expect(
      await layeringProblems(
        'src/main/update/electron.ts',
        "import { autoUpdater } from 'electron'\nexport const up = autoUpdater\n",
      ),
    ).toHaveLength(1)
  })

  it("keeps the window's layers in order: a store may not use a composable, nor lib a store", async () => {
    expect(
      await layeringProblems(
        'src/renderer/src/stores/upward.ts',
        "import { useTextSize } from '../composables/useTextSize'\nexport const up = useTextSize\n",
      ),
    ).toEqual([
      expect.stringContaining('from elements of type "window-stores" to elements of type "window-composables"'),
    ])
    expect(
      await layeringProblems(
        'src/renderer/src/lib/upward.ts',
        "import { useRouterStore } from '../stores/router'\nexport const up = useRouterStore\n",
      ),
    ).toHaveLength(1)
    // The view table is a view: a store that named it would import every view.
    expect(
      await layeringProblems(
        'src/renderer/src/stores/upward.ts',
        "import { VIEWS } from '../router/views'\nexport const up = VIEWS\n",
      ),
    ).toHaveLength(1)
  })

  it("keeps main's data to the data layer: a store may not read it, nor any other file reach the bridge", async () => {
    expect(
      await layeringProblems(
        'src/renderer/src/stores/upward.ts',
        "import { useServerData } from '../data/query'\nexport const up = useServerData\n",
      ),
    ).toEqual([expect.stringContaining('from elements of type "window-stores" to elements of type "window-data"')])
    // The data layer is beneath the window's own parts: it knows none of them.
    expect(
      await layeringProblems(
        'src/renderer/src/data/upward.ts',
        "import { useRouterStore } from '../stores/router'\nexport const up = useRouterStore\n",
      ),
    ).toHaveLength(1)
    expect(
      await layeringProblems(
        'src/renderer/src/features/websites/reach.ts',
        'export const reach = () => window.sitetray.websites.get({ accountId: "a", websiteId: "1" })\n',
        'no-restricted-syntax',
      ),
    ).toEqual([expect.stringContaining('Only src/renderer/src/data reaches the bridge')])
    expect(
      await layeringProblems(
        'src/renderer/src/data/reach.ts',
        'export const reach = () => window.sitetray\n',
        'no-restricted-syntax',
      ),
    ).toEqual([])
  })

  it('gives a view or a component props or composables, never a store or the data layer', async () => {
    expect(
      await layeringProblems(
        'src/renderer/src/features/websites/UpwardView.vue',
        vue("import { useRouterStore } from '../../stores/router'", 'useRouterStore().route'),
      ),
    ).toEqual([expect.stringContaining('not allowed in file of category "window-vue"')])
    expect(
      await layeringProblems(
        'src/renderer/src/components/UpwardField.vue',
        vue("import { useServerData } from '../data/query'", 'useServerData()'),
      ),
    ).toHaveLength(1)
    // The parts every view shares know no feature.
    expect(
      await layeringProblems(
        'src/renderer/src/components/UpwardField.vue',
        vue("import { useWebsites } from '../features/websites/useWebsites'", 'useWebsites()'),
      ),
    ).toHaveLength(1)
  })

  it("lets the window's layers reach down, and every part of it name places", async () => {
    expect(
      await layeringProblems(
        'src/renderer/src/features/websites/allowed.ts',
        "import { useServerData } from '../../data/query'\nimport { useRouterStore } from '../../stores/router'\nimport { useAccounts } from '../../composables/useAccounts'\nexport const ok = [useServerData, useRouterStore, useAccounts]\n",
      ),
    ).toEqual([])
    expect(
      await layeringProblems(
        'src/renderer/src/features/websites/AllowedRow.vue',
        vue(
          "import AppIcon from '../../components/AppIcon.vue'\nimport { useWebsites } from './useWebsites'\nimport { useNavigation } from '../../composables/useNavigation'",
          '[AppIcon, useWebsites(), useNavigation()]',
        ),
      ),
    ).toEqual([])
    expect(
      await layeringProblems(
        'src/renderer/src/stores/allowed.ts',
        "import { clock } from '../lib/clock'\nimport { routeOf } from '../router/routes'\nexport const ok = [clock, routeOf]\n",
      ),
    ).toEqual([])
  })

  it('lets through what the layers allow', async () => {
    expect(
      await layeringProblems(
        'src/main/shell/allowed.ts',
        "import { app } from 'electron'\nimport { createServices } from '../services'\nexport const ok = [app, createServices]\n",
      ),
    ).toEqual([])
    expect(
      await layeringProblems(
        'src/main/index.ts',
        "import { app } from 'electron'\nimport { startShell } from './shell/start-shell'\nexport const ok = [app, startShell]\n",
      ),
    ).toEqual([])
    expect(
      await layeringProblems(
        'src/main/services/allowed.ts',
        "import { z } from 'zod'\nimport { join } from 'node:path'\nimport { openMirror } from '../mirror'\nexport const ok = [z, join, openMirror]\n",
      ),
    ).toEqual([])
    expect(
      await layeringProblems(
        'src/renderer/src/allowed.ts',
        "import { CAPABILITIES } from '../../shared/website'\nexport const ok = CAPABILITIES\n",
      ),
    ).toEqual([])
  })
})

describe('import circles', () => {
  it('finds a circle, a type-only one included, and nothing in a tree without one', () => {
    const graph = importGraph(['src/shared/ipc-interfaces.ts'])
    expect(graph.get('src/shared/ipc-interfaces.ts')).toContain('src/shared/ipc-contract.ts')
    const circle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(importCircles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts']])
    expect(importCircles(new Map([['self.ts', ['self.ts']]]))).toEqual([['self.ts']])
    expect(importCircles(new Map([...circle, ['c.ts', []]]))).toEqual([])
  })

  it('are none in src: every file can be read after the files it imports', () => {
    expect(importCircles(importGraph(sourceFiles('src')))).toEqual([])
  })
})
