import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: '公开',
    private: '私密',
    password: '密码',
    choosePassword: '密码…',
  },
  privacyHint: {
    public: '任何拥有链接的人都能查看统计数据。',
    private: '只有您能查看统计数据。',
    password: '访客需要密码才能查看统计数据。',
  },
  settingLabel: {
    domain: '域名',
    privacy: '统计页面',
    password: '密码',
    emailReports: '电子邮件报告',
    excludeBots: '排除机器人',
    excludeParams: '排除的查询参数',
    excludeIps: '排除的 IP 地址',
    favorite: '收藏',
  },
  settingName: {
    domain: '域名',
    privacy: '统计页面的隐私设置',
    password: '密码',
    emailReports: '电子邮件报告',
    excludeBots: '机器人排除设置',
    excludeParams: '排除的查询参数',
    excludeIps: '排除的 IP 地址',
    favorite: '收藏',
  },
  keyProblem: {
    refused: 'API 密钥被拒绝——修复…',
    noApi: '套餐不含 API——更改已保留…',
    missing: '没有 API 密钥——添加…',
    keychain: '钥匙串已锁定——打开…',
  },
  planWithoutApi: '“{account}”的套餐目前不包含 API：SiteTray 会保留您的更改，待套餐包含 API 时再发送。',
  reviewConflicts: '{count} 个冲突——查看',
  olderServer:
    '此服务运行的是不保存收藏的旧版本（{version} 或更早）：SiteTray 将您的收藏保存在此电脑上，因此您的其他设备看不到它们。',
  addressHint: {
    withScheme: '网站的地址，例如 {example}。SiteTray 会为此服务加上 {scheme}。',
    bare: '网站的域名，例如 {example}。',
  },
  perPage: {
    oneOf: '每页结果数必须是以下值之一：{values}。',
    range: '每页结果数必须是 {min} 到 {max} 之间的整数。',
  },
  count: {
    edit: '{count} 项更改',
    conflict: '{count} 个冲突',
    day: '{count} 天',
    website: '{count} 个网站',
    moreWebsite: '另外 {count} 个网站',
    visitor: '{count} 位访客',
    line: '{count} 行',
  },
  trayPlace: {
    darwin: '菜单栏',
    win32: '通知区域',
    linux: '系统托盘',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Del',
    ins: 'Ins',
    pageUp: 'Page Up',
    pageDown: 'Page Down',
    plus: '加号',
    space: '空格',
    enter: 'Enter',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
