import type { Messages } from '../../messages'
import type en from '../en/insights'

export default {
  section: {
    title: 'الإحصاءات',
    show: 'إظهار الإحصاءات',
    hide: 'إخفاء الإحصاءات',
    hint: 'أكثر الصفحات زيارة والمُحيلون والبلدان وغيرها، تُقرأ من الخدمة عند فتحها.',
  },
  period: {
    label: 'الفترة',
    today: 'اليوم',
    days7: '7 أيام',
    days30: '30 يومًا',
  },
  hour: {
    title: 'هذه الساعة',
    range: '{from}–{to} UTC',
    visitors: 'الزوار: {today} (أمس {yesterday})',
    pageviews: 'مشاهدات الصفحات: {today} (أمس {yesterday})',
    reading: 'جارٍ قراءة هذه الساعة…',
  },
  lists: {
    page: 'أكثر الصفحات زيارة',
    referrer: 'المُحيلون',
    country: 'البلدان',
    browser: 'المتصفحات',
    device: 'الأجهزة',
    campaign: 'الحملات',
    event: 'الأحداث',
  },
  column: {
    page: 'الصفحة',
    referrer: 'المُحيل',
    country: 'البلد',
    browser: 'المتصفح',
    device: 'الجهاز',
    campaign: 'الحملة',
    event: 'الحدث (الاسم / القيمة / الوحدة)',
    count: 'العدد',
    share: 'النسبة',
  },
  list: {
    reading: 'جارٍ القراءة…',
    none: 'لم يُسجَّل شيء في هذه الفترة.',
    shownOf: 'أعلى {shown} من {total}',
    notSet: '(غير محدد)',
  },
  export: {
    button: 'تصدير CSV',
    label: 'تصدير «{list}» بصيغة CSV',
    starting: 'جارٍ التصدير…',
    reading:
      'جارٍ التصدير… {read} من لا صفوف | جارٍ التصدير… {read} من صف واحد | جارٍ التصدير… {read} من صفين | جارٍ التصدير… {read} من {count} صفوف | جارٍ التصدير… {read} من {count} صفًا | جارٍ التصدير… {read} من {count} صف',
    cancel: 'إلغاء التصدير',
    done: 'لم يُحفظ أي صف في {file}. | حُفظ صف واحد في {file}. | حُفظ صفان في {file}. | حُفظت {count} صفوف في {file}. | حُفظ {count} صفًا في {file}. | حُفظ {count} صف في {file}.',
    cancelled: 'أُلغي التصدير.',
    notInPlan: 'لا تتضمن خطتك تصدير البيانات (ميزة «تصدير البيانات» في الخطة معطّلة).',
    notWritten: 'تعذّرت كتابة الملف.',
  },
  errors: {
    offline: 'غير متصل: ستُقرأ الإحصاءات مجددًا عندما يمكن الوصول إلى الخدمة.',
  },
  tray: {
    thisHour: 'هذه الساعة: {today} (أمس {yesterday})',
  },
} satisfies Messages<typeof en>
