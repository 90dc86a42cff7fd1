/**
 * The built window (out/renderer) in the parts that cost differently: the first bundle — index.html and every file
 * it loads before the first paint (its script, the chunks that script imports, its style sheets) — each language's
 * catalog chunk (assets/languages/<tag>-<hash>.js, electron.vite.config.ts), loaded when that language is shown, and
 * the other chunks, loaded when the code asks for them. Sizes gzipped at level 9, one file at a time, as each is
 * fetched and parsed.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface BuiltFile {
  /** The path under out/renderer, with forward slashes. */
  name: string
  raw: number
  gzip: number
}

export interface RendererParts {
  first: BuiltFile[]
  /** Each language's chunk by its tag. */
  languages: Map<string, BuiltFile>
  later: BuiltFile[]
}

const LANGUAGE_CHUNK = /^assets\/languages\/(.+)-[\w-]{8}\.js$/

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

/** The files a page or a module names with a static import, a module preload, a script or a style sheet. */
function staticReferences(name: string, text: string): string[] {
  const patterns = name.endsWith('.html')
    ? [/<script[^>]*\ssrc="([^"]+)"/g, /<link[^>]*\shref="([^"]+)"/g]
    : // `import x from "./a.js"`, `import "./a.js"`, `export … from "./a.js"`; never `import("./a.js")`.
      [/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g]
  return patterns
    .flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!))
    .map((reference) => posix.normalize(posix.join(posix.dirname(name), reference)))
}

export function rendererParts(rendererDir: string): RendererParts {
  const files = new Map(
    filesUnder(rendererDir).map((path) => {
      const bytes = readFileSync(path)
      const name = relative(rendererDir, path).split(/[\\/]/).join('/')
      return [name, { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, text: bytes.toString() }]
    }),
  )
  if (!files.has('index.html')) throw new Error(`${rendererDir} has no index.html: build first`)
  const first = new Set<string>()
  const visit = (name: string): void => {
    if (first.has(name) || !files.has(name)) return
    first.add(name)
    if (/\.(html|js)$/.test(name)) for (const next of staticReferences(name, files.get(name)!.text)) visit(next)
  }
  visit('index.html')
  const strip = ({ name, raw, gzip }: BuiltFile): BuiltFile => ({ name, raw, gzip })
  const languages = new Map<string, BuiltFile>()
  const later: BuiltFile[] = []
  for (const file of files.values()) {
    if (first.has(file.name)) continue
    const language = LANGUAGE_CHUNK.exec(file.name)?.[1]
    if (language) languages.set(language, strip(file))
    else later.push(strip(file))
  }
  return { first: [...first].map((name) => strip(files.get(name)!)), languages, later }
}

export const totalGzip = (files: readonly BuiltFile[]): number => files.reduce((sum, file) => sum + file.gzip, 0)
