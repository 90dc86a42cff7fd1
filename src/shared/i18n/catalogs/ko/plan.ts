import type { Messages } from '../../messages'
import type en from '../en/plan'

export default {
  errors: {
    accountNotUnderstood: '서비스에서 SiteTray가 이해할 수 없는 계정 정보를 보냈습니다. 요금제가 나와 있지 않습니다.',
  },
  limits: {
    websitesReached:
      '현재 요금제에서는 웹사이트를 {count}개까지 사용할 수 있으며, 이 계정은 이미 한도에 도달했습니다. 다른 웹사이트를 추가하려면 웹사이트를 삭제하거나 요금제를 업그레이드하세요.',
  },
  meter: {
    heading: '요금제',
    name: '{name} 요금제',
    notRead: '요금제를 아직 읽지 않았습니다.',
    unavailable: '이 서비스는 계정의 요금제를 알려 주지 않습니다.',
    label: '이번 달 페이지뷰',
    ofLimit: '페이지뷰 {pageviews}/{limit}({share})',
    unlimited: '페이지뷰 무제한',
    partial: '지금까지 웹사이트 {count}개 중 {read}개를 읽음',
    pausedShort: '추적 일시 중지됨',
    paused:
      '추적이 일시 중지되었습니다. 다음 달이 되거나 요금제를 업그레이드할 때까지 서비스는 이 계정의 어떤 웹사이트도 더 이상 집계하지 않습니다.',
    websites: '웹사이트 {count}/{limit}개',
    websitesUnlimited: '웹사이트 {count}개, 한도 없음',
    exportIncluded: '데이터 내보내기 포함',
    exportNotIncluded: '이 요금제에는 데이터 내보내기가 포함되어 있지 않습니다',
  },
  paused: {
    title: '{account}의 추적이 일시 중지되었습니다',
    body: '{account}의 추적이 일시 중지되었습니다. 이번 달 페이지뷰가 요금제 한도인 {limit}에 도달했습니다.',
  },
  tray: {
    paused: '{account}의 추적 일시 중지됨: 요금제 한도 도달',
    near: '{account}: 이번 달 페이지뷰 {share} 사용',
  },
  newWebsite: {
    limitReached: '현재 요금제에서는 웹사이트를 {count}개까지 사용할 수 있으며, 이 계정은 이미 한도에 도달했습니다.',
  },
} satisfies Messages<typeof en>
