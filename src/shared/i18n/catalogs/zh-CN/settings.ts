import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: '语言',
    system: '跟随系统（{language}）',
    hint: '除非你在此选择一种语言，否则 SiteTray 将使用系统的首选语言。',
  },
} satisfies Messages<typeof en>
