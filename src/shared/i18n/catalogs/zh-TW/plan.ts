import type { Messages } from '../../messages'
import type en from '../en/plan'

export default {
  errors: {
    accountNotUnderstood: '服務傳回了 SiteTray 無法理解的帳戶資訊：其中沒有方案名稱。',
  },
  limits: {
    websitesReached: '您的方案最多允許 {count} 個網站，而此帳戶已達上限。請刪除一個網站或升級方案，才能新增其他網站。',
  },
  meter: {
    heading: '方案',
    name: '{name} 方案',
    notRead: '尚未讀取方案。',
    unavailable: '此服務未提供帳戶的方案資訊。',
    label: '本月瀏覽量',
    ofLimit: '瀏覽量 {pageviews}/{limit}（{share}）',
    unlimited: '瀏覽量無上限',
    partial: '目前已讀取 {count} 個網站中的 {read} 個',
    pausedShort: '追蹤已暫停',
    paused: '追蹤已暫停：在下個月或方案升級之前，服務不會再為此帳戶的任何網站計數。',
    websites: '網站 {count}/{limit} 個',
    websitesUnlimited: '{count} 個網站，無上限',
    exportIncluded: '包含資料匯出',
    exportNotIncluded: '此方案不包含資料匯出',
  },
  paused: {
    title: '{account} 的追蹤已暫停',
    body: '{account} 的追蹤已暫停：本月瀏覽量已達方案上限 {limit}。',
  },
  tray: {
    paused: '{account} 的追蹤已暫停：已達方案上限',
    near: '{account}：本月瀏覽量已使用 {share}',
  },
  newWebsite: {
    limitReached: '您的方案最多允許 {count} 個網站；此帳戶已達上限。',
  },
} satisfies Messages<typeof en>
