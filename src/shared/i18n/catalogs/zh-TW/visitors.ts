import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {
  words: {
    today: '今日 {number}',
    notCurrent: '{text}（{age}）',
    silent: '已連續 {count} 天沒有訪客',
    spike: '訪客激增：今日 {today}，是平常的 {factor} 倍',
    spikeToday: '訪客激增：今日 {today}',
    sum: '今日訪客 {count} 位',
    sumNotCurrent: '今日訪客 {count} 位（部分數字不是最新的）',
  },
  notice: {
    silentTitle: '{domain} 沒有訪客了',
    silentBody: '已連續 {count} 天沒有訪客。網頁上的追蹤程式碼還在嗎？',
    spikeTitle: '{domain} 的訪客比平常多',
    spikeBody: '今日訪客 {count} 位，是平常的 {factor} 倍（平常約 {usual} 位）。',
    spikeBodyPlain: '今日訪客 {count} 位。',
  },
  cell: {
    silent: '無訪客',
    spike: '激增',
    alert: '{text}。',
    title: '今日訪客',
    oldTitle: '讀取於 {age}：不是最新的',
    today: '今日訪客 {count} 位。',
    todayRead: '今日訪客 {count} 位，讀取於 {age}。',
    shown: '今日 {count}',
  },
  chart: {
    summary: '最近 {count} 天的每日訪客：共 {total} 位。',
    busiest: '最多的一天是 {date}：{number} 位。',
    today: '今日：{number} 位。',
    notRead: '尚未讀取',
    bar: '{date}：{value}',
    todayAxis: '今天',
    caption: '每日訪客',
    day: '日期',
    visitors: '訪客',
  },
  panel: {
    title: '訪客',
    reading: '正在讀取訪客數…',
    notCurrent: '這些數字不是最新的：{problem}',
    alerts: '此網站的提醒',
  },
  errors: {
    unreadable: '無法讀取訪客數。',
  },
} satisfies Messages<typeof en>
