import type { Messages } from '../../messages'
import type en from '../en/sync'

export default {
  status: {
    offline: '오프라인',
    offlineWaiting: '오프라인 — 전송 대기 중인 변경 {count}건',
    syncingOf: '동기화 중 {done}/{total}',
    syncing: '동기화 중…',
    sending: '변경 {count}건 전송 중…',
    problem: '동기화 문제: {message}',
    notYet: '아직 동기화되지 않음',
    synced: '동기화됨: {ago}',
    applying: '적용 중 {done}/{total}',
  },
  ago: {
    justNow: '방금',
  },
  api: {
    unauthorized: 'API 키가 승인되지 않았습니다. 계정 설정에서 키를 확인하세요.',
    forbidden: '이 계정의 요금제에는 API 액세스가 포함되어 있지 않습니다.',
    notFound: '이 웹사이트는 더 이상 서버에 없습니다.',
    validation: '서버에서 일부 필드를 받아들이지 않았습니다.',
    rateLimited: '서비스에서 SiteTray에 요청 속도를 낮추라고 했습니다. 잠시 후 다시 시도하세요.',
    timeout: '서비스가 제시간에 응답하지 않았습니다.',
    network: '서비스에 연결할 수 없습니다. 연결 상태와 서비스 주소를 확인하세요.',
    server: '서비스에서 요청을 처리하는 중 문제가 발생했습니다. 나중에 다시 시도하세요.',
    badResponse: '서비스에서 SiteTray가 이해할 수 없는 응답을 보냈습니다. 서비스 주소를 확인하세요.',
    invalidRequest: '일부 값이 허용되지 않아 요청을 보내지 않았습니다.',
    noAnswerWithin: '서비스가 {duration} 안에 응답하지 않았습니다.',
    notUnderstood: '서비스에서 SiteTray가 이해할 수 없는 응답을 보냈습니다: {detail}',
    wrongAddress: '서비스가 응답했지만 웹사이트 API의 응답이 아닙니다. 서비스 주소와 API 유형을 확인하세요.',
    redirectsTo:
      '서비스가 응답하는 대신 {origin}(으)로 리디렉션합니다. 서비스 주소를 확인하고 서비스가 실제로 사용하는 주소를 입력하세요.',
    redirectsElsewhere:
      '서비스가 응답하는 대신 다른 주소로 리디렉션합니다. 서비스 주소를 확인하고 서비스가 실제로 사용하는 주소를 입력하세요.',
    enterAddress: '서비스 주소를 입력하세요(예: {example}).',
    httpsOnly: '서비스 주소는 {scheme}(으)로 시작해야 합니다.',
    httpLocalOnly:
      '서비스 주소에는 {scheme}을(를) 사용하세요. 암호화되지 않은 {plain}은(는) 이 컴퓨터(localhost)에서만 허용됩니다.',
    enterKey: '서비스의 계정 페이지에서 받은 API 키를 입력하세요.',
    badKeyChars: 'API 키에 공백이나 API 키에 들어갈 수 없는 문자가 있습니다. 서비스의 계정 페이지에서 다시 복사하세요.',
    noCredentials: '서비스 주소에 사용자 이름과 비밀번호를 넣지 마세요.',
    variant: 'API 유형은 A 또는 B입니다.',
    noId: '유효한 ID가 없는 웹사이트가 있습니다.',
    notObject: '객체가 아닌 웹사이트가 있습니다.',
    noDomain: '도메인이 없는 웹사이트가 있습니다.',
    noData: '목록에 데이터가 없습니다.',
    statsNoCount: '수가 없는 통계 행이 있습니다.',
    statsNotObject: '객체가 아닌 통계 행이 있습니다.',
    statsNoValue: '값이 없는 통계 행이 있습니다.',
    statsNoData: '통계에 데이터가 없습니다.',
    tooLarge:
      '서버의 응답이 {size}보다 커서 SiteTray가 {host}에서 보낸 내용을 더 이상 읽지 않았습니다. 서비스 주소를 확인하세요.',
  },
  net: {
    untrusted:
      '이 컴퓨터는 {host}의 인증서를 신뢰하지 않습니다. 조직에서 자체 인증 기관을 사용한다면 그 인증서를 시스템 인증서 저장소에 설치해야 합니다.',
    proxyCredentials:
      '이 컴퓨터의 네트워크 설정에 있는 프록시 서버가 사용자 이름과 비밀번호를 요구하지만 SiteTray는 이를 제공할 수 없습니다. 네트워크 관리자에게 SiteTray가 프록시를 통과할 수 있도록 요청하세요.',
    certName:
      '{host}의 인증서는 다른 주소용으로 발급되었습니다. 서비스 주소를 확인하고, 주소가 맞다면 서비스 관리자에게 알리세요.',
    certDate:
      '{host}의 인증서가 만료되었거나 아직 유효하지 않습니다. 이 컴퓨터의 날짜와 시간을 확인하고, 맞다면 서비스 관리자에게 알리세요.',
    certRevoked: '{host}의 인증서가 해지되었습니다. 서비스 관리자에게 알리세요.',
    nameNotResolved:
      '{host}을(를) 찾을 수 없습니다. 서비스 주소의 철자와 이 컴퓨터가 네트워크에 연결되어 있는지 확인하세요.',
    nameResolutionFailed:
      '{host}을(를) 조회할 수 없습니다. 이 컴퓨터의 이름 확인 서비스가 응답하지 않았습니다. 네트워크 연결을 확인하세요.',
    connectionRefused: '{host}에서 연결을 거부했습니다. 주소(및 포트)와 서비스가 실행 중인지 확인하세요.',
    disconnected: '이 컴퓨터가 네트워크에 연결되어 있지 않습니다.',
    proxyUnreachable:
      '이 컴퓨터의 네트워크 설정에 있는 프록시 서버에 연결할 수 없습니다. 프록시 설정을 확인하거나 네트워크 관리자에게 문의하세요.',
    tunnelFailed:
      '이 컴퓨터의 네트워크 설정에 있는 프록시 서버가 SiteTray의 {host} 연결을 거부했습니다. 네트워크 관리자에게 이 주소를 허용해 달라고 요청하세요.',
    pacFailed:
      '이 컴퓨터의 프록시 구성(PAC 파일)을 사용할 수 없습니다. 프록시 설정을 확인하거나 네트워크 관리자에게 문의하세요.',
    proxyConfigFailed:
      '이 컴퓨터의 프록시 구성을 사용할 수 없습니다. 프록시 설정을 확인하거나 네트워크 관리자에게 문의하세요.',
    sslFailed:
      '{host}에 대한 보안 연결에 실패했습니다. 이 컴퓨터가 허용하는 방식을 제공하지 않습니다. 서비스 주소를 확인하고, 주소가 맞다면 서비스 관리자에게 알리세요.',
  },
  keychain: {
    operation: {
      read: '읽을',
      save: '저장할',
      delete: '삭제할',
    },
    unavailable:
      'SiteTray가 시스템 키체인에 접근할 수 없습니다{because}. 따라서 API 키를 {operation} 수 없습니다. {advice} SiteTray는 API 키를 일반 텍스트로 저장하지 않습니다.',
    locked: '시스템 키체인이 잠겨 있습니다{because}. 따라서 SiteTray가 API 키를 {operation} 수 없습니다. {advice}',
    failed: '시스템 키체인이 API 키를 {operation} 수 없었습니다{because}. {advice}',
    because: '({detail})',
    macLocked: '키체인 접근에서 로그인 키체인의 잠금을 해제한 후 다시 시도하세요.',
    mac: '키체인 접근에서 로그인 키체인을 확인하세요.',
    windows: '사용자 계정에서 Windows 자격 증명 관리자를 사용할 수 있는지 확인하세요.',
    linuxLocked:
      '키링의 잠금을 해제한 후 다시 시도하세요(GNOME Keyring의 경우 “login” 키링, 예: Seahorse / “암호 및 키”).',
    linux:
      'Linux에서는 GNOME Keyring 같은 Secret Service를 설치하고 잠금을 해제하세요(그리고 D-Bus가 있는 데스크톱 세션에서 SiteTray를 실행하세요).',
  },
  check: {
    address: '서비스 주소를 확인하세요. 통계 서비스를 열 때 사용하는 주소입니다(예: {example}).',
    unauthorized:
      '{host}에서 API 키를 받아들이지 않았습니다. 서비스의 계정 페이지(API 섹션)에서 키를 다시 복사하여 여기에 붙여 넣으세요.',
    forbidden:
      'API 키는 유효하지만 {host}의 계정에 API 액세스 권한이 없습니다. 요금제에 API가 포함되어 있지 않습니다. API 액세스가 있는 요금제를 선택하거나 다른 계정의 키를 사용하세요.',
    rateLimitedSeconds:
      '{host}에서 현재 이 컴퓨터의 요청을 제한하고 있습니다(최근 1분 동안 요청이 너무 많음). {duration} 후에 다시 시도하세요.',
    rateLimitedMinute:
      '{host}에서 현재 이 컴퓨터의 요청을 제한하고 있습니다(최근 1분 동안 요청이 너무 많음). 1분 후에 다시 시도하세요.',
    server: '{host}에 내부 문제가 발생했습니다. 나중에 다시 시도하고, 문제가 계속되면 서비스 관리자에게 알리세요.',
    timeout: '{host}이(가) 제시간에 응답하지 않았습니다. 인터넷 연결과 서비스 주소를 확인한 후 다시 시도하세요.',
    cancelled: '서비스가 응답하기 전에 연결 확인이 취소되었습니다.',
    cannotConnect:
      'SiteTray가 {host}에 연결하지 못했습니다. 주소(철자, 포트), 인터넷 연결, 서비스가 실행 중인지 확인하세요.',
    notStatistics: '{host}이(가) 응답했지만 통계 서비스의 응답이 아닙니다. {advice}',
    redirectsUnknown:
      '{host}이(가) 응답하는 대신 SiteTray를 다른 주소로 보냅니다. 서비스 주소를 확인하세요. 브라우저에서 열어 최종적으로 표시되는 주소를 입력하세요.',
    loginRedirect:
      '{host}이(가) 응답하는 대신 SiteTray를 로그인 페이지로 보냈습니다. API 키가 승인되지 않았습니다. 서비스의 계정 페이지에서 키를 다시 복사하여 여기에 붙여 넣으세요.',
    redirectsTo:
      '{host}이(가) 응답하는 대신 SiteTray를 {location}(으)로 보냅니다. 서비스 주소를 확인하고 서비스가 실제로 사용하는 주소를 입력하세요.',
    loginPage:
      '{host}이(가) 데이터 대신 로그인 페이지로 응답했습니다. API 키가 승인되지 않았습니다. 서비스의 계정 페이지에서 키를 다시 복사하여 여기에 붙여 넣으세요.',
    webPage: '{host}이(가) 통계 서비스가 아닌 웹 페이지로 응답했습니다. {advice}',
    otherVersion:
      '{host}에서 이 계정을 추가했을 때와 다른 버전의 통계 서비스가 실행되고 있습니다. 계정을 제거한 후 다시 추가하세요. 그러면 SiteTray가 현재 버전에 맞게 작동합니다.',
    notList: '{host}이(가) 응답했지만 웹사이트 목록이 아닙니다. {advice}',
    unusableList: '{host}이(가) SiteTray에서 처리할 수 없는 웹사이트 목록으로 응답했습니다. {advice}',
    noService: '{host}이(가) 응답했지만 그곳에 통계 서비스가 없습니다. {advice}',
    notChecked: '서비스를 확인할 수 없습니다.',
  },
  account: {
    labelTooLong: '계정 이름은 {max}자 이하로 입력하세요.',
    gone: '이 계정은 더 이상 존재하지 않습니다.',
    notThere: '이 계정은 (더 이상) 존재하지 않습니다.',
    demoRemoved: '데모 계정이 제거되었습니다. 데모를 다시 사용해 보세요.',
    demoLabel: '데모',
    noKey: '이 컴퓨터에 이 계정의 API 키가 없습니다. 계정 설정에서 입력하세요.',
    listMovedAside: '{notice} SiteTray는 계정 없이 시작됩니다.',
    listUnreadable: '{notice} 그때까지 SiteTray에 계정이 표시되지 않습니다.',
    theList: '계정 목록',
    theEdits: '“{account}”의 전송 대기 중인 변경 사항',
    editsMovedAside: '{notice} 변경 사항은 전송되지 않았습니다. 다시 변경하세요.',
    editsUnreadable: '{notice} 그때까지 SiteTray는 이 계정의 새 변경 사항을 보관할 수 없습니다.',
    editsRejected:
      'SiteTray가 “{account}”의 전송 대기 중인 변경 {count}건을 읽지 못했습니다. 변경 사항은 {file}에 보관되었고 전송되지 않았습니다. 다시 변경하세요.',
    interval: '동기화 간격은 밀리초 단위의 정수이며, 0이면 꺼집니다.',
  },
  storage: {
    movedAside: 'SiteTray가 {what}을(를) 읽지 못했습니다({reason}). 파일은 {file}(으)로 보관되었습니다.',
    unreadable:
      'SiteTray가 {what}을(를) 읽지 못했습니다({reason}). 파일은 그대로 두었으며 덮어쓰지 않습니다. 파일을 읽으려면 SiteTray를 종료한 후 다시 시작하세요.',
    damaged: '내용이 손상되었습니다',
    notOutbox: '전송 대기 파일이 아닙니다: {detail}',
  },
  system: {
    diskFull: '디스크가 가득 찼습니다',
    quota: '디스크 할당량을 모두 사용했습니다',
    notAllowed: 'SiteTray에 데이터 폴더를 사용할 권한이 없습니다',
    readOnly: '디스크가 읽기 전용입니다',
    busy: '다른 프로그램이 파일을 사용하고 있습니다',
    folder: '파일이 있어야 할 곳에 폴더가 있습니다',
    tooManyFiles: '시스템에 열린 파일이 너무 많습니다',
    io: '디스크에서 오류를 보고했습니다',
    refused: '시스템에서 파일 읽기 또는 쓰기를 거부했습니다',
    unexpected: '예기치 않은 문제가 발생했습니다',
  },
  outbox: {
    savedOffline: '이 컴퓨터에 저장했습니다. 서비스가 다시 응답하면 SiteTray가 전송합니다.',
    savedKey:
      '이 컴퓨터에 저장했습니다. 서비스에서 API 키를 받아들이지 않았습니다. 키가 다시 작동하면 SiteTray가 전송합니다.',
    savedPlan:
      '이 컴퓨터에 저장했습니다. 현재 계정의 요금제에 API가 포함되어 있지 않습니다. 포함되면 SiteTray가 전송합니다.',
    savedUntrusted:
      '이 컴퓨터에 저장했습니다. 이 컴퓨터가 서비스의 인증서를 신뢰하지 않습니다. 신뢰하게 되면 SiteTray가 전송합니다.',
    savedRetry: '이 컴퓨터에 저장했습니다. 서비스에서 처리 중 문제가 발생했습니다. SiteTray가 곧 다시 시도합니다.',
    savedConflict: '이 컴퓨터에 저장했습니다. 이 웹사이트에 선택을 기다리는 변경이 있어 그다음에 전송됩니다.',
    savedBusy: '이 컴퓨터에 저장했습니다. 서비스가 혼잡하여 SiteTray가 약 {duration} 후에 전송합니다.',
    sending: '이 컴퓨터에 저장했습니다 — 전송 중…',
    passwordInMemory: '비밀번호는 SiteTray를 종료할 때까지 메모리에만 보관됩니다.',
    passwordLost:
      'SiteTray는 비밀번호를 디스크에 저장하지 않으며, 이 변경은 SiteTray를 다시 시작하기 전에 이루어졌습니다. 비밀번호를 다시 입력하세요.',
    changed: '마지막으로 확인한 후 서버에서 변경되었습니다. 유지할 값을 선택하세요.',
    deleted: '이 웹사이트는 서버에서 삭제되었습니다.',
    rejected: '서버에서 이 변경을 받아들이지 않았습니다.',
    droppedDeleted: '이 웹사이트가 서버에서 삭제되어 변경 사항도 함께 폐기되었습니다.',
    droppedNotCreated: '새 웹사이트가 폐기되어 변경 사항도 함께 폐기되었습니다.',
    resolved: '이 충돌은 이미 해결되었습니다.',
    onlyDiscardDeleted: '웹사이트가 서버에서 삭제되었습니다. 이 변경은 폐기만 할 수 있습니다.',
    onlyDiscardRefused: '서버에서 이 변경을 거부했습니다. 폐기만 할 수 있습니다.',
    sentAgain: '이 변경은 그사이에 다시 전송되어 더 이상 선택을 기다리지 않습니다.',
    notWaiting: '이 변경은 더 이상 대기 중이 아닙니다. 그사이에 전송되었거나 폐기되었습니다.',
    discarded: '이 변경은 더 이상 대기 중이 아닙니다. 그사이에 폐기되었습니다.',
    onlyRefused: '서버에서 거부한 변경만 수정하여 다시 전송할 수 있습니다.',
    domainFixed: '웹사이트의 도메인은 변경할 수 없습니다.',
    favoriteLater: '새 웹사이트는 생성된 후에 즐겨찾기가 됩니다.',
    alreadyListed: '이 웹사이트는 이미 목록에 있습니다.',
    notListed: '이 웹사이트는 더 이상 목록에 없습니다.',
    favoriteNotSaved: 'SiteTray가 즐겨찾기를 이 컴퓨터에 저장하지 못했습니다: {problem}.',
    changeNotSaved: 'SiteTray가 변경 사항을 이 컴퓨터에 저장하지 못했습니다: {problem}.',
    notAllowed: '일부 값이 허용되지 않습니다.',
  },
  sweep: {
    ceiling:
      '서비스가 {pages}페이지를 넘어서도 계속 페이지를 보냈습니다. SiteTray가 그 지점에서 읽기를 멈췄으므로 서비스에서 삭제된 웹사이트가 아직 표시될 수 있습니다.',
    pastCount:
      '서비스가 스스로 알린 웹사이트 수를 넘어서도 계속 페이지를 보냈습니다. SiteTray가 그 지점에서 읽기를 멈췄으므로 서비스에서 삭제된 웹사이트가 아직 표시될 수 있습니다.',
    repeated:
      '서비스가 이후 페이지에서 이미 보낸 웹사이트를 다시 보냈습니다. SiteTray가 그 지점에서 읽기를 멈췄으므로 서비스에서 삭제된 웹사이트가 아직 표시될 수 있습니다.',
  },
  shortcut: {
    switcherHasIt: '이 조합은 이미 빠른 전환기를 여는 데 사용됩니다. 다른 조합을 선택하세요.',
    windowHasIt: '이 조합은 이미 창을 표시하고 숨기는 데 사용됩니다. 다른 조합을 선택하세요.',
  },
  settingsNotSaved: '설정을 저장하지 못했으므로({problem}) 설정은 이전 그대로입니다.',
  checks: {
    apiKeyMissing: '서비스의 계정 페이지에서 받은 API 키를 입력하세요.',
    apiKeyCharacters:
      'API 키에 공백이나 API 키에 들어갈 수 없는 문자가 있습니다. 서비스의 계정 페이지에서 다시 복사하세요.',
    webPageInsteadOfData:
      '서비스가 데이터 대신 웹 페이지로 응답했습니다. API 키가 승인되지 않았거나 주소가 API의 주소가 아닙니다.',
    statsNotUnderstood: '서비스에서 SiteTray가 이해할 수 없는 통계를 보냈습니다: {detail}',
    settingsUnreadableKept:
      '설정을 읽지 못했으므로({reason}) SiteTray는 기본값을 사용합니다. 이전 파일은 {path}(으)로 보관되었습니다.',
    settingsUnreadableLeft:
      '설정을 읽지 못했으므로({reason}) SiteTray는 당분간 기본값을 사용합니다. 파일은 그대로 두었으며 여기서 변경한 내용은 저장되지 않습니다. 파일을 읽으려면 SiteTray를 종료한 후 다시 시작하세요.',
  },
} satisfies Messages<typeof en>
