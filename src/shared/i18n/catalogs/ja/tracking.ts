import type { Messages } from '../../messages'
import type en from '../en/tracking'

export default {
  panel: {
    title: 'トラッキングコード',
    hint: '{domain} のすべてのページの {tag} の直前に貼り付けてください。その時点から訪問が集計されます。',
    dnt: 'Do Not Track を尊重',
    dntHint: 'トラッキングしないよう求めるブラウザーの訪問者は集計されません。',
    copy: 'トラッキングコードをコピー',
    copied: 'クリップボードにコピーしました。',
    show: 'コードを表示',
    codeLabel: '{domain} のトラッキングコード',
    check: 'インストールを確認',
    checking: '確認しています…',
    checked: '確認：{age}',
    limits:
      'この確認では、初めての訪問者と同じようにログインせずにトップページを読み込みます。後から JavaScript で追加されるコードや、ログインが必要なページは確認できません。',
  },
  newWebsite: {
    next: '次に、サイトにトラッキングコードを追加してください。',
  },
  mark: {
    noVisitsYet: '訪問はまだありません',
    title: '作成以来、訪問が記録されていません',
    check: '確認',
    checkLabel: '{domain} のインストールを確認',
  },
  tray: {
    copy: 'トラッキングコードをコピー',
    check: 'インストールを確認…',
    copyFailed: 'トラッキングコードをコピーできませんでした',
  },
  check: {
    websiteGone: 'このウェブサイトはもうリストにありません。',
  },
  outcome: {
    installedTitle: 'インストール済み',
    installed: '{host} のトップページにはトラッキングコードがあり、このアカウントに訪問を送信しています。',
    visitsToday: '今日、最初の訪問が届きました。',
    noVisitsYet: '訪問はまだ記録されていません — 確認のため、一度サイトを開いてください。',
    elsewhereTitle: 'インストール済みですが、送信先が異なります',
    elsewhere:
      '{host} のコードは訪問を {expected} ではなく {dataHost} に送信しています。このアカウントのトラッキングコードに置き換えてください。',
    otherHostTitle: '別のホスト上にあります',
    otherHost:
      'トップページは {host} に移動しています。サービスが訪問を集計するのは {domain}（www. の有無は問わない）だけです。{host} もウェブサイトとして追加するか、リダイレクトをやめてください。',
    notFoundTitle: 'トップページに見つかりません',
    notFound:
      '{host} のトップページにはトラッキングコードがありません。タグマネージャーやシングルページアプリが後から追加している場合、この確認では検出できません。サイトを開いてから、今日の訪問を確認してください。そうでない場合は、すべてのページの head 内にコードがあるか確認してください。',
    unreachableTitle: 'サイトに接続できませんでした',
    tooLargeTitle: 'ページが大きすぎて確認できません',
    privateNetworkTitle: 'リダイレクトをたどりませんでした',
    overHttp: 'https で接続できなかったため、http でページを確認しました。',
    hiddenCharacters:
      'コード内のアドレスに見えない文字が含まれています。このアカウントのトラッキングコードをもう一度コピーしてください。',
  },
  unreachable: {
    dns: '{host} という名前を解決できません。ウェブサイトのドメインを確認してください。',
    refused: '{host} は https でも http でも接続を拒否しました。',
    certificate: '{host} の証明書はこのコンピュータで信頼されていません。',
    timeout: '{host} が時間内に応答しませんでした。',
    tooLarge: '{host} のトップページは {size} を超えています。確認で読み込むのはそこまでです。',
    status: '{host} はエラー HTTP {status} を返しました。',
    tooManyRedirects: '{host} は {count} 回を超えてリダイレクトしています（ループしている可能性があります）。',
    notHttp: '{host} はウェブページではないアドレスにリダイレクトしています。',
    unusualStatus: '{host} は通常とは異なるステータス {status} を返しました。サーバーの設定を確認してください。',
    privateNetwork:
      '{host} はプライベートネットワーク内のアドレス {target} にリダイレクトしています。確認では、公開サイトからプライベートネットワークへのリダイレクトはたどりません。サイトのリダイレクトを確認してください。',
    other: '{host} を読み込めませんでした。',
  },
} satisfies Messages<typeof en>
