/**
 * The changes the bulk bar offers, as the menu names them and the bulk view asks for them: which
 * field, which words, and how the form's values become the change main is asked to preview.
 */
import type { BulkAction, LineField } from '../../../shared/bulk'
import { normalizeLineList } from '../../../shared/field-values'
import type { Privacy } from '../../../shared/website'
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

const IP_HINT = 'One address or range per line, e.g. 203.0.113.7 or 2001:db8::/32. Each website keeps the lines it has.'
const PARAM_HINT = 'One name per line, e.g. utm_source. Each website keeps the names it has.'

export const CHOICES: Readonly<Record<BulkChoice, { menu: string; form: ChoiceForm }>> = {
  'add-ips': {
    menu: 'Add excluded IPs…',
    form: { kind: 'lines', field: 'excludeIps', side: 'add', label: 'IP addresses to exclude', hint: IP_HINT },
  },
  'remove-ips': {
    menu: 'Remove excluded IPs…',
    form: {
      kind: 'lines',
      field: 'excludeIps',
      side: 'remove',
      label: 'IP addresses to stop excluding',
      hint: IP_HINT,
    },
  },
  'add-params': {
    menu: 'Add excluded parameters…',
    form: {
      kind: 'lines',
      field: 'excludeParams',
      side: 'add',
      label: 'Query parameters to exclude',
      hint: PARAM_HINT,
    },
  },
  'remove-params': {
    menu: 'Remove excluded parameters…',
    form: {
      kind: 'lines',
      field: 'excludeParams',
      side: 'remove',
      label: 'Query parameters to stop excluding',
      hint: PARAM_HINT,
    },
  },
  privacy: { menu: `${SETTING_LABELS.privacy} privacy…`, form: { kind: 'privacy' } },
  'email-reports': {
    menu: `${SETTING_LABELS.emailReports}…`,
    form: { kind: 'switch', field: 'emailReports', on: 'Turn e-mail reports on', off: 'Turn e-mail reports off' },
  },
  'exclude-bots': {
    menu: `${SETTING_LABELS.excludeBots}…`,
    form: { kind: 'switch', field: 'excludeBots', on: SETTING_LABELS.excludeBots, off: 'Stop excluding bots' },
  },
  favorite: {
    menu: `${SETTING_LABELS.favorite}…`,
    form: { kind: 'switch', field: 'favorite', on: 'Add to favorites', off: 'Remove from favorites' },
  },
  delete: { menu: 'Delete…', form: { kind: 'delete' } },
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
