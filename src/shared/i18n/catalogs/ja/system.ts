import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: 'SiteTray について',
    hide: 'SiteTray を隠す',
    hideOthers: 'ほかを隠す',
    showAll: 'すべてを表示',
    quit: 'SiteTray を終了',
    edit: '編集',
    undo: '取り消す',
    redo: 'やり直す',
    cut: 'カット',
    copy: 'コピー',
    paste: 'ペースト',
    pasteAndMatchStyle: 'ペーストしてスタイルを合わせる',
    delete: '削除',
    selectAll: 'すべてを選択',
    window: 'ウインドウ',
    minimize: 'しまう',
    close: 'ウインドウを閉じる',
  },
  notice: {
    aWebsite: 'ウェブサイト',
    changedTitle: '{domain} がほかの場所で変更されました',
    changedBody: 'サービス上でもだれかが{fields}を変更しました。残す値を選んでください。',
    deletedTitle: '{domain} はサービス上で削除されました',
    deletedBody: '変更を送信できませんでした。SiteTray を開いて破棄してください。',
    refusedTitle: '{domain} への変更が拒否されました',
    refusedReason: 'サービスが受け付けませんでした。',
    refusedBody: '{reason}入力した値は SiteTray に保持されています。',
    manyTitle: '対応が必要な変更が {count} 件あります',
    manyBody: '一部の変更をそのままでは保存できませんでした。SiteTray を開いて確認してください。',
    unreadableFile: 'SiteTray は読み込めないファイルを保管しました',
  },
  trayPlace: {
    darwin: 'メニューバーにある',
    win32: '通知領域にある',
    linux: 'システムトレイにある',
  },
  notifications: {
    unsupported: 'このシステムは通知を表示できないため、対応が必要な項目は{place} SiteTray のメニューに表示されます。',
    failed:
      'SiteTray は通知を表示できませんでした。システム設定で SiteTray の通知を許可してください。それまでは、対応が必要な項目が{place} SiteTray のメニューに表示されます。',
    failedBecause:
      'SiteTray は通知を表示できませんでした（{reason}）。システム設定で SiteTray の通知を許可してください。それまでは、対応が必要な項目が{place} SiteTray のメニューに表示されます。',
  },
  loginItem: {
    macNeedsApproval:
      'macOS による承認が必要です。システム設定 → 一般 → ログイン項目で SiteTray を許可してください。許可するまではログイン時に起動しません。',
    macNotRegistered:
      'macOS は SiteTray をログイン項目に追加しませんでした（署名と公証のないビルドは追加できません）。システム設定 → 一般 → ログイン項目で手動で追加してください。',
    macDevelopmentBuild:
      'macOS では、SiteTray の開発ビルドはログイン時に起動するよう登録されません（代わりに Electron が起動してしまうため）。インストールした SiteTray は登録されます。',
    windowsRefused:
      'Windows は SiteTray のログイン項目の変更を受け付けませんでした。設定 → アプリ → スタートアップを確認してください。',
    failed: 'SiteTray はログイン項目を変更できませんでした：{reason}',
  },
  shortcut: {
    shiftOnly:
      '{shortcut} にすると、Shift を押している間はどのアプリでもそのキーが使えなくなります。組み合わせに {others} を加えてください。',
    altOnly:
      'ほかのアプリでは、{alt} とキーの組み合わせで文字を入力したりメニューを開いたりします。{shortcut} にするとそのキーが使えなくなります。組み合わせに {others} を加えてください。',
    ctrlAlt:
      "多くのキーボードでは {ctrlAlt} は AltGr として働き、{'@'} や € などの文字を入力します。{shortcut} にすると、すべてのアプリでその文字が入力できなくなります。{alt} を外すか、{super} を加えてください。",
    stillWorks: '{shortcut} は引き続き使えます。',
    notAccepted: '{shortcut} はシステムが受け付けるショートカットではありません。別の組み合わせをお試しください。',
    taken: '{shortcut} はほかのアプリが使用しているか、システムが予約しています。別の組み合わせを選んでください。',
    waylandNote:
      'グローバルショートカットはデスクトップ環境が管理しており、確認を求められることがあります。何も起きない場合は、デスクトップのキーボード設定で許可してください。',
    macNote:
      'macOS は、ほかのアプリが同じキーを使っていても SiteTray に知らせません。このショートカットで何も起きない場合は、別の組み合わせを選んでください。',
  },
  request: {
    unexpected:
      'SiteTray で予期しない問題が発生しました。もう一度お試しください。繰り返し起きる場合は SiteTray を再起動してください。',
    foreignSender: 'この要求は SiteTray のウインドウから送られたものではありません。',
    refused: 'SiteTray は許可されていない値を含む要求を拒否しました。',
    unknownFields: '不明な項目があります。',
    notAccepted: '受け付けられない値です。',
    onlyServiceAddresses: '開けるのは、登録済みアカウントのサービスのアドレスだけです。',
    busy: 'サービスが混み合っています。SiteTray は約 {duration}後に送信できます。',
  },
  autostart: {
    comment: 'ウェブサイトをシステムトレイから管理',
  },
  startup: {
    failed: 'SiteTray を起動できませんでした',
  },
} satisfies Messages<typeof en>
