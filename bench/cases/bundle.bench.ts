/**
 * What the window downloads and parses when it opens: every file of the built renderer
 * (out/renderer), gzipped, against Vue's own production runtime gzipped, the floor any Vue
 * window pays.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { benchCase } from '../harness/case'
import { formatNumber } from '../harness/table'

const APP_ROOT = resolve(__dirname, '..', '..')
const RENDERER = join(APP_ROOT, 'out', 'renderer')
const VUE_RUNTIME = join(APP_ROOT, 'node_modules', 'vue', 'dist', 'vue.runtime.global.prod.js')
const KB = 1024
const GOAL_KB = 200

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

const gzipped = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length

benchCase({
  name: 'bundle',
  order: 70,
  title: 'the renderer bundle (out/renderer after a build), gzipped',
  baseline:
    "Vue's production runtime (vue.runtime.global.prod.js), gzipped: what any Vue window costs before its own code",
  needsBuild: true,
  async run(context) {
    const files = filesUnder(RENDERER).map((file) => ({
      name: relative(RENDERER, file),
      raw: readFileSync(file).length,
      gzip: gzipped(file),
    }))
    if (files.length === 0) throw new Error('out/renderer is empty: build first')
    const total = files.reduce((sum, file) => sum + file.gzip, 0)
    const raw = files.reduce((sum, file) => sum + file.raw, 0)
    const biggest = [...files].sort((a, b) => b.gzip - a.gzip).slice(0, 3)
    context.record({
      measure: `renderer, ${files.length} files, gzipped`,
      figure: { value: total / KB, unit: 'KB' },
      baseline: { value: gzipped(VUE_RUNTIME) / KB, unit: 'KB' },
      goal: { op: '<', value: GOAL_KB },
      detail: `${formatNumber(total)} bytes gzipped (level 9), ${formatNumber(raw)} raw; largest: ${biggest.map((file) => `${file.name} ${(file.gzip / KB).toFixed(1)} KB`).join(', ')}`,
    })
  },
})
