/**
 * What the window downloads and parses when it opens — the first bundle: index.html and every file it loads before
 * the first paint, English's catalog among them — against Vue's own production runtime gzipped, the floor any Vue
 * window pays; and, apart, what a switch to another language fetches: that language's chunk, loaded when it is
 * shown (test/support/renderer-bundle.ts tells the parts apart).
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { benchCase } from '../harness/case'
import { formatNumber } from '../harness/table'
import { rendererParts, totalGzip, type BuiltFile } from '../../test/support/renderer-bundle'

const APP_ROOT = resolve(__dirname, '..', '..')
const RENDERER = join(APP_ROOT, 'out', 'renderer')
const VUE_RUNTIME = join(APP_ROOT, 'node_modules', 'vue', 'dist', 'vue.runtime.global.prod.js')
const KB = 1024
const FIRST_GOAL_KB = 150

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`
const listed = (files: readonly BuiltFile[]): string =>
  [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => `${file.name} ${kb(file.gzip)}`)
    .join(', ')

benchCase({
  name: 'bundle',
  order: 70,
  title: 'the renderer bundle (out/renderer after a build), gzipped: the first bundle, and each language apart',
  baseline:
    "Vue's production runtime (vue.runtime.global.prod.js), gzipped: what any Vue window costs before its own code",
  needsBuild: true,
  async run(context) {
    const { first, languages, later } = rendererParts(RENDERER)
    const vue = { value: gzipSync(readFileSync(VUE_RUNTIME), { level: 9 }).length / KB, unit: 'KB' as const }
    const firstBytes = totalGzip(first)
    context.record({
      measure: `first bundle (English included), ${first.length} files, gzipped`,
      figure: { value: firstBytes / KB, unit: 'KB' },
      baseline: vue,
      goal: { op: '<', value: FIRST_GOAL_KB },
      detail: `${formatNumber(firstBytes)} bytes gzipped (level 9), ${formatNumber(first.reduce((sum, file) => sum + file.raw, 0))} raw: ${listed(first)}`,
    })
    // English is in the first bundle; its entry in the languages folder only re-exports it.
    const others = [...languages].filter(([language]) => language !== 'en')
    if (others.length === 0) throw new Error('no language chunk in out/renderer/assets/languages: is the build split?')
    const largest = Math.max(...others.map(([, file]) => file.gzip))
    context.record({
      measure: `a language loaded when shown (largest of ${others.length}), gzipped`,
      figure: { value: largest / KB, unit: 'KB' },
      baseline: null,
      goal: null,
      detail: `${others.map(([language, file]) => `${language} ${kb(file.gzip)}`).join(', ')}; all ${others.length} together ${kb(totalGzip(others.map(([, file]) => file)))}`,
    })
    const rest = [...later, ...first, ...others.map(([, file]) => file)]
    context.record({
      measure: `everything in out/renderer, ${rest.length + 1} files, gzipped`,
      figure: { value: (totalGzip(rest) + (languages.get('en')?.gzip ?? 0)) / KB, unit: 'KB' },
      baseline: vue,
      goal: null,
      detail: later.length > 0 ? `loaded when asked for, besides the languages: ${listed(later)}` : undefined,
    })
  },
})
