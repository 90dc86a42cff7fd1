import type { Messages } from '../../messages'
import type en from '../en/list'

export default {
  window: {
    starting: 'SiteTray 시작 중…',
    title: '{name} — SiteTray',
    views: {
      onboarding: '시작하기',
      addAccount: '계정 추가',
      settings: '설정',
      websites: '웹사이트',
      conflicts: '충돌',
      account: '계정',
      newWebsite: '새 웹사이트',
      website: '웹사이트',
      bulk: '웹사이트 변경',
      batch: '일괄 변경',
      excludeMyIp: '내 IP 제외',
    },
    back: '뒤로',
    dismiss: '닫기',
  },
  header: {
    nav: '기본 탐색',
    websites: '웹사이트',
    conflicts: '충돌',
    conflictsCount: '충돌({count})',
    account: '계정',
    settings: '설정',
    switchAccount: '계정 전환',
  },
  toolbar: {
    search: '웹사이트 검색',
    favoritesOnly: '즐겨찾기만',
    favoritesOnlyTitle: '즐겨찾기만 표시',
    newWebsite: '새 웹사이트',
    newWebsiteTitle: '새 웹사이트({shortcut})',
    websites: '웹사이트 {count}개',
    noMatches: '일치 항목 없음',
    matches: '일치 항목 {count}개',
    sort: '정렬',
    orders: {
      domainAsc: '주소 A→Z',
      domainDesc: '주소 Z→A',
      newest: '최신순',
      oldest: '오래된 순',
      recentlyEdited: '최근 편집순',
    },
  },
  list: {
    heading: '웹사이트',
    label: '웹사이트',
    loadingRow: '불러오는 중…',
  },
  row: {
    select: '{domain} 선택',
    favorite: '{domain} 즐겨찾기',
    addFavorite: '즐겨찾기에 추가',
    removeFavorite: '즐겨찾기에서 제거',
    waitingTitle: '전송 대기 중인 변경 사항',
    waiting: '전송 대기 중인 변경 사항이 있습니다.',
  },
  empty: {
    loading: '웹사이트를 불러오는 중…',
    noMatch: '“{search}”와(과) 일치하는 웹사이트가 없습니다.',
    noFavorites: '아직 즐겨찾기가 없습니다. 웹사이트에 별표를 표시하면 여기에 나타납니다.',
    none: '아직 웹사이트가 없습니다.',
    addFirst: '첫 웹사이트 추가',
  },
  notices: {
    incomplete: '서비스에 연결할 수 없습니다. 이 컴퓨터에 있는 웹사이트를 표시하며, 목록은 아직 완전하지 않습니다.',
    tryAgain: '다시 시도',
  },
  selection: {
    tooMany:
      '하나씩 선택할 수 있는 웹사이트는 최대 {count}개입니다. 대신 검색한 후 “일치하는 항목 모두 선택”을 사용하세요.',
  },
  switcher: {
    label: '웹사이트로 이동',
    placeholder: '웹사이트로 이동…',
    results: '웹사이트',
    loading: '웹사이트를 불러오는 중…',
    noMatch: '“{search}”와(과) 일치하는 웹사이트가 없습니다.',
    typeName: '웹사이트 이름을 입력하세요.',
    recent: '최근에 연 웹사이트와 즐겨찾기.',
    best: '가장 잘 일치하는 항목 {count}개.',
    matches: '일치 항목 {count}개.',
    option: '{domain}, {account}',
    optionFavorite: '{domain}, {account}, 즐겨찾기',
    keyOpen: '열기',
    keyFavorite: '즐겨찾기',
    keyClose: '닫기',
  },
  status: {
    refresh: '새로 고침',
  },
  connection: {
    connectedAs: '{name}(으)로 연결되었습니다.',
    connected: '연결되었습니다.',
    withNote: '{connected} {note}',
  },
  batches: {
    label: '일괄 변경',
    applied: '{count}개 적용됨',
    toReview: '{count}개 검토 필요',
    refused: '{count}개 거부됨',
    separator: ', ',
    done: '완료: {parts}',
    cancelled: '취소됨: {parts}',
    resultsOf: '“{title}” 결과',
    progress: '진행 상황',
    results: '결과',
  },
  keyStates: {
    verified: { title: '키 확인됨', advice: '서비스에서 이 API 키를 승인했습니다.' },
    unverified: {
      title: '키가 아직 확인되지 않음',
      advice:
        '키는 저장되었지만 서비스에 연결할 수 없어 확인하지 못했습니다. 서비스가 응답하면 SiteTray가 바로 확인합니다.',
    },
    refused: {
      title: '키 거부됨',
      advice:
        '서비스에서 더 이상 이 키를 받아들이지 않습니다. 서비스의 계정 페이지(API 섹션)에서 키를 만들거나 복사하여 아래에 입력하세요. 관리자가 키를 복원하면 SiteTray가 자동으로 알아챕니다.',
    },
    noApi: {
      title: 'API 액세스가 없는 요금제',
      advice:
        '키는 유효하지만 이 계정의 요금제에 (더 이상) API가 포함되어 있지 않으며, 새 키로도 바뀌지 않습니다. SiteTray는 변경 사항을 보관했다가 요금제에 다시 API가 포함되면 전송합니다. 확인은 자동으로 이루어집니다.',
    },
    missing: {
      title: '이 컴퓨터에 키 없음',
      advice: 'SiteTray에 이 계정의 API 키가 없습니다. 서비스의 계정 페이지에서 받은 키를 아래에 입력하세요.',
    },
    keychain: {
      title: '키체인 잠김',
      advice:
        'SiteTray가 API 키를 보관하는 시스템 키체인을 읽지 못했습니다. 키체인의 잠금을 해제(또는 키링 서비스를 시작)한 후 연결을 다시 테스트하세요. SiteTray는 키를 다른 곳에 저장하지 않습니다.',
    },
  },
  query: {
    search: '검색어는 최대 255자의 텍스트여야 합니다.',
    searchBy: '도메인으로 검색합니다.',
    sort: '오름차순(asc) 또는 내림차순(desc)으로 정렬합니다.',
    sortBy: '생성일(created) 또는 도메인(domain)으로 정렬합니다.',
    favorite: '즐겨찾기 필터는 켜거나 끌 수만 있습니다.',
    perPage: '페이지당 결과 수는 정수여야 합니다.',
    page: '페이지는 1 이상의 정수여야 합니다.',
    noSearchBy: '이 서비스에서는 검색 기준을 선택할 수 없습니다.',
    addressOnly: '이 서비스는 주소순으로만 정렬합니다.',
    noFavoriteFilter: '이 서비스는 즐겨찾기로 필터링할 수 없습니다.',
    notAField: '“{field}”은(는) SiteTray가 보낼 수 있는 필드가 아닙니다.',
    notAnObject: '목록 쿼리는 필터로 이루어진 객체입니다.',
  },
} satisfies Messages<typeof en>
