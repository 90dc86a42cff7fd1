import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {
  words: {
    today: '今日 {number}',
    notCurrent: '{text}（{age}）',
    silent: '{count} 日間訪問者なし',
    spike: '急増：今日 {today}、通常の日の {factor} 倍',
    spikeToday: '急増：今日 {today}',
    sum: '今日の訪問者 {count} 人',
    sumNotCurrent: '今日の訪問者 {count} 人（一部の数値は最新ではありません）',
  },
  notice: {
    silentTitle: '{domain} の訪問者が途絶えました',
    silentBody: '{count} 日間訪問者がありません。トラッキングコードはまだページに入っていますか？',
    spikeTitle: '{domain} の訪問者がいつもより多くなっています',
    spikeBody: '今日の訪問者 {count} 人、通常の日（約 {usual} 人）の {factor} 倍です。',
    spikeBodyPlain: '今日の訪問者 {count} 人。',
  },
  cell: {
    silent: '訪問者なし',
    spike: '急増',
    alert: '{text}。',
    title: '今日の訪問者',
    oldTitle: '取得：{age}（最新ではありません）',
    today: '今日の訪問者 {count} 人。',
    todayRead: '今日の訪問者 {count} 人（取得：{age}）。',
    shown: '今日 {count}',
  },
  chart: {
    summary: '過去 {count} 日間の 1 日あたりの訪問者：合計 {total} 人。',
    busiest: '最多は {date}：{number} 人。',
    today: '今日：{number} 人。',
    notRead: 'まだ取得していません',
    bar: '{date}：{value}',
    todayAxis: '今日',
    caption: '1 日あたりの訪問者',
    day: '日付',
    visitors: '訪問者',
  },
  panel: {
    title: '訪問者',
    reading: '訪問者数を取得しています…',
    notCurrent: 'これらの数値は最新ではありません：{problem}',
    alerts: 'このウェブサイトの通知',
  },
  errors: {
    unreadable: '訪問者数を取得できませんでした。',
  },
} satisfies Messages<typeof en>
