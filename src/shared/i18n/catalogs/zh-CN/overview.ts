import type { Messages } from '../../messages'
import type en from '../en/overview'

export default {
  view: {
    title: '概览',
    nav: '概览',
    periods: '时间段',
    period: { today: '今天', week: '7 天', month: '30 天' },
    search: '搜索网站',
    columns: {
      website: '网站',
      visitors: '访客',
      visitorsChange: '访客变化',
      pageviews: '页面浏览量',
      pageviewsChange: '页面浏览量变化',
      trend: '每日访客',
    },
    change: '变化',
    sortBy: '按{column}排序',
    favorite: '收藏',
    total: '合计',
    overall: '所有账户',
    progress: '已读取网站：{read} / {total}',
    reading: '正在读取… 已读取网站：{read} / {total}',
    partial: '{total} 个网站中 {read} 个的合计',
    accountProblem: '{account}：{problem}',
    notRead: '尚未读取',
    noStatistics: '此服务没有统计数据',
    stale: '不是最新：读取于{age}',
    offline: '离线：显示上次读取的数字。',
    noMatch: '没有与“{search}”匹配的网站。',
    noWebsites: '还没有网站。',
    days: '按服务的日期计算（UTC），截至 {day}。',
    previous: '上一时间段：{number}',
    changeWords: {
      up: '上升 {percent}',
      down: '下降 {percent}',
      same: '没有变化',
      new: '新：上一时间段没有',
    },
    newMark: '新',
  },
  tray: {
    open: '概览…',
    period: { today: '今天', week: '最近 7 天', month: '最近 30 天' },
    tooltip: '{period}：{visitors} 位访客（{change}）',
    tooltipPartial: '{period}：{visitors} 位访客（{change}），已读取网站：{read} / {total}',
    notCurrent: '{text}（部分数字不是最新）',
  },
  errors: {
    unreadable: '无法读取概览。',
  },
} satisfies Messages<typeof en>
