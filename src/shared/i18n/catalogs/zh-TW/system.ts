import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: '關於 SiteTray',
    hide: '隱藏 SiteTray',
    hideOthers: '隱藏其他',
    showAll: '顯示全部',
    quit: '結束 SiteTray',
    edit: '編輯',
    undo: '還原',
    redo: '重做',
    cut: '剪下',
    copy: '拷貝',
    paste: '貼上',
    pasteAndMatchStyle: '貼上並符合樣式',
    delete: '刪除',
    selectAll: '全選',
    window: '視窗',
    minimize: '縮到最小',
    close: '關閉視窗',
  },
  notice: {
    aWebsite: '某個網站',
    changedTitle: '{domain} 已在別處變更',
    changedBody: '也有人在服務上變更了{fields}。請選擇要保留的值。',
    deletedTitle: '{domain} 已在服務上刪除',
    deletedBody: '您的變更無法傳送。請開啟 SiteTray 捨棄它。',
    refusedTitle: '您對 {domain} 的變更遭拒',
    refusedReason: '服務不接受這項變更。',
    refusedBody: '{reason}您填寫的值已保留在 SiteTray 中。',
    manyTitle: '{count} 項變更需要您處理',
    manyBody: '部分變更無法照原樣儲存。請開啟 SiteTray 檢視。',
    unreadableFile: 'SiteTray 保留了一個無法讀取的檔案',
  },
  trayPlace: {
    darwin: '選單列',
    win32: '通知區域',
    linux: '系統匣',
  },
  notifications: {
    unsupported: '此系統無法顯示通知，因此需要您處理的事項會顯示在{place}的 SiteTray 選單中。',
    failed:
      'SiteTray 無法顯示通知。請在系統設定中允許 SiteTray 傳送通知；在此之前，{place}的 SiteTray 選單會顯示需要您處理的事項。',
    failedBecause:
      'SiteTray 無法顯示通知（{reason}）。請在系統設定中允許 SiteTray 傳送通知；在此之前，{place}的 SiteTray 選單會顯示需要您處理的事項。',
  },
  loginItem: {
    macNeedsApproval:
      'macOS 需要您核准：請在「系統設定」→「一般」→「登入項目」中允許 SiteTray。在此之前，它不會在登入時啟動。',
    macNotRegistered:
      'macOS 沒有將 SiteTray 加入登入項目（未經簽署和公證的版本無法加入）。請在「系統設定」→「一般」→「登入項目」中自行加入。',
    macDevelopmentBuild:
      'SiteTray 的開發版本在 macOS 上不會自行註冊為登入時啟動（否則啟動的會是 Electron）；安裝的 SiteTray 則會。',
    windowsRefused: 'Windows 不接受 SiteTray 登入項目的變更。請檢查「設定」→「應用程式」→「啟動」。',
    failed: 'SiteTray 無法變更登入項目：{reason}',
  },
  shortcut: {
    shiftOnly: '按住 Shift 時，{shortcut} 會讓所有應用程式都無法使用該按鍵。請在組合中加入 {others}。',
    altOnly:
      '在其他應用程式中，{alt} 加上按鍵可輸入字元或開啟選單：{shortcut} 會讓它們無法使用該按鍵。請在組合中加入 {others}。',
    ctrlAlt:
      "在許多鍵盤上，{ctrlAlt} 相當於 AltGr，用來輸入 {'@'}、€ 等字元：{shortcut} 會讓所有應用程式都無法輸入其中一個字元。請去掉 {alt}，或加入 {super}。",
    stillWorks: '{shortcut} 仍然有效。',
    notAccepted: '系統不接受 {shortcut} 作為快速鍵。請試試其他組合。',
    taken: '{shortcut} 已被其他應用程式使用，或由系統保留。請選擇其他組合。',
    waylandNote: '全域快速鍵由您的桌面環境決定，它可能會請您確認。如果按下後沒有反應，請在桌面環境的鍵盤設定中允許。',
    macNote: 'macOS 不會通知 SiteTray 其他應用程式是否使用相同按鍵。如果這個快速鍵沒有反應，請選擇其他組合。',
  },
  request: {
    unexpected: 'SiteTray 遇到未預期的問題。請再試一次；如果問題持續發生，請重新啟動 SiteTray。',
    foreignSender: '這個請求並非來自 SiteTray 視窗。',
    refused: 'SiteTray 拒絕了一個含有不允許值的請求。',
    unknownFields: '有不明的欄位。',
    notAccepted: '不是可接受的值。',
    onlyServiceAddresses: '只能開啟您帳戶所屬服務的位址。',
    busy: '服務忙碌中：SiteTray 大約 {duration}後可以傳送。',
  },
  autostart: {
    comment: '在系統匣中管理您的網站',
  },
  startup: {
    failed: 'SiteTray 無法啟動',
  },
} satisfies Messages<typeof en>
