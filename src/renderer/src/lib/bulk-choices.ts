/**
 * The changes the bulk bar offers, as the menu names them and the bulk view asks for them: which
 * field, which words, and how the form's values become the change main is asked to preview.
 */
import type { BulkAction, LineField } from '../../../shared/bulk'
import { normalizeLineList } from '../../../shared/line-list'
import type { Privacy } from '../../../shared/website'
import { t, type MessageKey } from '../../../shared/i18n'
import { SETTING_LABELS } from '../../../shared/words'
import type { BulkChoice } from '../router/routes'

export interface BulkForm {
  lines: string
  privacy: Privacy
  password: string
  on: boolean
}

interface LinesChoice {
  kind: 'lines'
  field: LineField
  side: 'add' | 'remove'
  label: string
  hint: string
}

export type ChoiceForm =
  | LinesChoice
  | { kind: 'privacy' }
  | { kind: 'switch'; field: 'emailReports' | 'excludeBots' | 'favorite'; on: string; off: string }
  | { kind: 'delete' }

/**
 * The choices in the language shown: a function, called where the words are shown (in a computed or a template), so
 * that a change of language relabels them.
 */
export function bulkChoices(): Readonly<Record<BulkChoice, { menu: string; form: ChoiceForm }>> {
  const ipHint = t('bulk.choices.ipHint', { ip: '203.0.113.7', range: '2001:db8::/32' })
  const paramHint = t('bulk.choices.paramHint', { name: 'utm_source' })
  const lines = (field: LineField, side: 'add' | 'remove', label: MessageKey, hint: string): LinesChoice => ({
    kind: 'lines',
    field,
    side,
    label: t(label),
    hint,
  })
  return {
    'add-ips': { menu: t('bulk.choices.addIps'), form: lines('excludeIps', 'add', 'bulk.choices.ipsToAdd', ipHint) },
    'remove-ips': {
      menu: t('bulk.choices.removeIps'),
      form: lines('excludeIps', 'remove', 'bulk.choices.ipsToRemove', ipHint),
    },
    'add-params': {
      menu: t('bulk.choices.addParams'),
      form: lines('excludeParams', 'add', 'bulk.choices.paramsToAdd', paramHint),
    },
    'remove-params': {
      menu: t('bulk.choices.removeParams'),
      form: lines('excludeParams', 'remove', 'bulk.choices.paramsToRemove', paramHint),
    },
    privacy: { menu: t('bulk.choices.privacy'), form: { kind: 'privacy' } },
    'email-reports': {
      menu: t('bulk.choices.emailReports'),
      form: {
        kind: 'switch',
        field: 'emailReports',
        on: t('bulk.choices.emailReportsOn'),
        off: t('bulk.choices.emailReportsOff'),
      },
    },
    'exclude-bots': {
      menu: t('bulk.choices.excludeBots'),
      form: {
        kind: 'switch',
        field: 'excludeBots',
        // The setting's own name, as the editor labels it (src/shared/words.ts).
        on: SETTING_LABELS.excludeBots,
        off: t('bulk.choices.excludeBotsOff'),
      },
    },
    favorite: {
      menu: t('bulk.choices.favorite'),
      form: { kind: 'switch', field: 'favorite', on: t('bulk.choices.favoriteOn'), off: t('bulk.choices.favoriteOff') },
    },
    delete: { menu: t('bulk.choices.delete'), form: { kind: 'delete' } },
  }
}

/** The change the form describes. */
export function actionOf(form: ChoiceForm, values: BulkForm): BulkAction {
  switch (form.kind) {
    case 'lines': {
      const lines = normalizeLineList(values.lines)
      return {
        kind: 'lines',
        field: form.field,
        add: form.side === 'add' ? lines : [],
        remove: form.side === 'remove' ? lines : [],
      }
    }
    case 'privacy':
      return { kind: 'privacy', privacy: values.privacy, ...(values.privacy === 2 && { password: values.password }) }
    case 'switch':
      return { kind: 'switch', field: form.field, on: values.on }
    case 'delete':
      return { kind: 'delete' }
  }
}
