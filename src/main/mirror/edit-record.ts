/**
 * Reading an edit back from the outbox: the shared schema's check (shared/sync.ts), and the
 * websites it holds — the one deleted, the server's record in a conflict — shown as people write
 * their domains. That is decided again on every read, like the mirror's websites: an edit stored by
 * an older SiteTray has no shown domain, or one shown under older rules.
 */
import { displayDomain } from '../base'
import { parseEdit, type Edit } from '../../shared/sync'
import type { Website } from '../../shared/website'

function shown(website: Website): Website {
  return { ...website, displayDomain: displayDomain(website.domain) }
}

/** The edit stored in `raw`, or undefined when it is not one. */
export function decodeEdit(raw: unknown): Edit | undefined {
  const edit = parseEdit(raw)
  if (edit?.kind === 'delete') return { ...edit, before: shown(edit.before) }
  if (edit?.conflict?.kind === 'changed') return { ...edit, conflict: { ...edit.conflict, theirs: shown(edit.conflict.theirs) } }
  return edit
}
