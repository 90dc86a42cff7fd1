import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {
  words: {
    today: '今日 {number}',
    notCurrent: '{text}（{age}）',
    silent: '已连续 {count} 天无访客',
    spike: '访问激增：今日 {today}，是平常的 {factor} 倍',
    spikeToday: '访问激增：今日 {today}',
    sum: '今日访客 {count} 人',
    sumNotCurrent: '今日访客 {count} 人（部分数字不是最新的）',
  },
  notice: {
    silentTitle: '{domain} 已没有访客',
    silentBody: '已连续 {count} 天无访客。网页上的跟踪代码还在吗？',
    spikeTitle: '{domain} 的访问量高于平常',
    spikeBody: '今日访客 {count} 人，是平常的 {factor} 倍（平常约 {usual} 人）。',
    spikeBodyPlain: '今日访客 {count} 人。',
  },
  cell: {
    silent: '无访客',
    spike: '激增',
    alert: '{text}。',
    title: '今日访客',
    oldTitle: '{age}读取：不是最新的',
    today: '今日访客 {count} 人。',
    todayRead: '今日访客 {count} 人，{age}读取。',
    shown: '今天 {count}',
  },
  chart: {
    summary: '最近 {count} 天的每日访客：共 {total} 人。',
    busiest: '{date} 最多：{number} 人。',
    today: '今日：{number} 人。',
    notRead: '尚未读取',
    bar: '{date}：{value}',
    todayAxis: '今天',
    caption: '每日访客',
    day: '日期',
    visitors: '访客',
  },
  panel: {
    title: '访客',
    reading: '正在读取访客数…',
    notCurrent: '这些数字不是最新的：{problem}',
    alerts: '此网站的提醒',
  },
  errors: {
    unreadable: '无法读取访客数。',
  },
} satisfies Messages<typeof en>
