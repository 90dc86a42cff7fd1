/**
 * What a desktop notification says when an edit needs the user while the
 * window is hidden: someone else changed the same field, the website is gone,
 * or the server refused the edit. Several at once (a replay after an outage)
 * make one notification, not a stack of them.
 */
import { displayDomain } from '../base'
import type { Navigation } from '../../shared/ipc-contract'
import type { Edit } from '../../shared/sync'
import { formatList, t, tn } from '../../shared/i18n'
import { SETTING_NAMES } from '../../shared/words'

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

/** The website's name as people write it (münchen.de, not xn--mnchen-3ya.de), from whichever form is at hand. */
function domainOf(subject: NoticeSubject): string {
  const { edit } = subject
  const domain =
    edit.kind === 'create'
      ? edit.input.domain
      : edit.kind === 'delete'
        ? edit.before.domain
        : edit.conflict?.kind === 'changed'
          ? edit.conflict.theirs.domain
          : subject.domain
  return domain === null ? t('system.notice.aWebsite') : displayDomain(domain)
}

function describe(subject: NoticeSubject): Pick<Notice, 'title' | 'body'> {
  const domain = domainOf(subject)
  const conflict = subject.edit.conflict
  if (conflict?.kind === 'changed') {
    const fields = conflict.fields.map((field) => SETTING_NAMES[field.field])
    return {
      title: t('system.notice.changedTitle', { domain }),
      body: t('system.notice.changedBody', { fields: formatList(fields) }),
    }
  }
  if (conflict?.kind === 'deleted')
    return {
      title: t('system.notice.deletedTitle', { domain }),
      body: t('system.notice.deletedBody'),
    }
  // The server's own message is shown as it wrote it (docs/architecture.md, "Languages").
  const reason = conflict?.kind === 'rejected' ? conflict.message : t('system.notice.refusedReason')
  return { title: t('system.notice.refusedTitle', { domain }), body: t('system.notice.refusedBody', { reason }) }
}

export function noticeFor(subjects: readonly NoticeSubject[]): Notice | null {
  const [first] = subjects
  if (!first) return null
  if (subjects.length === 1)
    return { ...describe(first), navigation: { view: 'conflicts', accountId: first.accountId } }
  const accounts = new Set(subjects.map((subject) => subject.accountId))
  return {
    title: tn('system.notice.manyTitle', subjects.length),
    body: t('system.notice.manyBody'),
    navigation: accounts.size === 1 ? { view: 'conflicts', accountId: first.accountId } : { view: 'conflicts' },
  }
}
