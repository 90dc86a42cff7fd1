import type { Messages } from '../../messages'
import type en from '../en/tracking'

export default {
  panel: {
    title: '追蹤程式碼',
    hint: '請將它貼到 {domain} 每個網頁的 {tag} 之前。從那時起開始計算造訪。',
    dnt: '遵循「不要追蹤」',
    dntHint: '瀏覽器要求不被追蹤的訪客不列入計算。',
    copy: '複製追蹤程式碼',
    copied: '已複製到剪貼簿。',
    show: '顯示程式碼',
    codeLabel: '{domain} 的追蹤程式碼',
    check: '檢查安裝',
    checking: '正在檢查…',
    checked: '檢查於 {age}',
    limits:
      '檢查會像首次造訪的訪客一樣讀取首頁，不會登入：之後由 JavaScript 加入的程式碼，或需要登入才能看到的網頁，都無法檢查到。',
  },
  newWebsite: {
    next: '下一步：將追蹤程式碼加入您的網站。',
  },
  mark: {
    noVisitsYet: '尚無造訪',
    title: '建立以來沒有記錄到任何造訪',
    check: '檢查',
    checkLabel: '檢查 {domain} 上的安裝',
  },
  tray: {
    copy: '複製追蹤程式碼',
    check: '檢查安裝…',
    copyFailed: '無法複製追蹤程式碼',
  },
  check: {
    websiteGone: '此網站已不在清單中。',
  },
  outcome: {
    installedTitle: '已安裝',
    installed: '{host} 的首頁含有追蹤程式碼，並將造訪傳送至此帳戶。',
    visitsToday: '今天已收到第一批造訪。',
    noVisitsYet: '尚未記錄到造訪——請開啟網站一次以進行檢查。',
    elsewhereTitle: '已安裝，但指向其他位置',
    elsewhere: '{host} 上的程式碼將造訪傳送至 {dataHost}，而不是 {expected}。請以此帳戶的追蹤程式碼取代。',
    otherHostTitle: '在其他主機上',
    otherHost:
      '首頁已移至 {host}。服務只計算 {domain}（不論有無 www.）上的造訪，因此請將 {host} 也新增為網站，或停止重新導向。',
    notFoundTitle: '首頁上找不到',
    notFound:
      '{host} 的首頁沒有追蹤程式碼。標籤管理工具或單頁應用程式可能會在之後才加入，這項檢查無法看到：請開啟網站，然後查看今天的造訪。否則，請確認程式碼位於每個網頁的 head 中。',
    unreachableTitle: '無法連線至網站',
    tooLargeTitle: '網頁太大，無法檢查',
    privateNetworkTitle: '未跟隨重新導向',
    overHttp: '無法透過 https 連線，因此改以 http 檢查網頁。',
    hiddenCharacters: '程式碼中的位址含有看不見的字元。請重新複製此帳戶的追蹤程式碼。',
  },
  unreachable: {
    dns: '無法解析名稱 {host}。請檢查網站的網域。',
    refused: '{host} 拒絕了 https 和 http 連線。',
    certificate: '這台電腦不信任 {host} 的憑證。',
    timeout: '{host} 未及時回應。',
    tooLarge: '{host} 的首頁超過 {size}；檢查最多只讀取這麼多。',
    status: '{host} 傳回錯誤 HTTP {status}。',
    tooManyRedirects: '{host} 重新導向超過 {count} 次（是否形成迴圈？）。',
    notHttp: '{host} 重新導向至不是網頁的位址。',
    unusualStatus: '{host} 傳回不尋常的狀態 {status}。請檢查伺服器的設定。',
    privateNetwork:
      '{host} 重新導向至 {target}，這是私人網路中的位址。檢查不會從公開網站跟隨至私人網路：請檢查網站的重新導向。',
    other: '無法讀取 {host}。',
  },
} satisfies Messages<typeof en>
