import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {
  words: {
    today: 'bugün {number}',
    notCurrent: '{text} ({age})',
    silent: '{count} gündür ziyaretçi yok | {count} gündür ziyaretçi yok',
    spike: 'Ani artış: bugün {today}, olağan bir günün {factor} katı',
    spikeToday: 'Ani artış: bugün {today}',
    sum: 'bugün {count} ziyaretçi | bugün {count} ziyaretçi',
    sumNotCurrent:
      'bugün {count} ziyaretçi (bazı sayılar güncel değil) | bugün {count} ziyaretçi (bazı sayılar güncel değil)',
  },
  notice: {
    silentTitle: '{domain} sessizleşti',
    silentBody:
      '{count} gündür ziyaretçi yok. İzleme kodu hâlâ sayfalarda mı? | {count} gündür ziyaretçi yok. İzleme kodu hâlâ sayfalarda mı?',
    spikeTitle: '{domain} her zamankinden yoğun',
    spikeBody:
      'Bugün {count} ziyaretçi, olağan bir günün {factor} katı (yaklaşık {usual}). | Bugün {count} ziyaretçi, olağan bir günün {factor} katı (yaklaşık {usual}).',
    spikeBodyPlain: 'Bugün {count} ziyaretçi. | Bugün {count} ziyaretçi.',
  },
  cell: {
    silent: 'Sessiz',
    spike: 'Ani artış',
    alert: '{text}.',
    title: 'Bugünkü ziyaretçiler',
    oldTitle: 'Okunma: {age} — güncel değil',
    today: 'Bugün {count} ziyaretçi. | Bugün {count} ziyaretçi.',
    todayRead: 'Bugün {count} ziyaretçi, okunma: {age}. | Bugün {count} ziyaretçi, okunma: {age}.',
    shown: 'bugün {count}',
  },
  chart: {
    summary:
      'Son {count} günde günlük ziyaretçiler: toplam {total}. | Son {count} günde günlük ziyaretçiler: toplam {total}.',
    busiest: 'En yoğun gün {date}: {number}.',
    today: 'Bugün: {number}.',
    notRead: 'henüz okunmadı',
    bar: '{date}: {value}',
    todayAxis: 'Bugün',
    caption: 'Günlük ziyaretçiler',
    day: 'Gün',
    visitors: 'Ziyaretçiler',
  },
  panel: {
    title: 'Ziyaretçiler',
    reading: 'Ziyaretçi sayıları okunuyor…',
    notCurrent: 'Bu sayılar güncel değil: {problem}',
    alerts: 'Bu web sitesi için uyarılar',
  },
  errors: {
    unreadable: 'Ziyaretçi sayıları okunamadı.',
  },
} satisfies Messages<typeof en>
