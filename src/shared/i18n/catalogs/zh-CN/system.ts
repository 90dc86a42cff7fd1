import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: '关于 SiteTray',
    hide: '隐藏 SiteTray',
    hideOthers: '隐藏其他',
    showAll: '全部显示',
    quit: '退出 SiteTray',
    edit: '编辑',
    undo: '撤销',
    redo: '重做',
    cut: '剪切',
    copy: '拷贝',
    paste: '粘贴',
    pasteAndMatchStyle: '粘贴并匹配样式',
    delete: '删除',
    selectAll: '全选',
    window: '窗口',
    minimize: '最小化',
    close: '关闭窗口',
  },
  notice: {
    aWebsite: '某个网站',
    changedTitle: '{domain} 已在别处被更改',
    changedBody: '有人也在服务上更改了{fields}。请选择要保留的值。',
    deletedTitle: '{domain} 已在服务上被删除',
    deletedBody: '您的更改无法发送。打开 SiteTray 以放弃它。',
    refusedTitle: '您对 {domain} 的更改被拒绝',
    refusedReason: '服务未接受此更改。',
    refusedBody: '{reason}您的值仍保留在 SiteTray 中。',
    manyTitle: '{count} 项更改需要您处理',
    manyBody: '您的部分更改无法按原样保存。打开 SiteTray 查看。',
    unreadableFile: 'SiteTray 保留了一个无法读取的文件',
  },
  trayPlace: {
    darwin: '菜单栏',
    win32: '通知区域',
    linux: '系统托盘',
  },
  notifications: {
    unsupported: '此系统无法显示通知，因此 SiteTray 会在{place}中的菜单里显示需要您处理的事项。',
    failed:
      'SiteTray 无法显示通知。请在系统设置中允许 SiteTray 的通知；在此之前，{place}中的菜单会显示需要您处理的事项。',
    failedBecause:
      'SiteTray 无法显示通知（{reason}）。请在系统设置中允许 SiteTray 的通知；在此之前，{place}中的菜单会显示需要您处理的事项。',
  },
  loginItem: {
    macNeedsApproval: 'macOS 需要您批准：请在“系统设置 → 通用 → 登录项”中允许 SiteTray。在此之前，它不会在登录时启动。',
    macNotRegistered:
      'macOS 未将 SiteTray 添加到登录项（未签名和公证的版本无法成为登录项）。请在“系统设置 → 通用 → 登录项”中自行添加。',
    macDevelopmentBuild:
      'SiteTray 的开发版本不会在 macOS 上注册为登录时启动（否则会启动 Electron）：已安装的 SiteTray 会注册。',
    windowsRefused: 'Windows 未接受对 SiteTray 开机启动的更改。请检查“设置 → 应用 → 启动”。',
    failed: 'SiteTray 无法更改其开机启动设置：{reason}',
  },
  shortcut: {
    shiftOnly: '{shortcut} 会在按住 Shift 时夺走所有应用的这个按键。请在组合中加入 {others}。',
    altOnly:
      '在其他应用中，{alt} 加一个键会输入字符或打开菜单：{shortcut} 会从这些应用夺走这个键。请在组合中加入 {others}。',
    ctrlAlt:
      "在许多键盘上，{ctrlAlt} 相当于 AltGr，用于输入 {'@'}、€ 等字符：{shortcut} 会从所有应用夺走其中一个字符。请去掉 {alt}，或加入 {super}。",
    stillWorks: '{shortcut} 仍然有效。',
    notAccepted: '{shortcut} 不是系统接受的快捷键。请尝试其他组合。',
    taken: '其他应用已在使用 {shortcut}，或系统保留了它。请选择其他组合。',
    waylandNote: '您的桌面环境决定全局快捷键，可能会请您确认此快捷键。如果它不起作用，请在桌面环境的键盘设置中允许它。',
    macNote: '另一个应用使用相同按键时，macOS 不会告知 SiteTray。如果此快捷键不起作用，请选择其他组合。',
  },
  request: {
    unexpected: 'SiteTray 遇到了意外问题。请重试；如果问题持续出现，请重新启动 SiteTray。',
    foreignSender: '此请求并非来自 SiteTray 窗口。',
    refused: 'SiteTray 拒绝了一个包含不允许的值的请求。',
    unknownFields: '未知字段。',
    notAccepted: '不是可接受的值。',
    onlyServiceAddresses: '只能打开您某个账户所用服务的地址。',
    busy: '服务繁忙：SiteTray 约 {duration}后可以发送。',
  },
  autostart: {
    comment: '在系统托盘中查看您的网站',
  },
  startup: {
    failed: 'SiteTray 无法启动',
  },
} satisfies Messages<typeof en>
