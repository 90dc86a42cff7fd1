import type { Messages } from '../../messages'
import type en from '../en/insights'

export default {
  section: {
    title: '统计',
    show: '显示统计',
    hide: '隐藏统计',
    hint: '热门页面、来源、国家/地区等，在打开时从服务读取。',
  },
  period: {
    label: '时间段',
    today: '今天',
    days7: '7 天',
    days30: '30 天',
  },
  hour: {
    title: '本小时',
    range: '{from}–{to} UTC',
    visitors: '访客：{today}（昨天 {yesterday}）',
    pageviews: '页面浏览量：{today}（昨天 {yesterday}）',
    reading: '正在读取本小时…',
  },
  lists: {
    page: '热门页面',
    referrer: '来源',
    country: '国家/地区',
    browser: '浏览器',
    device: '设备',
    campaign: '推广活动',
    event: '事件',
  },
  column: {
    page: '页面',
    referrer: '来源',
    country: '国家/地区',
    browser: '浏览器',
    device: '设备',
    campaign: '推广活动',
    event: '事件（名称 / 值 / 单位）',
    count: '数量',
    share: '占比',
  },
  list: {
    reading: '正在读取…',
    none: '此时间段内没有记录。',
    shownOf: '前 {shown} 项，共 {total} 项',
    notSet: '（未设置）',
  },
  export: {
    button: '导出 CSV',
    label: '将“{list}”导出为 CSV',
    starting: '正在导出…',
    reading: '正在导出… {read} / {count} 行',
    cancel: '取消导出',
    done: '已将 {count} 行保存到 {file}。',
    cancelled: '导出已取消。',
    notInPlan: '您的套餐不包含数据导出（套餐的“数据导出”功能未开启）。',
    notWritten: '无法写入文件。',
  },
  errors: {
    offline: '离线：服务可以访问时将重新读取统计。',
  },
  tray: {
    thisHour: '本小时：{today}（昨天 {yesterday}）',
  },
} satisfies Messages<typeof en>
