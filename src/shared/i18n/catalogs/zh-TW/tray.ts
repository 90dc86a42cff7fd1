import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: '開啟 SiteTray',
    addAccount: '新增帳戶…',
    tryDemo: '試用示範',
    refreshNow: '立即重新整理',
    settings: '設定…',
    quit: { darwin: '結束 SiteTray', win32: '結束', linux: '結束' },
    notificationsBlocked: '無法顯示通知',
  },
  websites: {
    allFavorites: '全部 {count} 個我的最愛…',
    recentlyEdited: '最近編輯',
    noWebsites: '還沒有網站',
    noFavorites: '還沒有我的最愛——請在 SiteTray 中為網站加上星號',
    openInApp: '在 SiteTray 中開啟',
  },
  tooltip: {
    noAccount: '還沒有帳戶',
    conflicts: '{count} 個衝突待檢視',
    waiting: '{count} 項變更等待傳送',
    notificationsBlocked: '無法顯示通知',
  },
  failure: {
    quickEdit: 'SiteTray 無法完成這項變更',
    demo: '示範無法啟動',
    unexpected: '發生未預期的錯誤。',
  },
} satisfies Messages<typeof en>
