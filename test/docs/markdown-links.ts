/**
 * The links and pictures of the project's Markdown, and the anchors its headings make, as GitHub
 * renders them: enough to tell a reader's click that leads nowhere. Code (fenced blocks and `spans`)
 * is text, not links.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { PROJECT_ROOT } from '../e2e/pictures/sources'

export interface MarkdownLink {
  /** The file it is written in, project-relative. */
  from: string
  line: number
  /** As written: `docs/x.md#a-heading`, `#usage`, `screenshots/y.png`. */
  target: string
  picture: boolean
}

/** README.md and every Markdown file under docs/, project-relative with forward slashes. */
export function userDocs(): string[] {
  const found = ['README.md']
  const visit = (folder: string): void => {
    for (const entry of readdirSync(join(PROJECT_ROOT, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`
      if (entry.isDirectory()) visit(path)
      else if (entry.name.endsWith('.md')) found.push(path)
    }
  }
  visit('docs')
  return found.sort()
}

/** The file's lines with code blanked out, so that nothing in code is taken for a link or a heading. */
function proseLines(text: string): string[] {
  let fenced = false
  return text.split(/\r?\n/).map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced
      return ''
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length))
  })
}

const PATTERNS: Array<{ regex: RegExp; picture: boolean }> = [
  { regex: /!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, picture: true },
  { regex: /(?<!!)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, picture: false },
  { regex: /<img\b[^>]*\bsrc="([^"]+)"/g, picture: true },
  { regex: /<a\b[^>]*\bhref="([^"]+)"/g, picture: false },
  { regex: /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g, picture: false },
]

export function linksIn(file: string): MarkdownLink[] {
  const links: MarkdownLink[] = []
  proseLines(readFileSync(join(PROJECT_ROOT, file), 'utf8')).forEach((text, index) => {
    for (const { regex, picture } of PATTERNS)
      for (const match of text.matchAll(regex)) links.push({ from: file, line: index + 1, target: match[1]!, picture })
  })
  return links
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens (github-slugger's rule). */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*`]/g, '')
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor a file offers: its headings' (numbered -1, -2… when repeated) and explicit ids. */
export function anchorsIn(file: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of proseLines(readFileSync(join(PROJECT_ROOT, file), 'utf8'))) {
    const heading = line.match(/^#{1,6}\s+(.+?)\s*#*\s*$/)
    if (heading) {
      const base = slug(heading[1]!)
      const count = seen.get(base) ?? 0
      seen.set(base, count + 1)
      anchors.add(count === 0 ? base : `${base}-${count}`)
    }
    for (const id of line.matchAll(/<a\b[^>]*\b(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!)
  }
  return anchors
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i

/** The project-relative file a link points at (null for an address on the web), and its anchor if any. */
export function resolveLink(link: MarkdownLink): { file: string; anchor: string | null } | null {
  if (EXTERNAL.test(link.target)) return null
  const [path, anchor] = link.target.split('#', 2) as [string, string | undefined]
  const file =
    path === ''
      ? link.from
      : relative(PROJECT_ROOT, join(PROJECT_ROOT, dirname(link.from), decodeURI(path)))
          .split(sep)
          .join('/')
  return { file, anchor: anchor ?? null }
}

/** What is wrong with each link of the docs: a file that does not exist, an anchor its file does not have. */
export function brokenLinks(files: readonly string[] = userDocs()): string[] {
  const problems: string[] = []
  for (const file of files)
    for (const link of linksIn(file)) {
      const resolved = resolveLink(link)
      if (!resolved) continue
      const where = `${link.from}:${link.line}: ${link.target}`
      if (resolved.file.startsWith('..') || !existsSync(join(PROJECT_ROOT, resolved.file))) {
        problems.push(`${where} — no such file`)
        continue
      }
      if (resolved.anchor !== null && resolved.file.endsWith('.md') && !anchorsIn(resolved.file).has(resolved.anchor))
        problems.push(`${where} — ${resolved.file} has no heading with that anchor`)
    }
  return problems
}
