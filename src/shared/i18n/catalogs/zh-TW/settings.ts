import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: '語言',
    system: '系統（{language}）',
    hint: '除非您在這裡選擇語言，否則 SiteTray 會依照系統的偏好語言。',
  },
  view: {
    title: '設定',
    loading: '正在載入…',
    version: 'SiteTray {version}',
    showLog: '顯示記錄檔',
    notifications: '通知',
  },
  launch: {
    label: '登入時啟動',
    hint: '登入時在{place}中啟動 SiteTray。',
  },
  theme: {
    legend: '外觀',
    system: '系統',
    light: '淺色',
    dark: '深色',
  },
  refresh: {
    label: '重新整理網站',
    hint: 'SiteTray 從服務讀取所有網站的頻率。變更一律立即傳送。',
    manual: '僅在我要求時',
    hourly: '每小時',
    everyMinutes: '每 {count} 分鐘',
  },
  alerts: {
    label: '訪客提醒',
    hint: '當平常有訪客的網站沒有訪客，或訪客遠多於平常時發出通知。',
    silent: '無訪客',
    silentAfter: '連續 {count} 天沒有訪客後',
    spike: '激增',
    spikeFactor: '平常的 {factor} 倍',
    spikeMinimum: '且當天至少有 {count} 位訪客。',
  },
  shortcut: {
    label: '全域快速鍵',
    purpose: '可從任何應用程式顯示或隱藏 SiteTray',
    clear: '清除',
    clearLabel: '清除快速鍵',
    placeholder: '請按下按鍵，例如 {example}',
    holdModifier: '按住 {modifiers} 的同時按下按鍵，例如 {example}。',
    unusableKey: 'SiteTray 無法在快速鍵中使用此按鍵。請試試字母、數字或功能鍵。',
    hintSet: '{shortcut} {purpose}。若要變更，請點選欄位並按下其他按鍵。',
    hintEmpty: '請點選欄位並按下按鍵組合，例如 {example}。之後即{purpose}。',
  },
  switcher: {
    label: '快速切換器快速鍵',
    purpose: '可從任何應用程式開啟快速切換器（在 SiteTray 視窗中，{inWindow} 也可以）',
    clearLabel: '清除切換器快速鍵',
  },
  ipLookup: {
    label: '「我的 IP 是什麼」服務',
    invalid: '請輸入 https:// 位址，例如 {example}。',
    hint: '只有在您點選「排除我的 IP」時，才會查詢這台電腦的公用位址。留空：{address}。',
  },
  update: {
    restart: '重新啟動以更新',
    packageManager: '更新由您的套件管理員提供。',
    unavailable: 'SiteTray 無法自行更新：請從其發行頁面下載新版本。',
    upToDate: 'SiteTray 已是最新版本。',
    checkFailed: '無法檢查更新；SiteTray 明天會再試一次。',
    checking: '正在檢查更新…',
    downloading: '正在下載版本 {version}…',
    downloadingPercent: '正在下載版本 {version}（{percent}）…',
    ready: '版本 {version} 已準備就緒：重新啟動即可更新（或在結束時安裝）。',
    restarting: '正在重新啟動以安裝版本 {version}…',
  },
} satisfies Messages<typeof en>
