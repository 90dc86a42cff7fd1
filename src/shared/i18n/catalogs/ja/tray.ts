import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: 'SiteTray を開く',
    addAccount: 'アカウントを追加…',
    tryDemo: 'デモを試す',
    refreshNow: '今すぐ更新',
    settings: '設定…',
    quit: { darwin: 'SiteTray を終了', win32: '終了', linux: '終了' },
    notificationsBlocked: '通知を表示できません',
  },
  websites: {
    allFavorites: 'お気に入り全 {count} 件…',
    recentlyEdited: '最近編集したもの',
    noWebsites: 'ウェブサイトはまだありません',
    noFavorites: 'お気に入りはまだありません — SiteTray でウェブサイトにスターを付けてください',
    openInApp: 'SiteTray で開く',
  },
  tooltip: {
    noAccount: 'アカウントはまだありません',
    conflicts: '確認が必要な競合 {count} 件',
    waiting: '送信待ちの変更 {count} 件',
    notificationsBlocked: '通知を表示できません',
  },
  failure: {
    quickEdit: 'SiteTray はその変更を行えませんでした',
    demo: 'デモを開始できませんでした',
    unexpected: '予期しない問題が発生しました。',
  },
} satisfies Messages<typeof en>
