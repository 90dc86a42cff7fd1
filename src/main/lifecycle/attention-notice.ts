/**
 * What a desktop notification says when an edit needs the user while the
 * window is hidden: someone else changed the same field, the website is gone,
 * or the server refused the edit. Several at once (a replay after an outage)
 * make one notification, not a stack of them.
 */
import type { Navigation } from '../../shared/ipc-contract'
import type { Edit } from '../../shared/sync'

export interface Notice {
  title: string
  body: string
  navigation: Navigation
}

export interface NoticeSubject {
  accountId: string
  accountLabel: string
  edit: Edit
  /** The website's domain as the mirror knows it, when the edit does not carry it. */
  domain: string | null
}

const FIELD_NAMES: Record<string, string> = {
  privacy: 'statistics page privacy',
  emailReports: 'e-mail reports',
  excludeBots: 'bot exclusion',
  excludeIps: 'excluded IPs',
  favorite: 'favorite',
}

function domainOf(subject: NoticeSubject): string {
  const { edit } = subject
  if (edit.kind === 'create') return edit.input.domain
  if (edit.kind === 'delete') return edit.before.domain
  return subject.domain ?? 'a website'
}

function describe(subject: NoticeSubject): Pick<Notice, 'title' | 'body'> {
  const domain = domainOf(subject)
  const conflict = subject.edit.conflict
  if (conflict?.kind === 'changed') {
    const fields = conflict.fields.map((field) => FIELD_NAMES[field.field] ?? field.field)
    return { title: `${domain} was changed elsewhere`, body: `Someone changed the ${fields.join(' and ')} on the server too. Choose which value to keep.` }
  }
  if (conflict?.kind === 'deleted') return { title: `${domain} was deleted on the server`, body: 'Your change could not be sent. Open SiteTray to discard it.' }
  const reason = conflict?.kind === 'rejected' ? conflict.message : 'The server did not accept it.'
  return { title: `Your change to ${domain} was refused`, body: `${reason} Your values are kept in SiteTray.` }
}

export function noticeFor(subjects: readonly NoticeSubject[]): Notice | null {
  const [first] = subjects
  if (!first) return null
  if (subjects.length === 1) return { ...describe(first), navigation: { view: 'conflicts', accountId: first.accountId } }
  const accounts = new Set(subjects.map((subject) => subject.accountId))
  return {
    title: `${subjects.length} edits need your attention`,
    body: 'Some of your changes could not be saved as they were. Open SiteTray to review them.',
    navigation: accounts.size === 1 ? { view: 'conflicts', accountId: first.accountId } : { view: 'conflicts' },
  }
}
