import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: 'SiteTray에 관하여',
    hide: 'SiteTray 가리기',
    hideOthers: '기타 가리기',
    showAll: '모두 보기',
    quit: 'SiteTray 종료',
    edit: '편집',
    undo: '실행 취소',
    redo: '실행 복귀',
    cut: '오려두기',
    copy: '복사하기',
    paste: '붙여넣기',
    pasteAndMatchStyle: '붙여넣고 스타일 일치시키기',
    delete: '삭제',
    selectAll: '전체 선택',
    window: '윈도우',
    minimize: '최소화',
    close: '윈도우 닫기',
  },
  notice: {
    aWebsite: '웹사이트',
    changedTitle: '{domain}이(가) 다른 곳에서 변경되었습니다',
    changedBody: '다른 사람도 서비스에서 {fields}을(를) 변경했습니다. 유지할 값을 선택하세요.',
    deletedTitle: '{domain}이(가) 서비스에서 삭제되었습니다',
    deletedBody: '변경 사항을 전송하지 못했습니다. SiteTray를 열어 폐기하세요.',
    refusedTitle: '{domain}에 대한 변경이 거부되었습니다',
    refusedReason: '서비스에서 받아들이지 않았습니다.',
    refusedBody: '{reason} 입력한 값은 SiteTray에 보관되어 있습니다.',
    manyTitle: '확인이 필요한 변경 {count}건',
    manyBody: '일부 변경 사항을 그대로 저장하지 못했습니다. SiteTray를 열어 검토하세요.',
    unreadableFile: 'SiteTray가 읽을 수 없는 파일을 보관했습니다',
  },
  trayPlace: {
    darwin: '메뉴 막대의',
    win32: '알림 영역의',
    linux: '시스템 트레이의',
  },
  notifications: {
    unsupported: '이 시스템은 알림을 표시할 수 없으므로, 확인이 필요한 항목은 {place} SiteTray 메뉴에 표시됩니다.',
    failed:
      'SiteTray가 알림을 표시하지 못했습니다. 시스템 설정에서 SiteTray의 알림을 허용하세요. 그때까지는 확인이 필요한 항목이 {place} SiteTray 메뉴에 표시됩니다.',
    failedBecause:
      'SiteTray가 알림을 표시하지 못했습니다({reason}). 시스템 설정에서 SiteTray의 알림을 허용하세요. 그때까지는 확인이 필요한 항목이 {place} SiteTray 메뉴에 표시됩니다.',
  },
  loginItem: {
    macNeedsApproval:
      'macOS에서 승인을 요청합니다. 시스템 설정 → 일반 → 로그인 항목에서 SiteTray를 허용하세요. 허용하기 전까지는 로그인할 때 시작되지 않습니다.',
    macNotRegistered:
      'macOS가 SiteTray를 로그인 항목에 추가하지 않았습니다(서명 및 공증되지 않은 빌드는 추가할 수 없습니다). 시스템 설정 → 일반 → 로그인 항목에서 직접 추가하세요.',
    macDevelopmentBuild:
      'macOS에서 SiteTray 개발 빌드는 로그인할 때 시작되도록 등록되지 않습니다(대신 Electron이 시작되기 때문입니다). 설치된 SiteTray는 등록됩니다.',
    windowsRefused:
      'Windows에서 SiteTray의 로그인 항목 변경을 받아들이지 않았습니다. 설정 → 앱 → 시작 프로그램을 확인하세요.',
    failed: 'SiteTray가 로그인 항목을 변경하지 못했습니다: {reason}',
  },
  shortcut: {
    shiftOnly:
      '{shortcut}을(를) 사용하면 Shift를 누르고 있는 동안 모든 앱에서 그 키를 쓸 수 없게 됩니다. 조합에 {others}을(를) 추가하세요.',
    altOnly:
      '다른 앱에서는 {alt}와(과) 키를 함께 눌러 문자를 입력하거나 메뉴를 엽니다. {shortcut}을(를) 사용하면 그 앱들에서 그 키를 쓸 수 없게 됩니다. 조합에 {others}을(를) 추가하세요.',
    ctrlAlt:
      "많은 키보드에서 {ctrlAlt}은(는) AltGr로 동작하여 {'@'}, € 같은 문자를 입력합니다. {shortcut}을(를) 사용하면 모든 앱에서 그중 한 문자를 입력할 수 없게 됩니다. {alt}을(를) 빼거나 {super}을(를) 추가하세요.",
    stillWorks: '{shortcut}은(는) 계속 작동합니다.',
    notAccepted: '{shortcut}은(는) 시스템에서 허용하는 단축키가 아닙니다. 다른 조합을 사용해 보세요.',
    taken: '다른 앱에서 이미 {shortcut}을(를) 사용하고 있거나 시스템에서 예약해 두었습니다. 다른 조합을 선택하세요.',
    waylandNote:
      '전역 단축키는 데스크톱 환경에서 결정하며, 이 단축키를 확인하라고 요청할 수 있습니다. 아무 반응이 없으면 데스크톱의 키보드 설정에서 허용하세요.',
    macNote:
      'macOS는 다른 앱이 같은 키를 사용해도 SiteTray에 알려 주지 않습니다. 이 단축키로 아무 반응이 없으면 다른 조합을 선택하세요.',
  },
  request: {
    unexpected:
      'SiteTray에 예기치 않은 문제가 발생했습니다. 다시 시도하세요. 계속 발생하면 SiteTray를 다시 시작하세요.',
    foreignSender: '이 요청은 SiteTray 창에서 온 것이 아닙니다.',
    refused: 'SiteTray가 허용되지 않는 값이 포함된 요청을 거부했습니다.',
    unknownFields: '알 수 없는 필드입니다.',
    notAccepted: '허용되지 않는 값입니다.',
    onlyServiceAddresses: '내 계정이 사용하는 서비스의 주소만 열 수 있습니다.',
    busy: '서비스가 혼잡합니다. SiteTray는 약 {duration} 후에 전송할 수 있습니다.',
  },
  autostart: {
    comment: '시스템 트레이에서 웹사이트 관리',
  },
  startup: {
    failed: 'SiteTray를 시작하지 못했습니다',
  },
} satisfies Messages<typeof en>
