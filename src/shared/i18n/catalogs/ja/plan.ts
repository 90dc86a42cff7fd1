import type { Messages } from '../../messages'
import type en from '../en/plan'

export default {
  errors: {
    accountNotUnderstood:
      'サービスから SiteTray が理解できないアカウント情報が送られてきました。プランが示されていません。',
  },
  limits: {
    websitesReached:
      'ご利用のプランで使えるウェブサイトは {count} 件までで、このアカウントはすでに上限に達しています。追加するには、ウェブサイトを削除するかプランをアップグレードしてください。',
  },
  meter: {
    heading: 'プラン',
    name: '{name} プラン',
    notRead: 'プランはまだ取得していません。',
    unavailable: 'このサービスは、アカウントのプランを示していません。',
    label: '今月のページビュー',
    ofLimit: '{pageviews}/{limit} ページビュー（{share}）',
    unlimited: 'ページビュー無制限',
    partial: 'これまでに {count} 件中 {read} 件のウェブサイトを集計',
    pausedShort: 'トラッキング停止中',
    paused:
      'トラッキングは停止中です。来月になるか、プランをアップグレードするまで、このアカウントのどのウェブサイトでもサービスは集計を行いません。',
    websites: 'ウェブサイト {count}/{limit} 件',
    websitesUnlimited: 'ウェブサイト {count} 件（上限なし）',
    exportIncluded: 'データのエクスポートに対応',
    exportNotIncluded: 'このプランはデータのエクスポートに対応していません',
  },
  paused: {
    title: '{account} のトラッキングが停止しました',
    body: '{account} のトラッキングが停止しました。今月のページビューがプランの上限 {limit} に達しました。',
  },
  tray: {
    paused: '{account} のトラッキング停止中：プランの上限に到達',
    near: '{account}：今月のページビューを {share} 使用',
  },
  newWebsite: {
    limitReached: 'ご利用のプランで使えるウェブサイトは {count} 件までで、このアカウントはすでに上限に達しています。',
  },
} satisfies Messages<typeof en>
