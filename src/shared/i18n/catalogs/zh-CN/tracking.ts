import type { Messages } from '../../messages'
import type en from '../en/tracking'

export default {
  panel: {
    title: '跟踪代码',
    hint: '请将其粘贴到 {domain} 的每个页面中，紧挨在 {tag} 之前。此后的访问才会被统计。',
    dnt: '遵循“请勿跟踪”',
    dntHint: '浏览器要求不被跟踪的访客将不被统计。',
    copy: '复制跟踪代码',
    copied: '已复制到剪贴板。',
    show: '显示代码',
    codeLabel: '{domain} 的跟踪代码',
    check: '检查安装',
    checking: '正在检查…',
    checked: '检查时间：{age}',
    limits: '检查会像首位访客一样读取首页，且不登录：之后由 JavaScript 添加的代码或需要登录的页面无法被看到。',
  },
  newWebsite: {
    next: '下一步：将跟踪代码添加到您的网站。',
  },
  mark: {
    noVisitsYet: '尚无访问',
    title: '自创建以来未记录到任何访问',
    check: '检查',
    checkLabel: '检查 {domain} 上的安装',
  },
  tray: {
    copy: '复制跟踪代码',
    check: '检查安装…',
    copyFailed: '无法复制跟踪代码',
  },
  check: {
    websiteGone: '此网站已不在列表中。',
  },
  outcome: {
    installedTitle: '已安装',
    installed: '{host} 的首页包含跟踪代码，并将访问发送到此账户。',
    visitsToday: '今天已收到首批访问。',
    noVisitsYet: '尚未记录到访问——请打开一次网站以进行检查。',
    elsewhereTitle: '已安装，但指向别处',
    elsewhere: '{host} 上的代码将访问发送到 {dataHost}，而不是 {expected}。请将其替换为此账户的跟踪代码。',
    otherHostTitle: '位于其他主机',
    otherHost:
      '首页重定向到了 {host}。该服务只统计 {domain}（带或不带 www.）上的访问：请将 {host} 也添加为网站，或取消该重定向。',
    notFoundTitle: '首页上未找到',
    notFound:
      '{host} 的首页不包含跟踪代码。标签管理器或单页应用可能稍后才添加它，而此检查无法看到：请打开网站，然后查看今天的访问。否则，请检查每个页面的 head 中是否有该代码。',
    unreachableTitle: '无法访问该网站',
    tooLargeTitle: '页面过大，无法检查',
    privateNetworkTitle: '未跟随重定向',
    overHttp: '无法通过 https 连接，因此改用 http 检查了该页面。',
    hiddenCharacters: '代码中的地址含有不可见字符。请重新复制此账户的跟踪代码。',
  },
  unreachable: {
    dns: '无法解析名称 {host}。请检查网站的域名。',
    refused: '{host} 拒绝了连接（https 和 http 均如此）。',
    certificate: '此电脑不信任 {host} 的证书。',
    timeout: '{host} 未能及时响应。',
    tooLarge: '{host} 的首页大于 {size}；检查最多只读取这么多。',
    status: '{host} 返回了错误 HTTP {status}。',
    tooManyRedirects: '{host} 重定向超过 {count} 次（是否存在循环？）。',
    notHttp: '{host} 重定向到的地址不是网页。',
    unusualStatus: '{host} 返回了异常的状态码 {status}。请检查服务器的配置。',
    privateNetwork:
      '{host} 重定向到专用网络中的地址 {target}。检查不会从公共网站跟随进入专用网络：请检查该网站的重定向设置。',
    other: '无法读取 {host}。',
  },
} satisfies Messages<typeof en>
