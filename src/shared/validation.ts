/**
 * Field rules shared by the forms (renderer) and by main, so that a value the
 * form accepts is a value the client will send, and vice versa. The rule of
 * each setting is its schema in website-schema.ts; what is checked here is
 * what involves more than one field or the variant.
 */
import { z } from 'zod'
import { isRecord, normalizeDomain, type FieldErrors } from './field-values'
import { isolate, t } from './i18n'
import type { Variant } from './website'
import { profileOf } from './variant-profile'
import { inputSchema, patchSchema, SETTING_FIELDS, type WebsiteInput, type WebsitePatch } from './website-schema'

export {
  isIpOrCidr,
  isRecord,
  isValidHost,
  normalizeDomain,
  normalizeLineList,
  PASSWORD_MAX_LENGTH,
  toWireLines,
  validateExcludeIps,
  validateExcludeParams,
  type Checked,
  type FieldErrors,
} from './field-values'
export { validateListQuery } from './list-query'

function addError(errors: FieldErrors, field: string, message: string): void {
  ;(errors[field] ??= []).push(message)
}

/** Fields nobody knows are a caller's mistake: sending them would silently do nothing. */
function checkKnownFields(value: Record<string, unknown>, known: readonly string[], errors: FieldErrors): void {
  for (const key of Object.keys(value))
    if (!known.includes(key) && value[key] !== undefined)
      addError(errors, key, t('editor.checks.unknownField', { field: isolate(key) }))
}

/** Each field's own rule, from the schema; fields without a rule are left to checkKnownFields. */
function checkFields(schema: z.ZodObject, value: Record<string, unknown>, errors: FieldErrors): void {
  const parsed = schema.safeParse(value)
  if (parsed.success) return
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && !(errors[field] ?? []).includes(issue.message))
      addError(errors, field, issue.message)
  }
}

function checkVariant(fields: WebsitePatch, variant: Variant, errors: FieldErrors): void {
  if (typeof fields.favorite === 'boolean' && profileOf(variant).favoritesLiveHere) {
    addError(errors, 'favorite', t('editor.checks.favoritesLocal'))
  }
}

function checkPassword(fields: WebsitePatch, required: boolean, errors: FieldErrors): void {
  if (errors.password) return
  const privacy = fields.privacy ?? (required ? 1 : undefined)
  if (privacy === 2 && (fields.password === '' || (required && fields.password === undefined)))
    addError(errors, 'password', t('editor.checks.passwordRequired'))
}

/** Field errors of a new website, keyed by WebsiteInput field; empty when it can be sent. */
export function validateWebsiteInput(input: WebsiteInput, variant: Variant): FieldErrors {
  if (!isRecord(input as unknown)) return { input: [t('editor.checks.inputNeedsDomain')] }
  const errors: FieldErrors = {}
  checkKnownFields(input as unknown as Record<string, unknown>, ['domain', ...SETTING_FIELDS], errors)
  checkFields(inputSchema, input as unknown as Record<string, unknown>, errors)
  if (typeof input.domain === 'string') {
    const domain = normalizeDomain(input.domain, variant)
    if (!domain.ok) addError(errors, 'domain', domain.message)
  }
  checkVariant(input, variant, errors)
  checkPassword(input, true, errors)
  return errors
}

/** Field errors of an update; the identifier is not an update field. */
export function validateWebsitePatch(patch: WebsitePatch, variant: Variant): FieldErrors {
  if (!isRecord(patch as unknown)) return { patch: [t('editor.checks.nothingToChange')] }
  const errors: FieldErrors = {}
  if ('domain' in patch || 'url' in patch) addError(errors, 'domain', t('editor.checks.domainFixed'))
  else checkKnownFields(patch as Record<string, unknown>, SETTING_FIELDS, errors)
  if (!SETTING_FIELDS.some((field) => patch[field] !== undefined))
    addError(errors, 'patch', t('editor.checks.nothingToChange'))
  checkFields(patchSchema, patch as Record<string, unknown>, errors)
  checkVariant(patch, variant, errors)
  checkPassword(patch, false, errors)
  return errors
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0
}
