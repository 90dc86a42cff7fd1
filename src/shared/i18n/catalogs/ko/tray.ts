import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: 'SiteTray 열기',
    addAccount: '계정 추가…',
    tryDemo: '데모 사용해 보기',
    refreshNow: '지금 새로 고침',
    settings: '설정…',
    quit: { darwin: 'SiteTray 종료', win32: '끝내기', linux: '종료' },
    notificationsBlocked: '알림을 표시할 수 없음',
  },
  websites: {
    allFavorites: '즐겨찾기 {count}개 모두…',
    recentlyEdited: '최근 편집',
    noWebsites: '아직 웹사이트가 없습니다',
    noFavorites: '아직 즐겨찾기가 없습니다 — SiteTray에서 웹사이트에 별표를 표시하세요',
    openInApp: 'SiteTray에서 열기',
  },
  tooltip: {
    noAccount: '아직 계정 없음',
    conflicts: '검토할 충돌 {count}건',
    waiting: '전송 대기 중인 변경 {count}건',
    notificationsBlocked: '알림을 표시할 수 없음',
  },
  failure: {
    quickEdit: 'SiteTray에서 변경하지 못했습니다',
    demo: '데모를 시작하지 못했습니다',
    unexpected: '예기치 않은 문제가 발생했습니다.',
  },
} satisfies Messages<typeof en>
