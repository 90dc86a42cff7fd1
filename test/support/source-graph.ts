/**
 * The source tree read the way the measures of the code's shape need it: its files, what each imports
 * (type-only imports included: a circle of types is still two files that cannot be understood apart),
 * and the circles among them. Read with the TypeScript compiler's own pre-processor, so an import is
 * found wherever the compiler would find it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

export const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..')

/** Every .ts and .vue file under `folder` (relative to the project), with forward slashes. */
export function sourceFiles(folder = 'src'): string[] {
  const found: string[] = []
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(ts|vue)$/.test(name)) found.push(relative(PROJECT_ROOT, path).replaceAll('\\', '/'))
    }
  }
  walk(join(PROJECT_ROOT, folder))
  return found.sort()
}

/** The code of a file as the compiler sees it: a .vue file's scripts, a .ts file whole. */
function codeOf(file: string): string {
  const text = readFileSync(join(PROJECT_ROOT, file), 'utf8')
  if (!file.endsWith('.vue')) return text
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n')
}

/** The project file a relative specifier names, or null for a package or a file outside the tree. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = join(dirname(from), specifier).replaceAll('\\', '/')
  const candidates = [base, `${base}.ts`, `${base}.d.ts`, `${base}/index.ts`, base.replace(/\.js$/, '.ts')]
  return candidates.find((file) => /\.(ts|vue)$/.test(file) && existsSync(join(PROJECT_ROOT, file))) ?? null
}

/** Each file's imports and re-exports of other project files. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(codeOf(file), true, true)
    const targets = importedFiles.map((imported) => resolveSpecifier(file, imported.fileName))
    graph.set(file, [...new Set(targets.filter((target): target is string => target !== null))])
  }
  return graph
}

/**
 * The import circles: each group of files that reach one another (Tarjan's strongly connected
 * components), its files sorted; a file importing itself counts.
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (file: string): void => {
    index.set(file, index.size)
    lowest.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!))
      } else if (onStack.has(target)) lowest.set(file, Math.min(lowest.get(file)!, index.get(target)!))
    }
    if (lowest.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(group.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return circles
}
