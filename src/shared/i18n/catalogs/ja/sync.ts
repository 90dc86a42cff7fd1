import type { Messages } from '../../messages'
import type en from '../en/sync'

export default {
  status: {
    offline: 'オフライン',
    offlineWaiting: 'オフライン — 送信待ちの変更 {count} 件',
    syncingOf: '同期中 {done}/{total}',
    syncing: '同期中…',
    sending: '{count} 件の変更を送信中…',
    problem: '同期の問題：{message}',
    notYet: 'まだ同期していません',
    synced: '同期：{ago}',
    applying: '適用中 {done}/{total}',
  },
  ago: {
    justNow: 'たった今',
  },
  api: {
    unauthorized: 'API キーが受け付けられませんでした。アカウント設定でキーを確認してください。',
    forbidden: 'このアカウントのプランには API アクセスが含まれていません。',
    notFound: 'このウェブサイトはサーバー上にもう存在しません。',
    validation: 'サーバーが一部の項目を受け付けませんでした。',
    rateLimited: 'サービスから送信を控えるよう求められました。しばらくしてからもう一度お試しください。',
    timeout: 'サービスが時間内に応答しませんでした。',
    network: 'サービスに接続できません。接続とサービスのアドレスを確認してください。',
    server: 'サービスで要求の処理中に問題が発生しました。後でもう一度お試しください。',
    badResponse: 'サービスから SiteTray が理解できない応答が返されました。サービスのアドレスを確認してください。',
    invalidRequest: '一部の値が許可されていないため、要求は送信されませんでした。',
    noAnswerWithin: 'サービスが {duration}以内に応答しませんでした。',
    notUnderstood: 'サービスから SiteTray が理解できない応答が返されました：{detail}',
    wrongAddress:
      'サービスは応答しましたが、ウェブサイト API としての応答ではありません。サービスのアドレスと API の種類を確認してください。',
    redirectsTo:
      'サービスは応答する代わりに {origin} へリダイレクトしています。サービスのアドレスを確認し、サービスが実際に使っているアドレスを入力してください。',
    redirectsElsewhere:
      'サービスは応答する代わりに別のアドレスへリダイレクトしています。サービスのアドレスを確認し、サービスが実際に使っているアドレスを入力してください。',
    enterAddress: 'サービスのアドレスを入力してください（例：{example}）。',
    httpsOnly: 'サービスのアドレスは {scheme} で始まる必要があります。',
    httpLocalOnly:
      'サービスのアドレスには {scheme} を使ってください。暗号化なしの {plain} は、このコンピュータ（localhost）に対してのみ使えます。',
    enterKey: 'サービスのアカウント画面で取得した API キーを入力してください。',
    badKeyChars:
      'API キーに空白や API キーに使えない文字が含まれています。サービスのアカウント画面からもう一度コピーしてください。',
    noCredentials: 'サービスのアドレスにユーザー名やパスワードを含めないでください。',
    variant: 'API の種類は A または B です。',
    noId: '有効な ID のないウェブサイトがあります。',
    notObject: 'オブジェクトではないウェブサイトがあります。',
    noDomain: 'ドメインのないウェブサイトがあります。',
    noData: 'リストにデータがありません。',
    statsNoCount: '件数のない統計行があります。',
    statsNotObject: 'オブジェクトではない統計行があります。',
    statsNoValue: '値のない統計行があります。',
    statsNoData: '統計にデータがありません。',
    tooLarge:
      'サーバーの応答が {size} を超えたため、SiteTray は {host} から送られたデータの読み込みを中止しました。サービスのアドレスを確認してください。',
  },
  net: {
    untrusted:
      '{host} の証明書はこのコンピュータで信頼されていません。組織独自の認証局を使っている場合は、その証明書をシステムの証明書ストアにインストールする必要があります。',
    proxyCredentials:
      'このコンピュータのネットワーク設定にあるプロキシサーバーがユーザー名とパスワードを求めていますが、SiteTray はそれに応えられません。ネットワーク管理者に、SiteTray がプロキシを通れるよう依頼してください。',
    certName:
      '{host} の証明書は別のアドレス用に発行されたものです。サービスのアドレスを確認し、正しければサービスの管理者に知らせてください。',
    certDate:
      '{host} の証明書は期限切れか、まだ有効になっていません。このコンピュータの日付と時刻を確認し、正しければサービスの管理者に知らせてください。',
    certRevoked: '{host} の証明書は失効しています。サービスの管理者に知らせてください。',
    nameNotResolved:
      '{host} が見つかりませんでした。サービスのアドレスの綴りと、このコンピュータがネットワークに接続されていることを確認してください。',
    nameResolutionFailed:
      '{host} を名前解決できませんでした。このコンピュータの DNS が応答しませんでした。ネットワーク接続を確認してください。',
    connectionRefused:
      '{host} が接続を拒否しました。アドレス（とポート番号）、およびサービスが動作していることを確認してください。',
    disconnected: 'このコンピュータはネットワークに接続されていません。',
    proxyUnreachable:
      'このコンピュータのネットワーク設定にあるプロキシサーバーに接続できません。プロキシ設定を確認するか、ネットワーク管理者にお問い合わせください。',
    tunnelFailed:
      'このコンピュータのネットワーク設定にあるプロキシサーバーが、SiteTray から {host} への接続を拒否しました。ネットワーク管理者に、このアドレスを許可するよう依頼してください。',
    pacFailed:
      'このコンピュータのプロキシ構成（PAC ファイル）を使用できませんでした。プロキシ設定を確認するか、ネットワーク管理者にお問い合わせください。',
    proxyConfigFailed:
      'このコンピュータのプロキシ構成を使用できませんでした。プロキシ設定を確認するか、ネットワーク管理者にお問い合わせください。',
    sslFailed:
      '{host} への安全な接続に失敗しました。このコンピュータが受け入れられる方式が提供されていません。サービスのアドレスを確認し、正しければサービスの管理者に知らせてください。',
  },
  keychain: {
    operation: {
      read: '読み込み',
      save: '保存',
      delete: '削除',
    },
    unavailable:
      'SiteTray はシステムのキーチェーンにアクセスできません{because}。そのため API キーの{operation}ができません。{advice}SiteTray が API キーを平文で保存することはありません。',
    locked:
      'システムのキーチェーンがロックされています{because}。そのため SiteTray は API キーの{operation}ができません。{advice}',
    failed: 'システムのキーチェーンで API キーの{operation}ができませんでした{because}。{advice}',
    because: '（{detail}）',
    macLocked: 'キーチェーンアクセスでログインキーチェーンのロックを解除してから、もう一度お試しください。',
    mac: 'キーチェーンアクセスでログインキーチェーンを確認してください。',
    windows: 'お使いのユーザーアカウントで Windows 資格情報マネージャーが使えることを確認してください。',
    linuxLocked:
      'キーリングのロックを解除してから、もう一度お試しください（GNOME Keyring の場合は「login」キーリング。Seahorse／「パスワードと鍵」などで解除できます）。',
    linux:
      'Linux では、GNOME Keyring などの Secret Service をインストールしてロックを解除してください（SiteTray は D-Bus のあるデスクトップセッション内で実行してください）。',
  },
  check: {
    address: 'サービスのアドレスを確認してください。統計サービスを開くときのアドレスです（例：{example}）。',
    unauthorized:
      '{host} は API キーを受け付けませんでした。サービスのアカウント画面（API の項目）からキーをもう一度コピーして、ここに貼り付けてください。',
    forbidden:
      'API キーは有効ですが、{host} のアカウントには API アクセスがありません。プランに API が含まれていません。API アクセスのあるプランを選ぶか、別のアカウントのキーを使ってください。',
    rateLimitedSeconds:
      '{host} は現在、このコンピュータからの要求を制限しています（直近 1 分間の要求が多すぎます）。{duration}後にもう一度お試しください。',
    rateLimitedMinute:
      '{host} は現在、このコンピュータからの要求を制限しています（直近 1 分間の要求が多すぎます）。1 分後にもう一度お試しください。',
    server:
      '{host} で内部の問題が発生しました。後でもう一度お試しください。解決しない場合は、サービスの管理者に知らせてください。',
    timeout:
      '{host} が時間内に応答しませんでした。インターネット接続とサービスのアドレスを確認してから、もう一度お試しください。',
    cancelled: 'サービスが応答する前に接続の確認がキャンセルされました。',
    cannotConnect:
      'SiteTray は {host} に接続できませんでした。アドレス（綴り、ポート番号）、インターネット接続、およびサービスが動作していることを確認してください。',
    notStatistics: '{host} は応答しましたが、統計サービスとしての応答ではありません。{advice}',
    redirectsUnknown:
      '{host} は応答する代わりに SiteTray を別のアドレスへ転送しています。サービスのアドレスをブラウザーで開き、最終的に表示されるアドレスを入力してください。',
    loginRedirect:
      '{host} は応答する代わりに SiteTray をログインページへ転送しました。API キーが受け付けられていません。サービスのアカウント画面からキーをもう一度コピーして、ここに貼り付けてください。',
    redirectsTo:
      '{host} は応答する代わりに SiteTray を {location} へ転送しています。サービスのアドレスを確認し、サービスが実際に使っているアドレスを入力してください。',
    loginPage:
      '{host} はデータの代わりにログインページを返しました。API キーが受け付けられていません。サービスのアカウント画面からキーをもう一度コピーして、ここに貼り付けてください。',
    webPage: '{host} はウェブページを返しました。統計サービスとしての応答ではありません。{advice}',
    otherVersion:
      '{host} では、このアカウントを追加したときとは別のバージョンの統計サービスが動作しています。アカウントの登録を解除してから、もう一度追加してください。SiteTray は現在のバージョンに合わせて動作します。',
    notList: '{host} は応答しましたが、ウェブサイトのリストではありません。{advice}',
    unusableList: '{host} は SiteTray が扱えない形式のウェブサイトのリストを返しました。{advice}',
    noService: '{host} は応答しましたが、そこに統計サービスはありません。{advice}',
    notChecked: 'サービスを確認できませんでした。',
  },
  account: {
    labelTooLong: 'アカウント名は {max} 文字以内にしてください。',
    gone: 'このアカウントはもう存在しません。',
    notThere: 'このアカウントは（もう）存在しません。',
    demoRemoved: 'デモアカウントは登録解除されました。もう一度デモをお試しください。',
    demoLabel: 'デモ',
    noKey: 'このアカウントの API キーはこのコンピュータにありません。アカウント設定で入力してください。',
    listMovedAside: '{notice}SiteTray はアカウントなしで起動します。',
    listUnreadable: '{notice}それまで SiteTray はアカウントを表示しません。',
    theList: 'アカウントのリスト',
    theEdits: '「{account}」の送信待ちの変更',
    editsMovedAside: '{notice}これらは送信されていません。もう一度変更してください。',
    editsUnreadable: '{notice}それまで SiteTray はこのアカウントの新しい変更を保持できません。',
    editsRejected:
      'SiteTray は「{account}」の送信待ちの変更 {count} 件を読み込めませんでした。これらは {file} に保管され、送信されていません。もう一度変更してください。',
    interval: '同期間隔はミリ秒単位の整数で指定します（0 でオフ）。',
  },
  storage: {
    movedAside: 'SiteTray は{what}を読み込めませんでした（{reason}）。ファイルは {file} として保管されています。',
    unreadable:
      'SiteTray は{what}を読み込めませんでした（{reason}）。ファイルはそのまま残され、上書きされません。読み込むには SiteTray を終了して再起動してください。',
    damaged: '内容が壊れています',
    notOutbox: '送信待ちファイルではありません：{detail}',
  },
  system: {
    diskFull: 'ディスクがいっぱいです',
    quota: 'ディスクの割り当てを使い切りました',
    notAllowed: 'SiteTray にデータフォルダーの使用が許可されていません',
    readOnly: 'ディスクが読み取り専用です',
    busy: 'ほかのプログラムがファイルを使用しています',
    folder: 'ファイルがあるべき場所にフォルダーがあります',
    tooManyFiles: 'システムで開いているファイルが多すぎます',
    io: 'ディスクがエラーを報告しました',
    refused: 'システムがファイルの読み書きを拒否しました',
    unexpected: '予期しない問題が発生しました',
  },
  outbox: {
    savedOffline: 'このコンピュータに保存しました。サービスが再び応答したら SiteTray が送信します。',
    savedKey:
      'このコンピュータに保存しました。サービスが API キーを受け付けなかったため、キーが再び使えるようになったら SiteTray が送信します。',
    savedPlan:
      'このコンピュータに保存しました。アカウントのプランに現在 API が含まれていないため、含まれるようになったら SiteTray が送信します。',
    savedUntrusted:
      'このコンピュータに保存しました。サービスの証明書がこのコンピュータで信頼されていないため、信頼されたら SiteTray が送信します。',
    savedRetry: 'このコンピュータに保存しました。サービス側で問題が発生したため、SiteTray がまもなく再試行します。',
    savedConflict:
      'このコンピュータに保存しました。このウェブサイトには選択を待っている変更があり、その後に送信されます。',
    savedBusy: 'このコンピュータに保存しました。サービスが混み合っているため、SiteTray は約 {duration}後に送信します。',
    sending: 'このコンピュータに保存しました — 送信中…',
    passwordInMemory: 'パスワードは SiteTray を終了するまでメモリ上にのみ保持されます。',
    passwordLost:
      'SiteTray はパスワードをディスクに保存しません。この変更は SiteTray の再起動前に行われたものです。パスワードをもう一度入力してください。',
    changed: '前回確認した後に、サーバー上で変更されています。残す値を選んでください。',
    deleted: 'このウェブサイトはサーバー上で削除されました。',
    rejected: 'サーバーはこの変更を受け付けませんでした。',
    droppedDeleted: 'このウェブサイトはサーバー上で削除されたため、変更も破棄されました。',
    droppedNotCreated: '新しいウェブサイトが破棄されたため、変更も破棄されました。',
    resolved: 'この競合はすでに解決されています。',
    onlyDiscardDeleted: 'ウェブサイトはサーバー上で削除されました。この変更は破棄することしかできません。',
    onlyDiscardRefused: 'サーバーがこの変更を拒否しました。破棄することしかできません。',
    sentAgain: 'この変更はその間に再送信されたため、もう選択を待っていません。',
    notWaiting: 'この変更はもう待機していません。その間に送信または破棄されました。',
    discarded: 'この変更はもう待機していません。その間に破棄されました。',
    onlyRefused: '修正して再送信できるのは、サーバーが拒否した変更だけです。',
    domainFixed: 'ウェブサイトのドメインは変更できません。',
    favoriteLater: '新しいウェブサイトは、作成された後でお気に入りになります。',
    alreadyListed: 'このウェブサイトはすでにリストにあります。',
    notListed: 'このウェブサイトはもうリストにありません。',
    favoriteNotSaved: 'SiteTray はお気に入りをこのコンピュータに保存できませんでした：{problem}。',
    changeNotSaved: 'SiteTray は変更をこのコンピュータに保存できませんでした：{problem}。',
    notAllowed: '一部の値が許可されていません。',
  },
  sweep: {
    ceiling:
      'サービスが {pages} ページ目を過ぎてもページを返し続けたため、SiteTray はそこで読み込みを止めました。サービス上で削除されたウェブサイトがまだ表示されている可能性があります。',
    pastCount:
      'サービスが自ら示したウェブサイト数を過ぎてもページを返し続けたため、SiteTray はそこで読み込みを止めました。サービス上で削除されたウェブサイトがまだ表示されている可能性があります。',
    repeated:
      'サービスが後のページで、すでに返したウェブサイトを再び返したため、SiteTray はそこで読み込みを止めました。サービス上で削除されたウェブサイトがまだ表示されている可能性があります。',
  },
  shortcut: {
    switcherHasIt:
      'この組み合わせはすでにクイックスイッチャーを開くのに使われています。別の組み合わせを選んでください。',
    windowHasIt: 'この組み合わせはすでにウインドウの表示と非表示に使われています。別の組み合わせを選んでください。',
  },
  settingsNotSaved: '設定を保存できなかったため（{problem}）、設定は元のままです。',
  checks: {
    apiKeyMissing: 'サービスのアカウント画面で取得した API キーを入力してください。',
    apiKeyCharacters:
      'API キーに空白や API キーに使えない文字が含まれています。サービスのアカウント画面からもう一度コピーしてください。',
    webPageInsteadOfData:
      'サービスはデータの代わりにウェブページを返しました。API キーが受け付けられていないか、アドレスが API のものではありません。',
    statsNotUnderstood: 'サービスから SiteTray が理解できない統計が送られてきました：{detail}',
    settingsUnreadableKept:
      '設定を読み込めなかったため（{reason}）、SiteTray は既定の設定を使います。古いファイルは {path} として保管されています。',
    settingsUnreadableLeft:
      '設定を読み込めなかったため（{reason}）、SiteTray は当面、既定の設定を使います。ファイルはそのまま残され、ここでの変更は保存されません。読み込むには SiteTray を終了して再起動してください。',
  },
} satisfies Messages<typeof en>
