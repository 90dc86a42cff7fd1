import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Sprache',
    system: 'System ({language})',
    hint: 'SiteTray folgt den bevorzugten Sprachen Ihres Systems, sofern Sie hier keine andere wählen.',
  },
} satisfies Messages<typeof en>
