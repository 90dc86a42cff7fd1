import type { Messages } from '../../messages'
import type en from '../en/statistics'

export default {
  main: {
    notPublic: '此网站的统计页面不是公开的，因此没有可分享的链接。请您先在网站设置中将其设为公开。',
    trayItem: '统计…',
    digestDailyTitle: '您的网站昨日概况',
    digestWeeklyTitle: '您的网站上周概况',
    digestBody: '访客：{visitors}（之前：{previousVisitors}）。页面浏览：{pageviews}（之前：{previousPageviews}）。',
    digestMover: '变化最大：{domain}，访客 {previous} → {current}。',
    digestPartial: '合计范围：{of} 个网站中的 {summed} 个。',
    spikeFromReferrer: '大多数来自 {source}。',
    spikeOnPage: '大多数访问了 {page}。',
    menuBarTooltip: '今日访客：{count}',
  },
} satisfies Messages<typeof en>
