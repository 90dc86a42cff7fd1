import type { Messages } from '../../messages'
import type en from '../en/statistics'

export default {
  main: {
    notPublic: 'صفحة إحصاءات هذا الموقع ليست عامة، لذا لا رابط لمشاركته. اجعلها عامة أولًا من إعدادات الموقع.',
    trayItem: 'الإحصاءات…',
    digestDailyTitle: 'مواقعك أمس',
    digestWeeklyTitle: 'مواقعك الأسبوع الماضي',
    digestBody:
      'الزوار: {visitors} (قبلها: {previousVisitors}). مشاهدات الصفحات: {pageviews} (قبلها: {previousPageviews}).',
    digestMover: 'الأكثر تغيّرًا: {domain}، الزوار {previous} ← {current}.',
    digestPartial: 'المواقع المحسوبة: {summed} من أصل {of}.',
    spikeFromReferrer: 'جاء معظمهم من {source}.',
    spikeOnPage: 'ذهب معظمهم إلى {page}.',
    menuBarTooltip: 'زوار اليوم: {count}',
  },
} satisfies Messages<typeof en>
