import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: '언어',
    system: '시스템({language})',
    hint: '여기에서 언어를 선택하지 않으면 SiteTray는 시스템의 기본 언어를 따릅니다.',
  },
  view: {
    title: '설정',
    loading: '불러오는 중…',
    version: 'SiteTray {version}',
    showLog: '로그 파일 보기',
    notifications: '알림',
  },
  launch: {
    label: '로그인할 때 실행',
    hint: '로그인할 때 {place}에서 SiteTray를 시작합니다.',
  },
  theme: {
    legend: '모양',
    system: '시스템',
    light: '라이트',
    dark: '다크',
  },
  refresh: {
    label: '웹사이트 새로 고침',
    hint: 'SiteTray가 서비스에서 모든 웹사이트를 읽어 오는 주기입니다. 변경 사항은 항상 바로 전송됩니다.',
    manual: '요청할 때만',
    hourly: '1시간마다',
    everyMinutes: '{count}분마다',
  },
  alerts: {
    label: '방문자 알림',
    hint: '평소 방문자가 있는 웹사이트에 방문자가 없거나 평소보다 훨씬 많을 때 알림을 보냅니다.',
    silent: '방문자 없음',
    silentAfter: '방문자가 없는 날이 {count}일 계속되면',
    spike: '급증',
    spikeFactor: '평소의 {factor}배',
    spikeMinimum: '그리고 하루 방문자가 {count}명 이상일 때.',
  },
  shortcut: {
    label: '전역 단축키',
    purpose: '어느 앱에서든 SiteTray를 표시하거나 숨깁니다',
    clear: '지우기',
    clearLabel: '단축키 지우기',
    placeholder: '키를 누르세요(예: {example})',
    holdModifier: '{modifiers} 키를 누른 채로 키를 누르세요(예: {example}).',
    unusableKey: 'SiteTray는 이 키를 단축키에 사용할 수 없습니다. 문자, 숫자 또는 기능 키를 사용해 보세요.',
    hintSet: '{shortcut}: {purpose}. 변경하려면 필드를 클릭하고 다른 키를 누르세요.',
    hintEmpty: '필드를 클릭하고 키 조합을 누르세요(예: {example}). 그 조합으로 {purpose}.',
  },
  switcher: {
    label: '빠른 전환기 단축키',
    purpose: '어느 앱에서든 빠른 전환기를 엽니다(SiteTray 창에서는 {inWindow}도 가능합니다)',
    clearLabel: '전환기 단축키 지우기',
  },
  ipLookup: {
    label: '“내 IP 확인” 서비스',
    invalid: 'https:// 주소를 입력하세요(예: {example}).',
    hint: '“내 IP 제외”를 클릭할 때만 이 컴퓨터의 공인 주소를 확인합니다. 비워 두면: {address}.',
  },
  update: {
    restart: '다시 시작하여 업데이트',
    packageManager: '업데이트는 패키지 관리자를 통해 제공됩니다.',
    unavailable: 'SiteTray는 스스로 업데이트할 수 없습니다. 릴리스 페이지에서 새 버전을 다운로드하세요.',
    upToDate: 'SiteTray가 최신 버전입니다.',
    checkFailed: '업데이트를 확인하지 못했습니다. SiteTray가 내일 다시 시도합니다.',
    checking: '업데이트 확인 중…',
    downloading: '버전 {version} 다운로드 중…',
    downloadingPercent: '버전 {version} 다운로드 중({percent})…',
    ready: '버전 {version}이(가) 준비되었습니다. 다시 시작하여 업데이트하세요(종료할 때 설치되기도 합니다).',
    restarting: '다시 시작하여 버전 {version}을(를) 설치하는 중…',
  },
} satisfies Messages<typeof en>
