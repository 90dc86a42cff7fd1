import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: '公開',
    private: '非公開',
    password: 'パスワード',
    choosePassword: 'パスワード…',
  },
  privacyHint: {
    public: 'リンクを知っている人は誰でも統計を見ることができます。',
    private: '統計を見ることができるのはご自身だけです。',
    password: '訪問者が統計を見るにはパスワードが必要です。',
  },
  settingLabel: {
    domain: 'ドメイン',
    privacy: '統計ページ',
    password: 'パスワード',
    emailReports: 'メールレポート',
    excludeBots: 'ボットを除外',
    excludeParams: '除外するクエリパラメータ',
    excludeIps: '除外する IP アドレス',
    favorite: 'お気に入り',
  },
  settingName: {
    domain: 'ドメイン',
    privacy: '統計ページの公開設定',
    password: 'パスワード',
    emailReports: 'メールレポート',
    excludeBots: 'ボットの除外',
    excludeParams: '除外するクエリパラメータ',
    excludeIps: '除外する IP アドレス',
    favorite: 'お気に入り',
  },
  keyProblem: {
    refused: 'API キーが拒否されました — 修正…',
    noApi: 'API なしのプラン — 変更は保持中…',
    missing: 'API キーがありません — 追加…',
    keychain: 'キーチェーンがロックされています — 開く…',
  },
  planWithoutApi:
    '「{account}」のプランには（現在）API が含まれていません。SiteTray は変更を保持し、API が使えるようになった時点で送信します。',
  reviewConflicts: '{count} 件の競合 — 確認',
  olderServer:
    'このサービスはお気に入りを保存しない古いバージョン（{version} 以前）で動作しています。SiteTray はお気に入りをこのコンピュータに保存するため、ほかのデバイスには表示されません。',
  addressHint: {
    withScheme: 'ウェブサイトのアドレス（例：{example}）。このサービスでは SiteTray が {scheme} を付けます。',
    bare: 'ウェブサイトのドメイン（例：{example}）。',
  },
  perPage: {
    oneOf: '1 ページあたりの件数は {values} のいずれかにしてください。',
    range: '1 ページあたりの件数は {min} から {max} までの整数にしてください。',
  },
  count: {
    edit: '{count} 件の変更',
    conflict: '{count} 件の競合',
    day: '{count} 日',
    website: '{count} 件のウェブサイト',
    moreWebsite: 'ほか {count} 件のウェブサイト',
    visitor: '訪問者 {count} 人',
    line: '{count} 行',
  },
  trayPlace: {
    darwin: 'メニューバー',
    win32: '通知領域',
    linux: 'システムトレイ',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Del',
    ins: 'Ins',
    pageUp: 'Page Up',
    pageDown: 'Page Down',
    plus: 'プラス',
    space: 'スペース',
    enter: 'Enter',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
