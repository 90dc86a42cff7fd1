import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Idioma',
    system: 'Sistema ({language})',
    hint: 'SiteTray sigue los idiomas preferidos de tu sistema, a menos que elijas uno aquí.',
  },
} satisfies Messages<typeof en>
