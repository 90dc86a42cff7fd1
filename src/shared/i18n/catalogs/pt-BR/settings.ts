import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Idioma',
    system: 'Sistema ({language})',
    hint: 'O SiteTray segue os idiomas preferidos do seu sistema, a menos que você escolha um aqui.',
  },
} satisfies Messages<typeof en>
