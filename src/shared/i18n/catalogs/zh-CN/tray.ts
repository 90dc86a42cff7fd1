import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: '打开 SiteTray',
    addAccount: '添加账户…',
    tryDemo: '试用演示',
    refreshNow: '立即刷新',
    settings: '设置…',
    quit: { darwin: '退出 SiteTray', win32: '退出', linux: '退出' },
    notificationsBlocked: '无法显示通知',
  },
  websites: {
    allFavorites: '全部 {count} 个收藏…',
    recentlyEdited: '最近编辑',
    noWebsites: '还没有网站',
    noFavorites: '还没有收藏——在 SiteTray 中为网站加星标',
    openInApp: '在 SiteTray 中打开',
  },
  tooltip: {
    noAccount: '还没有账户',
    conflicts: '{count} 个冲突待处理',
    waiting: '{count} 项更改等待发送',
    notificationsBlocked: '无法显示通知',
  },
  failure: {
    quickEdit: 'SiteTray 无法完成此更改',
    demo: '演示无法启动',
    unexpected: '发生了意外错误。',
  },
} satisfies Messages<typeof en>
