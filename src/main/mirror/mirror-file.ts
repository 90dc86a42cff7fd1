/**
 * `<dir>/<accountId>/websites.json`, the mirror on disk, in its two formats:
 *
 *   1: { "version": 1, "websites": [Website, …], "sweep": { "completedAt": string | null } }
 *   2: { "version": 2, "sweep": {…}, "count": n, "lines": [string, …], "id": [string, …], … }
 *      the websites as columns, one list per field (website-columns.ts)
 *
 * Websites are in display order in both. Format 1 loaded 100,000 websites in 890 ms and held them
 * in 267 MB after start-up, both over the goals (bench/README.md, "The mirror's format"). A file in
 * format 1 is rewritten in format 2 when it is opened, in place: the new bytes are read back and
 * compared with every website before they replace the old file, so that a crash leaves one file or
 * the other, whole, and a format that lost a value would never replace the only copy of it (variant
 * A's favorites live nowhere else). If that fails, this start keeps writing format 1, and the next
 * start tries again.
 */
import type { Website } from '../../shared/website'
import type { Decoded, JsonFile, VerifiedWrite } from '../storage'
import type { ProblemListener, SweepState } from './types'
import { fromColumns, toColumns } from './website-columns'
import { decodeWebsite, sameWebsite } from './website-record'

export type MirrorFormat = 1 | 2
export const MIRROR_FORMAT: MirrorFormat = 2

export interface MirrorContent {
  websites: Website[]
  sweep: SweepState
  /** Websites left out because a value had the wrong type, or their id came twice. */
  dropped: number
}

/** The document written for these websites in `format`. */
export function encodeMirrorFile(websites: readonly Website[], sweep: SweepState, format: MirrorFormat): object {
  if (format === 1) return { version: 1, websites, sweep }
  return { version: 2, sweep, ...toColumns(websites) }
}

export function decodeMirrorFile(raw: unknown): Decoded<MirrorContent & { format: MirrorFormat }> {
  if (typeof raw !== 'object' || raw === null) return { ok: false, reason: 'not a JSON object' }
  const document = raw as Record<string, unknown>
  const sweep = decodeSweepState(document.sweep)
  if (document.version === 2) {
    const columns = fromColumns(document)
    if (!columns.ok) return columns
    return { ok: true, value: { websites: columns.websites, sweep, dropped: columns.dropped, format: 2 } }
  }
  if (document.version !== 1)
    return { ok: false, reason: `unsupported format version ${JSON.stringify(document.version)}` }
  const { websites } = document
  if (!Array.isArray(websites)) return { ok: false, reason: '"websites" is not a list' }
  const kept: Website[] = []
  const seen = new Set<string>()
  for (const candidate of websites) {
    const website = decodeWebsite(candidate)
    if (website === undefined || seen.has(website.id)) continue
    seen.add(website.id)
    kept.push(website)
  }
  return { ok: true, value: { websites: kept, sweep, dropped: websites.length - kept.length, format: 1 } }
}

/** A damaged sweep record only costs a fresh sweep, so it falls back to "never swept" instead of failing the file. */
function decodeSweepState(raw: unknown): SweepState {
  const completedAt = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).completedAt : undefined
  return { completedAt: typeof completedAt === 'string' ? completedAt : null }
}

export interface OpenedMirrorFile {
  content: MirrorContent
  /** The format the mirror is written in from now on. */
  format: MirrorFormat
}

/**
 * The mirror's content from `file`, the file moved to the current format first if it was older;
 * what went wrong on the way is reported, never thrown.
 */
export async function openMirrorFile(
  file: JsonFile,
  writeVerified: VerifiedWrite,
  onProblem: ProblemListener,
): Promise<OpenedMirrorFile> {
  const loaded = await file.load(decodeMirrorFile)
  if (loaded.status === 'corrupt')
    onProblem({ kind: 'corrupt-file', file: file.path, movedTo: loaded.movedTo, reason: loaded.reason })
  if (loaded.status === 'unreadable') onProblem({ kind: 'unreadable-file', file: file.path, reason: loaded.reason })
  if (loaded.status !== 'loaded')
    return { content: { websites: [], sweep: { completedAt: null }, dropped: 0 }, format: MIRROR_FORMAT }
  const { format, ...content } = loaded.value
  if (content.dropped > 0) onProblem({ kind: 'dropped-websites', file: file.path, count: content.dropped })
  if (format === MIRROR_FORMAT) return { content, format }
  try {
    return { content: await migrate(file.path, content, writeVerified), format: MIRROR_FORMAT }
  } catch (error) {
    onProblem({
      kind: 'not-migrated',
      file: file.path,
      error: error instanceof Error ? error : new Error(String(error)),
    })
    return { content, format }
  }
}

/** Rewrites the file in the current format; resolves with the content as read back from it. */
async function migrate(path: string, content: MirrorContent, writeVerified: VerifiedWrite): Promise<MirrorContent> {
  const text = JSON.stringify(encodeMirrorFile(content.websites, content.sweep, MIRROR_FORMAT))
  let readBack: MirrorContent | undefined
  await writeVerified(path, text, (written) => {
    const decoded = decodeMirrorFile(JSON.parse(written))
    if (!decoded.ok || decoded.value.format !== MIRROR_FORMAT || !sameContent(decoded.value, content)) return false
    readBack = { websites: decoded.value.websites, sweep: decoded.value.sweep, dropped: content.dropped }
    return true
  })
  // The websites as read back share each exclusion line among them: the smaller copy to keep.
  return readBack!
}

function sameContent(a: MirrorContent, b: MirrorContent): boolean {
  if (a.sweep.completedAt !== b.sweep.completedAt || a.websites.length !== b.websites.length) return false
  return a.websites.every((website, index) => sameWebsite(website, b.websites[index]!))
}
