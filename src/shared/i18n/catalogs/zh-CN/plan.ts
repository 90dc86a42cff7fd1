import type { Messages } from '../../messages'
import type en from '../en/plan'

export default {
  errors: {
    accountNotUnderstood: '服务发送的账户信息 SiteTray 无法理解：其中没有套餐。',
  },
  limits: {
    websitesReached: '您的套餐最多允许 {count} 个网站，此账户已达到上限。请删除一个网站或升级套餐后再添加。',
  },
  meter: {
    heading: '套餐',
    name: '{name} 套餐',
    notRead: '尚未读取套餐。',
    unavailable: '此服务未说明账户的套餐。',
    label: '本月页面浏览量',
    ofLimit: '{pageviews} / {limit} 次页面浏览（{share}）',
    unlimited: '页面浏览量不限',
    partial: '目前已读取 {count} 个网站中的 {read} 个',
    pausedShort: '跟踪已暂停',
    paused: '跟踪已暂停：在下个月或升级套餐之前，服务不再为此账户的任何网站计数。',
    websites: '{count} / {limit} 个网站',
    websitesUnlimited: '{count} 个网站，不限数量',
    exportIncluded: '包含数据导出',
    exportNotIncluded: '此套餐不包含数据导出',
  },
  paused: {
    title: '{account} 的跟踪已暂停',
    body: '{account} 的跟踪已暂停：本月页面浏览量已达到您套餐的上限 {limit}。',
  },
  tray: {
    paused: '{account} 的跟踪已暂停：已达套餐上限',
    near: '{account}：已用本月页面浏览量的 {share}',
  },
  newWebsite: {
    limitReached: '您的套餐最多允许 {count} 个网站；此账户已达到上限。',
  },
} satisfies Messages<typeof en>
