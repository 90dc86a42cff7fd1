import type { Messages } from '../../messages'
import type en from '../en/list'

export default {
  window: {
    starting: 'SiteTray を起動しています…',
    title: '{name} — SiteTray',
    views: {
      onboarding: 'ようこそ',
      addAccount: 'アカウントを追加',
      settings: '設定',
      websites: 'ウェブサイト',
      conflicts: '競合',
      account: 'アカウント',
      newWebsite: '新しいウェブサイト',
      website: 'ウェブサイト',
      bulk: 'ウェブサイトを変更',
      batch: '一括変更',
      excludeMyIp: '自分の IP を除外',
    },
    back: '戻る',
    dismiss: '閉じる',
  },
  header: {
    nav: 'メインナビゲーション',
    websites: 'ウェブサイト',
    conflicts: '競合',
    conflictsCount: '競合（{count}）',
    account: 'アカウント',
    settings: '設定',
    switchAccount: 'アカウントを切り替え',
  },
  toolbar: {
    search: 'ウェブサイトを検索',
    favoritesOnly: 'お気に入りのみ',
    favoritesOnlyTitle: 'お気に入りのみ表示',
    newWebsite: '新しいウェブサイト',
    newWebsiteTitle: '新しいウェブサイト（{shortcut}）',
    websites: '{count} 件のウェブサイト',
    noMatches: '一致なし',
    matches: '{count} 件一致',
    sort: '並べ替え',
    orders: {
      domainAsc: 'アドレス A→Z',
      domainDesc: 'アドレス Z→A',
      newest: '新しい順',
      oldest: '古い順',
      recentlyEdited: '最近編集した順',
    },
  },
  list: {
    heading: 'ウェブサイト',
    label: 'ウェブサイト',
    loadingRow: '読み込み中…',
  },
  row: {
    select: '{domain} を選択',
    favorite: '{domain} をお気に入りにする',
    addFavorite: 'お気に入りに追加',
    removeFavorite: 'お気に入りから外す',
    waitingTitle: '送信待ちの変更',
    waiting: '送信待ちの変更があります。',
  },
  empty: {
    loading: 'ウェブサイトを読み込んでいます…',
    noMatch: '「{search}」に一致するウェブサイトはありません。',
    noFavorites: 'お気に入りはまだありません。ウェブサイトにスターを付けるとここに表示されます。',
    none: 'ウェブサイトはまだありません。',
    addFirst: '最初のウェブサイトを追加',
  },
  notices: {
    incomplete:
      'サービスに接続できませんでした。このコンピュータ上のウェブサイトを表示していますが、リストはまだ完全ではありません。',
    tryAgain: '再試行',
  },
  selection: {
    tooMany:
      '1 つずつチェックできるウェブサイトは最大 {count} 件です。代わりに検索して「一致するものをすべて選択」を使ってください。',
  },
  switcher: {
    label: 'ウェブサイトへ移動',
    placeholder: 'ウェブサイトへ移動…',
    results: 'ウェブサイト',
    loading: 'ウェブサイトを読み込んでいます…',
    noMatch: '「{search}」に一致するウェブサイトはありません。',
    typeName: 'ウェブサイトの名前を入力してください。',
    recent: '最近開いたものとお気に入り。',
    best: '一致度の高い {count} 件。',
    matches: '{count} 件一致。',
    option: '{domain}、{account}',
    optionFavorite: '{domain}、{account}、お気に入り',
    keyOpen: '開く',
    keyFavorite: 'お気に入り',
    keyClose: '閉じる',
  },
  status: {
    refresh: '更新',
  },
  connection: {
    connectedAs: '{name} として接続しました。',
    connected: '接続しました。',
    withNote: '{connected}{note}',
  },
  batches: {
    label: '一括変更',
    applied: '{count} 件適用',
    toReview: '{count} 件要確認',
    refused: '{count} 件拒否',
    separator: '、',
    done: '完了：{parts}',
    cancelled: 'キャンセル：{parts}',
    resultsOf: '「{title}」の結果',
    progress: '進行状況',
    results: '結果',
  },
  keyStates: {
    verified: { title: 'キー確認済み', advice: 'サービスはこの API キーを受け付けました。' },
    unverified: {
      title: 'キー未確認',
      advice:
        'キーは保存されましたが、サービスに接続できず確認できませんでした。SiteTray はサービスが応答しだい確認します。',
    },
    refused: {
      title: 'キーが拒否されました',
      advice:
        'サービスはこのキーをもう受け付けていません。サービスのアカウント画面（API の項目）でキーを作成またはコピーし、下に入力してください。管理者がキーを復元した場合は、SiteTray が自動的に検知します。',
    },
    noApi: {
      title: 'API アクセスのないプラン',
      advice:
        'キーは有効ですが、このアカウントのプランには（現在）API が含まれておらず、新しいキーでも変わりません。SiteTray は変更を保持し、プランに再び API が含まれたら送信します。確認は自動的に行われます。',
    },
    missing: {
      title: 'このコンピュータにキーがありません',
      advice:
        'SiteTray にはこのアカウントの API キーがありません。サービスのアカウント画面で取得したキーを下に入力してください。',
    },
    keychain: {
      title: 'キーチェーンがロックされています',
      advice:
        'SiteTray は API キーを保管しているシステムのキーチェーンを読み込めませんでした。キーチェーンのロックを解除（またはキーリングサービスを起動）してから、もう一度接続をお試しください。SiteTray がキーをほかの場所に保存することはありません。',
    },
  },
  query: {
    search: '検索は 255 文字以内のテキストにしてください。',
    searchBy: 'ドメインで検索します。',
    sort: '昇順（asc）または降順（desc）で並べ替えます。',
    sortBy: '作成日（created）またはドメイン（domain）で並べ替えます。',
    favorite: 'お気に入りフィルターはオンかオフのどちらかです。',
    perPage: '1 ページあたりの件数は整数にしてください。',
    page: 'ページは 1 以上の整数にしてください。',
    noSearchBy: 'このサービスでは検索の対象を選べません。',
    addressOnly: 'このサービスはアドレス順にのみ並べ替えます。',
    noFavoriteFilter: 'このサービスはお気に入りで絞り込めません。',
    notAField: '「{field}」は SiteTray が送信できる項目ではありません。',
    notAnObject: 'リストのクエリはフィルターのオブジェクトです。',
  },
} satisfies Messages<typeof en>
