import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: '공개',
    private: '비공개',
    password: '비밀번호',
    choosePassword: '비밀번호…',
  },
  privacyHint: {
    public: '링크가 있는 사람은 누구나 통계를 볼 수 있습니다.',
    private: '나만 통계를 볼 수 있습니다.',
    password: '방문자가 통계를 보려면 비밀번호가 필요합니다.',
  },
  settingLabel: {
    domain: '도메인',
    privacy: '통계 페이지',
    password: '비밀번호',
    emailReports: '이메일 보고서',
    excludeBots: '봇 제외',
    excludeParams: '제외할 쿼리 매개변수',
    excludeIps: '제외할 IP 주소',
    favorite: '즐겨찾기',
  },
  settingName: {
    domain: '도메인',
    privacy: '통계 페이지 공개 설정',
    password: '비밀번호',
    emailReports: '이메일 보고서',
    excludeBots: '봇 제외',
    excludeParams: '제외할 쿼리 매개변수',
    excludeIps: '제외할 IP 주소',
    favorite: '즐겨찾기',
  },
  keyProblem: {
    refused: 'API 키 거부됨 — 수정…',
    noApi: 'API 없는 요금제 — 변경 사항 보관 중…',
    missing: 'API 키 없음 — 추가…',
    keychain: '키체인 잠김 — 열기…',
  },
  planWithoutApi:
    '“{account}”의 요금제에 (더 이상) API가 포함되어 있지 않습니다. SiteTray는 변경 사항을 보관했다가 API를 사용할 수 있게 되면 전송합니다.',
  reviewConflicts: '충돌 {count}건 — 검토',
  olderServer:
    '이 서비스는 즐겨찾기를 저장하지 않는 이전 버전({version} 이하)을 실행하고 있습니다. SiteTray는 즐겨찾기를 이 컴퓨터에 저장하므로 다른 기기에서는 보이지 않습니다.',
  addressHint: {
    withScheme: '웹사이트 주소입니다(예: {example}). 이 서비스에서는 SiteTray가 {scheme}을(를) 붙입니다.',
    bare: '웹사이트 도메인입니다(예: {example}).',
  },
  perPage: {
    oneOf: '페이지당 결과 수는 {values} 중 하나여야 합니다.',
    range: '페이지당 결과 수는 {min}에서 {max} 사이의 정수여야 합니다.',
  },
  count: {
    edit: '변경 {count}건',
    conflict: '충돌 {count}건',
    day: '{count}일',
    website: '웹사이트 {count}개',
    moreWebsite: '그 외 웹사이트 {count}개',
    visitor: '방문자 {count}명',
    line: '{count}줄',
  },
  trayPlace: {
    darwin: '메뉴 막대',
    win32: '알림 영역',
    linux: '시스템 트레이',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Del',
    ins: 'Ins',
    pageUp: 'Page Up',
    pageDown: 'Page Down',
    plus: '더하기',
    space: 'Space',
    enter: 'Enter',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
