import type { Messages } from '../../messages'
import type en from '../en/tracking'

export default {
  panel: {
    title: '추적 코드',
    hint: '{domain}의 모든 페이지에서 {tag} 바로 앞에 붙여 넣으세요. 그때부터 방문이 집계됩니다.',
    dnt: 'Do Not Track 존중',
    dntHint: '브라우저에서 추적하지 말라고 요청한 방문자는 집계하지 않습니다.',
    copy: '추적 코드 복사',
    copied: '클립보드에 복사했습니다.',
    show: '코드 보기',
    codeLabel: '{domain}의 추적 코드',
    check: '설치 확인',
    checking: '확인 중…',
    checked: '확인: {age}',
    limits:
      '확인은 처음 방문한 사람처럼 로그인하지 않고 메인 페이지를 읽습니다. 나중에 JavaScript로 추가되는 코드나 로그인이 필요한 페이지는 확인할 수 없습니다.',
  },
  newWebsite: {
    next: '다음 단계: 사이트에 추적 코드를 추가하세요.',
  },
  mark: {
    noVisitsYet: '아직 방문 없음',
    title: '생성된 후 기록된 방문이 없습니다',
    check: '확인',
    checkLabel: '{domain}의 설치 확인',
  },
  tray: {
    copy: '추적 코드 복사',
    check: '설치 확인…',
    copyFailed: '추적 코드를 복사하지 못했습니다',
  },
  check: {
    websiteGone: '이 웹사이트는 더 이상 목록에 없습니다.',
  },
  outcome: {
    installedTitle: '설치됨',
    installed: '{host}의 메인 페이지에 추적 코드가 있으며 이 계정으로 방문을 보냅니다.',
    visitsToday: '오늘 첫 방문이 들어왔습니다.',
    noVisitsYet: '아직 기록된 방문이 없습니다 — 확인하려면 사이트를 한 번 열어 보세요.',
    elsewhereTitle: '설치되었지만 다른 곳을 가리킴',
    elsewhere:
      '{host}의 코드는 방문을 {expected}이(가) 아닌 {dataHost}(으)로 보냅니다. 이 계정의 추적 코드로 바꾸세요.',
    otherHostTitle: '다른 호스트에 있음',
    otherHost:
      '메인 페이지가 {host}(으)로 옮겨졌습니다. 서비스는 {domain}(www. 유무와 관계없이)의 방문만 집계하므로, {host}도 웹사이트로 추가하거나 리디렉션을 중지하세요.',
    notFoundTitle: '메인 페이지에서 찾을 수 없음',
    notFound:
      '{host}의 메인 페이지에 추적 코드가 없습니다. 태그 관리자나 단일 페이지 앱이 나중에 추가할 수 있는데, 이 확인으로는 볼 수 없습니다. 사이트를 연 다음 오늘의 방문을 확인하세요. 그렇지 않다면 모든 페이지의 head에 코드가 있는지 확인하세요.',
    unreachableTitle: '사이트에 연결할 수 없음',
    tooLargeTitle: '페이지가 너무 커서 확인할 수 없음',
    privateNetworkTitle: '리디렉션을 따라가지 않음',
    overHttp: 'https로 연결할 수 없어 http로 페이지를 확인했습니다.',
    hiddenCharacters: '코드의 주소에 보이지 않는 문자가 있습니다. 이 계정의 추적 코드를 다시 복사하세요.',
  },
  unreachable: {
    dns: '{host} 이름을 확인할 수 없습니다. 웹사이트의 도메인을 확인하세요.',
    refused: '{host}이(가) https와 http 모두에서 연결을 거부했습니다.',
    certificate: '이 컴퓨터는 {host}의 인증서를 신뢰하지 않습니다.',
    timeout: '{host}이(가) 제시간에 응답하지 않았습니다.',
    tooLarge: '{host}의 메인 페이지가 {size}보다 큽니다. 확인은 그 이상을 읽지 않습니다.',
    status: '{host}이(가) HTTP {status} 오류로 응답했습니다.',
    tooManyRedirects: '{host}이(가) {count}번 넘게 리디렉션합니다(반복되고 있나요?).',
    notHttp: '{host}이(가) 웹 페이지가 아닌 주소로 리디렉션합니다.',
    unusualStatus: '{host}이(가) 흔하지 않은 상태 {status}(으)로 응답했습니다. 서버의 구성을 확인하세요.',
    privateNetwork:
      '{host}이(가) 사설 네트워크 내부 주소인 {target}(으)로 리디렉션합니다. 확인은 공개 사이트에서 사설 네트워크로 따라가지 않습니다. 사이트의 리디렉션을 확인하세요.',
    other: '{host}을(를) 읽을 수 없습니다.',
  },
} satisfies Messages<typeof en>
