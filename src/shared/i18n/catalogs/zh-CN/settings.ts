import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: '语言',
    system: '跟随系统（{language}）',
    hint: '除非您在此选择一种语言，否则 SiteTray 将使用系统的首选语言。',
  },
  view: {
    title: '设置',
    loading: '正在加载…',
    version: 'SiteTray {version}',
    showLog: '显示日志文件',
    notifications: '通知',
  },
  launch: {
    label: '登录时启动',
    hint: '登录时启动 SiteTray（{place}）。',
  },
  theme: {
    legend: '外观',
    system: '跟随系统',
    light: '浅色',
    dark: '深色',
  },
  refresh: {
    label: '刷新网站',
    hint: 'SiteTray 从服务读取所有网站的频率。更改总是立即发送。',
    manual: '仅在我要求时',
    hourly: '每小时',
    everyMinutes: '每 {count} 分钟',
  },
  alerts: {
    label: '访客提醒',
    hint: '当通常有访客的网站没有访客，或访客远多于平常时发出通知。',
    silent: '无访客',
    silentAfter: '{count} 天没有访客后',
    spike: '激增',
    spikeFactor: '平常一天的 {factor} 倍',
    spikeMinimum: '且当天至少有 {count} 位访客。',
  },
  shortcut: {
    label: '全局快捷键',
    purpose: '可在任意应用中显示或隐藏 SiteTray',
    clear: '清除',
    clearLabel: '清除快捷键',
    placeholder: '按下按键，例如 {example}',
    holdModifier: '按住 {modifiers} 的同时按下按键，例如 {example}。',
    unusableKey: 'SiteTray 无法在快捷键中使用此键。请尝试字母、数字或功能键。',
    hintSet: '{shortcut} {purpose}。要更改，请点击此字段并按其他按键。',
    hintEmpty: '点击此字段并按下组合键，例如 {example}。之后该快捷键{purpose}。',
  },
  switcher: {
    label: '快速切换器快捷键',
    purpose: '可在任意应用中打开快速切换器（在 SiteTray 窗口中按 {inWindow} 也可以）',
    clearLabel: '清除切换器快捷键',
  },
  ipLookup: {
    label: '“我的 IP 是什么”服务',
    invalid: '请输入 https:// 地址，例如 {example}。',
    hint: '仅在您点击“排除我的 IP”时，才会向其查询此电脑的公网地址。留空：{address}。',
  },
  update: {
    restart: '重新启动以更新',
    packageManager: '更新由您的软件包管理器提供。',
    unavailable: 'SiteTray 无法自行更新：请从其发布页面下载新版本。',
    upToDate: 'SiteTray 已是最新版本。',
    checkFailed: '无法检查更新；SiteTray 将在明天重试。',
    checking: '正在检查更新…',
    downloading: '正在下载版本 {version}…',
    downloadingPercent: '正在下载版本 {version}（{percent}）…',
    ready: '版本 {version} 已就绪：重新启动即可更新（或在退出时安装）。',
    restarting: '正在重新启动以安装版本 {version}…',
  },
} satisfies Messages<typeof en>
