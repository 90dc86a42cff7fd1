/**
 * The website form's four modes, and everything that differs between them — what the form starts from, what Save is
 * called and sends, where the form goes once its work is done — in this one place (useWebsiteForm.ts runs them):
 * - `create`: "New website";
 * - `create-again`: a new website the service refused, opened from Conflicts to correct and send in its place;
 * - `edit`: a website's settings;
 * - `edit-again`: a refused edit of them, opened to correct ("Edit again").
 * A form opened on a refused edit that is not waiting (any more) is the ordinary one of its kind.
 */
import { isolate, t, type MessageKey } from '../../../../shared/i18n'
import type { EditOutcome } from '../../../../shared/sync'
import type { FormDraft } from '../../../../shared/form-draft'
import type { FormSession, KeptDraft, SessionKind } from '../../lib/form-session'
import type { WebsiteInput, WebsitePatch } from '../../../../shared/website'
import { inputOf } from '../../lib/website-form'
import type { Notice, Route, WebsiteFocus } from '../../router/routes'
import type { useRouterStore } from '../../stores/router'
import type { Correction } from '../conflicts/useConflicts'
import type { RefusedEditState } from './useRefusedEdit'
import type { WebsiteFormRequests } from './useWebsiteFormRequests'

export type WebsiteFormMode =
  | { kind: 'create' }
  | { kind: 'create-again'; retryEditId: string }
  | { kind: 'edit'; websiteId: string; focus?: WebsiteFocus }
  | { kind: 'edit-again'; websiteId: string; retryEditId: string }

/** What a mode's steps work with (useWebsiteForm.ts gives them). */
export interface FormParts {
  session: FormSession
  refused: RefusedEditState
  requests: WebsiteFormRequests
  router: ReturnType<typeof useRouterStore>
  accountId(): string
  /** A save main answered "on its way": its end is said in the live region wherever the user is by then. */
  follow(editId: string): void
  /** The website again from main, into the form. */
  reload(): Promise<void>
}

/** What one Save sends: the mode decides, the form sends it (useWebsiteForm.ts). */
export type SaveRequest =
  | { kind: 'create'; input: WebsiteInput }
  | { kind: 'update'; websiteId: string; patch: WebsitePatch; seen?: WebsitePatch }
  /** A refused edit's correction, in its place (useRefusedEdit.ts). */
  | { kind: 'correction'; change: Correction; seen?: WebsitePatch }

export interface ModeRules {
  session: SessionKind
  /** The kind of refused edit the form may be opened on. */
  refusedKind: 'create' | 'update'
  /** The form its kept draft names, and that draft as main keeps it (`owner`: the account, the refused edit). */
  draftForm: 'new-website' | 'website'
  draft(kept: KeptDraft, owner: { accountId: string; retryEditId?: string }): FormDraft
  websiteId?: string
  retryEditId?: string
  /** Save's words, while the user edits and while it is on its way. */
  submit: { idle: MessageKey; busy: MessageKey }
  /** False for a corrected create: its favorite is already queued to follow it. */
  offersFavorite: boolean
  /** What the form is about, as the user knows it: a domain. */
  subject(parts: FormParts): string
  /** The website from main into the form; a new website has nothing to read. */
  load(parts: FormParts): Promise<void>
  /** One Save's request; null when there is nothing to send. */
  send(parts: FormParts): SaveRequest | null
  /** What the form does once main has taken the save. */
  sent(parts: FormParts, outcome: EditOutcome): Promise<void>
  /** Where the form goes once the user dropped its refused edit. */
  discarded(parts: FormParts): Promise<void>
  /** The same form, opened on one of its edits the service refused, for the user to correct. */
  again(accountId: string, editId: string): Route
  /** The mode the form is in while its refused edit is not waiting (not yet read, or gone). */
  ordinary?: ModeRules
}

export function modeRules(mode: WebsiteFormMode): ModeRules {
  switch (mode.kind) {
    case 'create':
      return { ...NEW_WEBSITE, submit: words('editor.newWebsite.add', 'editor.newWebsite.adding') }
    case 'create-again':
      return {
        ...NEW_WEBSITE,
        retryEditId: mode.retryEditId,
        submit: words('editor.newWebsite.tryAgain', 'editor.newWebsite.adding'),
        offersFavorite: false,
        send: sendCreateCorrection,
        ordinary: modeRules({ kind: 'create' }),
      }
    case 'edit':
      return { ...aWebsite(mode.websiteId), submit: words('editor.footer.save', 'editor.footer.saving') }
    case 'edit-again':
      return {
        ...aWebsite(mode.websiteId),
        retryEditId: mode.retryEditId,
        submit: words('editor.footer.sendAgain', 'editor.footer.sending'),
        send: sendUpdateCorrection,
        sent: (parts, outcome) => leaveCorrected(parts, outcome, mode.websiteId),
        ordinary: modeRules({ kind: 'edit', websiteId: mode.websiteId }),
      }
  }
}

const words = (idle: MessageKey, busy: MessageKey): ModeRules['submit'] => ({ idle, busy })

