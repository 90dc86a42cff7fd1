import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {
  words: {
    today: '오늘 {number}',
    notCurrent: '{text}({age})',
    silent: '{count}일 동안 방문자 없음',
    spike: '급증: 오늘 {today}, 평소의 {factor}배',
    spikeToday: '급증: 오늘 {today}',
    sum: '오늘 방문자 {count}명',
    sumNotCurrent: '오늘 방문자 {count}명(일부 수치는 최신이 아님)',
  },
  notice: {
    silentTitle: '{domain}에 방문자가 끊겼습니다',
    silentBody: '{count}일 동안 방문자가 없습니다. 추적 코드가 아직 페이지에 있나요?',
    spikeTitle: '{domain}의 방문자가 평소보다 많습니다',
    spikeBody: '오늘 방문자 {count}명, 평소(약 {usual}명)의 {factor}배입니다.',
    spikeBodyPlain: '오늘 방문자 {count}명.',
  },
  cell: {
    silent: '방문자 없음',
    spike: '급증',
    alert: '{text}.',
    title: '오늘 방문자',
    oldTitle: '읽은 시각: {age}(최신 아님)',
    today: '오늘 방문자 {count}명.',
    todayRead: '오늘 방문자 {count}명(읽은 시각: {age}).',
    shown: '오늘 {count}',
  },
  chart: {
    summary: '최근 {count}일 동안의 일별 방문자: 총 {total}명.',
    busiest: '가장 많은 날은 {date}: {number}명.',
    today: '오늘: {number}명.',
    notRead: '아직 읽지 않음',
    bar: '{date}: {value}',
    todayAxis: '오늘',
    caption: '일별 방문자',
    day: '날짜',
    visitors: '방문자',
  },
  panel: {
    title: '방문자',
    reading: '방문자 수를 읽는 중…',
    notCurrent: '이 수치는 최신이 아닙니다: {problem}',
    alerts: '이 웹사이트의 알림',
  },
  errors: {
    unreadable: '방문자 수를 읽지 못했습니다.',
  },
} satisfies Messages<typeof en>
