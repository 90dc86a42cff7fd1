import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Sprache',
    system: 'System ({language})',
    hint: 'SiteTray folgt den bevorzugten Sprachen deines Systems, außer du wählst hier eine aus.',
  },
} satisfies Messages<typeof en>