const NEW_WEBSITE: Omit<ModeRules, 'submit'> = {
  session: 'create',
  refusedKind: 'create',
  draftForm: 'new-website',
  draft: ({ domain, values }, owner) => ({ form: 'new-website', ...owner, domain: domain ?? '', values }),
  offersFavorite: true,
  subject: ({ session }) => session.domain.value.trim() || t('editor.newWebsite.subject'),
  load: async () => undefined,
  send: ({ session }) =>
    session.form.value ? { kind: 'create', input: inputOf(session.domain.value, session.form.value) } : null,
  sent: openCreated,
  discarded: leaveUncreated,
  again: (accountId, retryEditId) => ({ view: 'new-website', accountId, retryEditId }),
}

function aWebsite(websiteId: string): Omit<ModeRules, 'submit'> {
  return {
    session: 'edit',
    refusedKind: 'update',
    draftForm: 'website',
    draft: ({ values, shown }, owner) => ({ form: 'website', ...owner, websiteId, values, shown: shown ?? {} }),
    websiteId,
    offersFavorite: true,
    subject: ({ session }) => session.website.value?.displayDomain ?? t('editor.website.subject'),
    async load({ session, requests }) {
      const result = await requests.get(websiteId)
      if (result.ok) session.receive(result.data)
      else session.receive(null, result.error)
    },
    send: sendUpdate,
    sent: settleInPlace,
    discarded: (parts) => leaveDiscarded(parts, websiteId),
    again: (accountId, retryEditId) => ({ view: 'website', accountId, websiteId, retryEditId }),
  }
}

/** The refused create's correction in its place; the favorite already queued behind it stays as it is. */
function sendCreateCorrection({ session }: FormParts): SaveRequest | null {
  if (!session.form.value) return null
  const { favorite: _queuedAlready, ...correction } = inputOf(session.domain.value, session.form.value)
  return { kind: 'correction', change: correction }
}

/** Only what changed, with what the form showed of it: nothing at all when nothing did. */
function sendUpdate({ session }: FormParts): SaveRequest | null {
  const change = session.update()
  const website = session.website.value
  return change && website && Object.keys(change.patch).length > 0
    ? { kind: 'update', websiteId: website.id, ...change }
    : null
}

/**
 * The correction in the refused edit's place — the favorite with it, main puts it where favorites live — sent even
 * when nothing differs from the service any more (the refused edit then simply goes).
 */
function sendUpdateCorrection({ session }: FormParts): SaveRequest | null {
  const change = session.update()
  return change ? { kind: 'correction', change: change.patch, seen: change.seen } : null
}

const noticeOf = (outcome: EditOutcome, savedText: string): Notice =>
  outcome.status === 'saved' ? { text: savedText, tone: 'good' } : { text: outcome.message, tone: 'warning' }

/** Sent, kept for later or in Conflicts, the new website is taken care of: it opens at its tracking code, the next step. */
async function openCreated({ session, router, accountId, follow }: FormParts, outcome: EditOutcome): Promise<void> {
  session.commit()
  if (outcome.status === 'queued' && outcome.editId) follow(outcome.editId)
  const created = outcome.website
  if (!created) {
    await router.goTop({ view: 'websites', accountId: accountId() })
    return
  }
  const added = t('editor.newWebsite.added', { domain: isolate(created.displayDomain) })
  await router.go(
    { view: 'website', accountId: accountId(), websiteId: created.id, focus: 'tracking-code' },
    { replace: true, notice: noticeOf(outcome, `${added} ${t('tracking.newWebsite.next')}`) },
  )
}

/**
 * Sent or kept: the form shows the website as it now is; one on its way to the service is followed until it ends. A
 * conflict leaves the form as the user made it, kept in Conflicts.
 */
async function settleInPlace({ session, follow, reload }: FormParts, outcome: EditOutcome): Promise<void> {
  session.report(outcome)
  if (session.awaiting.value) follow(session.awaiting.value)
  if (outcome.status === 'conflict') return session.commit()
  // Cleared first: the draft keeps what the user typed over a newer record; a password sent is not sent again.
  if (session.form.value) session.form.value.password = ''
  if (outcome.website) session.adopt(outcome.website)
  else await reload()
}

/** The correction went in the refused edit's place: the same website, in an ordinary editor, with a word on it. */
async function leaveCorrected(parts: FormParts, outcome: EditOutcome, websiteId: string): Promise<void> {
  if (outcome.status === 'queued' && outcome.editId) parts.follow(outcome.editId)
  parts.session.commit()
  await toEditor(parts, websiteId, noticeOf(outcome, t('editor.refused.sentAgain')))
}

async function toEditor({ router, accountId }: FormParts, websiteId: string, notice: Notice): Promise<void> {
  // Back to the settings the correction was made in, not the statistics a website opens on.
  await router.go({ view: 'website', accountId: accountId(), websiteId, tab: 'settings' }, { replace: true, notice })
}

/** The refused create dropped, domain and all: the list, saying the website was not added. */
async function leaveUncreated({ session, router, accountId }: FormParts): Promise<void> {
  const text = t('editor.newWebsite.notAdded', { domain: isolate(session.domain.value.trim()) })
  await router.goTop({ view: 'websites', accountId: accountId() }, { notice: { text, tone: 'good' } })
}

/** The refused edit dropped: the website as the service has it — or the list, when it was deleted meanwhile. */
async function leaveDiscarded(parts: FormParts, websiteId: string): Promise<void> {
  if (parts.session.website.value)
    return toEditor(parts, websiteId, { text: t('editor.refused.discardedShown'), tone: 'good' })
  await parts.router.goTop(
    { view: 'websites', accountId: parts.accountId() },
    { notice: { text: t('editor.refused.discarded'), tone: 'good' } },
  )
}
