import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: '言語',
    system: 'システム（{language}）',
    hint: 'ここで言語を選ばない限り、SiteTray はシステムの優先言語に従います。',
  },
  view: {
    title: '設定',
    loading: '読み込み中…',
    version: 'SiteTray {version}',
    showLog: 'ログファイルを表示',
    notifications: '通知',
  },
  launch: {
    label: 'ログイン時に起動',
    hint: 'ログイン時に SiteTray を{place}で起動します。',
  },
  theme: {
    legend: '外観',
    system: 'システム',
    light: 'ライト',
    dark: 'ダーク',
  },
  refresh: {
    label: 'ウェブサイトの更新',
    hint: 'SiteTray がサービスからすべてのウェブサイトを読み込む頻度です。変更は常にすぐ送信されます。',
    manual: '指示したときのみ',
    hourly: '1 時間ごと',
    everyMinutes: '{count} 分ごと',
  },
  alerts: {
    label: '訪問者の通知',
    hint: 'ふだん訪問者のあるウェブサイトで訪問者がいなくなったときや、通常よりはるかに多くなったときに通知します。',
    silent: '訪問者なし',
    silentAfter: '訪問者のない状態が {count} 日続いたとき',
    spike: '急増',
    spikeFactor: '通常の日の {factor} 倍',
    spikeMinimum: 'かつ、1 日の訪問者が {count} 人以上のとき。',
  },
  shortcut: {
    label: 'グローバルショートカット',
    purpose: 'どのアプリからでも SiteTray を表示または非表示にします',
    clear: 'クリア',
    clearLabel: 'ショートカットをクリア',
    placeholder: 'キーを押してください（例：{example}）',
    holdModifier: '{modifiers} を押しながらキーを押してください（例：{example}）。',
    unusableKey: 'このキーは SiteTray のショートカットに使えません。文字、数字、ファンクションキーをお試しください。',
    hintSet: '{shortcut}：{purpose}。変更するには、フィールドをクリックして別のキーを押してください。',
    hintEmpty: 'フィールドをクリックしてキーの組み合わせを押してください（例：{example}）。押したキーで{purpose}。',
  },
  switcher: {
    label: 'クイックスイッチャーのショートカット',
    purpose: 'どのアプリからでもクイックスイッチャーを開きます（SiteTray のウインドウでは {inWindow} でも開けます）',
    clearLabel: 'スイッチャーのショートカットをクリア',
  },
  ipLookup: {
    label: '「IP アドレス確認」サービス',
    invalid: 'https:// で始まるアドレスを入力してください（例：{example}）。',
    hint: 'このコンピュータのパブリックアドレスを問い合わせるのは、「自分の IP を除外」をクリックしたときだけです。空欄の場合：{address}。',
  },
  update: {
    restart: '再起動してアップデート',
    packageManager: 'アップデートはパッケージマネージャーから提供されます。',
    unavailable:
      'SiteTray は自動でアップデートできません。新しいバージョンはリリースページからダウンロードしてください。',
    upToDate: 'SiteTray は最新です。',
    checkFailed: 'アップデートを確認できませんでした。SiteTray は明日もう一度確認します。',
    checking: 'アップデートを確認しています…',
    downloading: 'バージョン {version} をダウンロードしています…',
    downloadingPercent: 'バージョン {version} をダウンロードしています（{percent}）…',
    ready:
      'バージョン {version} の準備ができました。再起動してアップデートしてください（終了時にもインストールされます）。',
    restarting: '再起動してバージョン {version} をインストールしています…',
  },
} satisfies Messages<typeof en>
