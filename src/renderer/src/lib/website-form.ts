/**
 * The website editor's model, kept apart from the view so that "send only
 * what changed" and the instant field checks are plain functions.
 * Multi-line fields are edited as text, one entry per line.
 */
import { normalizeDomain, normalizeLineList, validateExcludeIps, validateExcludeParams, PASSWORD_MAX_LENGTH, type FieldErrors } from '../../../shared/validation'
import type { Privacy, Variant, Website, WebsiteInput, WebsitePatch } from '../../../shared/website'

export interface WebsiteForm {
  privacy: Privacy
  /** Typed by the user; never filled from the website (servers never tell it). */
  password: string
  emailReports: boolean
  excludeBots: boolean
  excludeParams: string
  excludeIps: string
  favorite: boolean
}

/** The spec's defaults for a new website, sent explicitly (design.md §3). */
export function newWebsiteForm(): WebsiteForm {
  return { privacy: 1, password: '', emailReports: false, excludeBots: true, excludeParams: '', excludeIps: '', favorite: false }
}

export function formOf(website: Website): WebsiteForm {
  return {
    privacy: website.privacy,
    password: '',
    emailReports: website.emailReports,
    excludeBots: website.excludeBots,
    excludeParams: (website.excludeParams ?? []).join('\n'),
    excludeIps: website.excludeIps.join('\n'),
    favorite: website.favorite,
  }
}

/** The form with an edit's values in place: a refused edit, shown again for the user to correct. Its password is never kept. */
export function withValues(form: WebsiteForm, values: WebsitePatch): WebsiteForm {
  const next = { ...form }
  if (values.privacy !== undefined) next.privacy = values.privacy
  if (values.emailReports !== undefined) next.emailReports = values.emailReports
  if (values.excludeBots !== undefined) next.excludeBots = values.excludeBots
  if (values.excludeParams !== undefined) next.excludeParams = values.excludeParams.join('\n')
  if (values.excludeIps !== undefined) next.excludeIps = values.excludeIps.join('\n')
  if (values.favorite !== undefined) next.favorite = values.favorite
  return next
}

/**
 * What the form showed of the fields a patch changes, before the user
 * changed them. Main measures the server's value against it, so that a change
 * another device made while the form was open is a conflict, not overwritten.
 */
export function seenValues(shown: WebsiteForm, patch: WebsitePatch): WebsitePatch {
  const seen: WebsitePatch = {}
  if (patch.privacy !== undefined) seen.privacy = shown.privacy
  if (patch.emailReports !== undefined) seen.emailReports = shown.emailReports
  if (patch.excludeBots !== undefined) seen.excludeBots = shown.excludeBots
  if (patch.excludeIps !== undefined) seen.excludeIps = normalizeLineList(shown.excludeIps)
  return seen
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry === b[index])
}

export interface WebsiteChanges {
  /** For websites.update; empty when only the favorite changed. */
  patch: WebsitePatch
  /** For websites.favorite, when it changed (it has its own channel: variant A keeps favorites locally). */
  favorite?: boolean
}

/** Only the fields that differ from the website as the user saw it. */
export function changesOf(website: Website, form: WebsiteForm): WebsiteChanges {
  const patch: WebsitePatch = {}
  if (form.privacy !== website.privacy) patch.privacy = form.privacy
  if (form.privacy === 2 && form.password !== '') patch.password = form.password
  if (form.emailReports !== website.emailReports) patch.emailReports = form.emailReports
  if (form.excludeBots !== website.excludeBots) patch.excludeBots = form.excludeBots
  const params = normalizeLineList(form.excludeParams)
  // Unknown (null) and nothing typed: leave the server's list alone.
  if (!(website.excludeParams === null && params.length === 0) && !sameList(params, website.excludeParams ?? [])) patch.excludeParams = params
  const ips = normalizeLineList(form.excludeIps)
  if (!sameList(ips, website.excludeIps)) patch.excludeIps = ips
  return form.favorite !== website.favorite ? { patch, favorite: form.favorite } : { patch }
}

export function hasChanges(changes: WebsiteChanges): boolean {
  return Object.keys(changes.patch).length > 0 || changes.favorite !== undefined
}

/** The form's own checks, the same rules main applies; keyed like the contract's field errors. */
export function checkForm(form: WebsiteForm, options: { passwordRequired: boolean }): FieldErrors {
  const errors: FieldErrors = {}
  if (form.privacy === 2) {
    if (form.password.length > PASSWORD_MAX_LENGTH) errors.password = [`The password can be at most ${PASSWORD_MAX_LENGTH} characters long.`]
    else if (options.passwordRequired && form.password === '') errors.password = ['Enter a password for the statistics page.']
  }
  const params = validateExcludeParams(form.excludeParams)
  if (!params.ok) errors.excludeParams = [params.message]
  const ips = validateExcludeIps(form.excludeIps)
  if (!ips.ok) errors.excludeIps = [ips.message]
  return errors
}

export function checkDomain(domain: string, variant: Variant): FieldErrors {
  const checked = normalizeDomain(domain, variant)
  return checked.ok ? {} : { domain: [checked.message] }
}

/** A new website with every setting sent explicitly (real servers default privacy to Public otherwise). */
export function inputOf(domain: string, form: WebsiteForm): WebsiteInput {
  const input: WebsiteInput = {
    domain: domain.trim(),
    privacy: form.privacy,
    emailReports: form.emailReports,
    excludeBots: form.excludeBots,
    excludeParams: normalizeLineList(form.excludeParams),
    excludeIps: normalizeLineList(form.excludeIps),
    favorite: form.favorite,
  }
  if (form.privacy === 2) input.password = form.password
  return input
}
