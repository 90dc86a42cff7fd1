import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Langue',
    system: 'Système ({language})',
    hint: 'SiteTray suit les langues préférées de votre système, sauf si vous en choisissez une ici.',
  },
} satisfies Messages<typeof en>
