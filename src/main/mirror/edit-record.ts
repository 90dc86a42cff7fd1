/**
 * Reading an edit back from the outbox: the shared schema's check (shared/sync.ts), and the
 * websites it holds — the one deleted, the server's record in a conflict — shown as people write
 * their domains. That is decided again on every read, like the mirror's websites: an edit stored by
 * an older SiteTray has no shown domain, or one shown under older rules.
 *
 * A statistics-page password never stays in an edit read here. The outbox stores every entry as
 * this reads it back (Outbox.storable), so a password that reached it — by a bug, or in a file an
 * older SiteTray wrote — is never written again: the edit keeps only that it had one
 * (`withheldPassword`), and asks for it again before it is sent.
 */
import { displayDomain } from '../base'
import { parseEdit, type Edit } from '../../shared/sync'
import type { Website } from '../../shared/website'

function shown(website: Website): Website {
  return { ...website, displayDomain: displayDomain(website.domain) }
}

/** The edit stored in `raw`, or undefined when it is not one; never with a password. */
export function decodeEdit(raw: unknown): Edit | undefined {
  const parsed = parseEdit(raw)
  const edit = parsed && withoutPassword(parsed)
  if (edit?.kind === 'delete') return { ...edit, before: shown(edit.before) }
  if (edit?.conflict?.kind === 'changed')
    return { ...edit, conflict: { ...edit.conflict, theirs: shown(edit.conflict.theirs) } }
  return edit
}

/** An empty password is a change of its own (none any more) and stays; any other is withheld. */
function withoutPassword(edit: Edit): Edit {
  if (edit.kind === 'delete') return edit
  const { password: _seen, ...base } = edit.kind === 'update' ? edit.base : {}
  if (edit.kind === 'update') {
    const { password, ...patch } = edit.patch
    const withheld = password !== undefined && password !== ''
    return { ...edit, base, patch: withheld ? patch : edit.patch, ...(withheld && { withheldPassword: true }) }
  }
  const { password, ...input } = edit.input
  return password !== undefined && password !== '' ? { ...edit, input, withheldPassword: true } : edit
}
