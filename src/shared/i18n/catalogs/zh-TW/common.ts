import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: '公開',
    private: '不公開',
    password: '密碼',
    choosePassword: '密碼…',
  },
  privacyHint: {
    public: '任何擁有連結的人都能查看統計資料。',
    private: '只有您能查看統計資料。',
    password: '訪客需要密碼才能查看統計資料。',
  },
  settingLabel: {
    domain: '網域',
    privacy: '統計頁面',
    password: '密碼',
    emailReports: '電子郵件報告',
    excludeBots: '排除機器人',
    excludeParams: '排除的查詢參數',
    excludeIps: '排除的 IP 位址',
    favorite: '我的最愛',
  },
  settingName: {
    domain: '網域',
    privacy: '統計頁面公開設定',
    password: '密碼',
    emailReports: '電子郵件報告',
    excludeBots: '機器人排除設定',
    excludeParams: '排除的查詢參數',
    excludeIps: '排除的 IP 位址',
    favorite: '我的最愛',
  },
  keyProblem: {
    refused: 'API 金鑰遭拒——修正…',
    noApi: '方案不含 API——變更已保留…',
    missing: '沒有 API 金鑰——新增…',
    keychain: '鑰匙圈已鎖定——開啟…',
  },
  planWithoutApi: '「{account}」的方案（目前）不包含 API：SiteTray 會保留您的變更，待方案包含 API 時再傳送。',
  reviewConflicts: '{count} 個衝突——檢視',
  olderServer:
    '此服務執行的是不儲存我的最愛的舊版本（{version} 或更早）：SiteTray 會將您的最愛儲存在這台電腦上，因此您的其他裝置看不到。',
  addressHint: {
    withScheme: '網站的位址，例如 {example}。SiteTray 會為此服務加上 {scheme}。',
    bare: '網站的網域，例如 {example}。',
  },
  perPage: {
    oneOf: '每頁結果數必須是下列其中之一：{values}。',
    range: '每頁結果數必須是 {min} 到 {max} 之間的整數。',
  },
  count: {
    edit: '{count} 項變更',
    conflict: '{count} 個衝突',
    day: '{count} 天',
    website: '{count} 個網站',
    moreWebsite: '另外 {count} 個網站',
    visitor: '{count} 位訪客',
    line: '{count} 行',
  },
  trayPlace: {
    darwin: '選單列',
    win32: '通知區域',
    linux: '系統匣',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Del',
    ins: 'Ins',
    pageUp: 'Page Up',
    pageDown: 'Page Down',
    plus: '加號',
    space: '空白鍵',
    enter: 'Enter',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
