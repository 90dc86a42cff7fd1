import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'اللغة',
    system: 'النظام ({language})',
    hint: 'يتبع SiteTray اللغات المفضلة في نظامك ما لم تختر لغة هنا.',
  },
} satisfies Messages<typeof en>
