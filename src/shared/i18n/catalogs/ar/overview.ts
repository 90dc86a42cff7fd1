import type { Messages } from '../../messages'
import type en from '../en/overview'

export default {
  view: {
    title: 'نظرة عامة',
    nav: 'نظرة عامة',
    periods: 'الفترة',
    period: { today: 'اليوم', week: 'سبعة أيام', month: 'ثلاثون يومًا' },
    search: 'البحث في المواقع',
    columns: {
      website: 'الموقع',
      visitors: 'الزوار',
      visitorsChange: 'التغير في الزوار',
      pageviews: 'مشاهدات الصفحات',
      pageviewsChange: 'التغير في مشاهدات الصفحات',
      trend: 'الزوار يوميًا',
    },
    change: 'التغير',
    sortBy: 'الترتيب حسب {column}',
    favorite: 'مفضّل',
    total: 'المجموع',
    overall: 'كل الحسابات',
    progress: 'المواقع المقروءة: {read} من {total}',
    reading: 'جارٍ القراءة… المواقع المقروءة: {read} من {total}',
    partial: 'مجموع المواقع المقروءة: {read} من {total}',
    accountProblem: '{account}: {problem}',
    notRead: 'لم يُقرأ بعد',
    noStatistics: 'لا إحصاءات في هذه الخدمة',
    stale: 'غير محدّث: قُرئ {age}',
    staleLegend: 'غير محدّث: قُرئ منذ مدة، ويبقى معروضًا حتى يُقرأ من جديد',
    offline: 'غير متصل: الأرقام كما قُرئت آخر مرة.',
    noMatch: 'لا يوجد موقع يطابق «{search}».',
    noWebsites: 'لا مواقع بعد.',
    days: 'الأيام كما تعدّها الخدمة (UTC)، حتى {day}.',
    previous: 'الفترة السابقة: {number}',
    changeWords: {
      up: 'ارتفاع {percent}',
      down: 'انخفاض {percent}',
      same: 'بلا تغيير',
      new: 'جديد: لا شيء في الفترة السابقة',
      none: 'لم تُقارن بعد',
    },
    newMark: 'جديد',
    notComparedMark: '–',
    compared: {
      today: 'اليوم حتى الآن مقارنةً بأمس حتى {time}',
      todayNotYet: 'اليوم حتى الآن؛ تظهر المقارنة بأمس بعد قراءة ساعاته',
      week: 'آخر سبعة أيام كاملة مقارنةً بالأيام السبعة السابقة',
      month: 'آخر ثلاثين يومًا كاملة مقارنةً بالأيام الثلاثين السابقة',
    },
    changeCovers: 'المواقع الداخلة في التغيّر: {compared} من {counted}',
  },
  tray: {
    open: 'نظرة عامة…',
    totals: {
      line: 'الزوار: {count} {change}، {span} | الزوار: {count} {change}، {span} | الزوار: {count} {change}، {span} | الزوار: {count} {change}، {span} | الزوار: {count} {change}، {span} | الزوار: {count} {change}، {span}',
      lineNoChange:
        'الزوار: {count}، {span} | الزوار: {count}، {span} | الزوار: {count}، {span} | الزوار: {count}، {span} | الزوار: {count}، {span} | الزوار: {count}، {span}',
      span: {
        today: 'اليوم مقارنةً بأمس حتى {time}',
        todaySoFar: 'اليوم حتى الآن',
        week: 'آخر سبعة أيام مقارنةً بالسبعة قبلها',
        month: 'آخر ثلاثين يومًا مقارنةً بالثلاثين قبلها',
      },
      partial: '{text}، المقروءة: {read} من {total}',
      notCurrent: '{text} (ليست كلها محدّثة)',
    },
  },
  errors: {
    unreadable: 'تعذّرت قراءة النظرة العامة.',
  },
} satisfies Messages<typeof en>
