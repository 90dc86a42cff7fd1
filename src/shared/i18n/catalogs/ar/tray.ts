import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {
  menu: {
    open: 'فتح SiteTray',
    addAccount: 'إضافة حساب…',
    tryDemo: 'تجربة العرض التوضيحي',
    refreshNow: 'التحديث الآن',
    settings: 'الإعدادات…',
    quit: { darwin: 'إنهاء SiteTray', win32: 'خروج', linux: 'إنهاء' },
    notificationsBlocked: 'يتعذّر عرض الإشعارات',
  },
  websites: {
    allFavorites:
      'كل المفضّلة ({count})… | كل المفضّلة ({count})… | كل المفضّلة ({count})… | كل المفضّلة ({count})… | كل المفضّلة ({count})… | كل المفضّلة ({count})…',
    recentlyEdited: 'عُدّلت مؤخرًا',
    noWebsites: 'لا مواقع بعد',
    noFavorites: 'لا مفضّلة بعد — ميّز المواقع بنجمة في SiteTray',
    openInApp: 'فتح في SiteTray',
  },
  tooltip: {
    noAccount: 'لا حساب بعد',
    conflicts:
      'لا تعارضات | تعارض واحد للمراجعة | تعارضان للمراجعة | {count} تعارضات للمراجعة | {count} تعارضًا للمراجعة | {count} تعارض للمراجعة',
    waiting:
      'لا تغييرات | تغيير واحد بانتظار الإرسال | تغييران بانتظار الإرسال | {count} تغييرات بانتظار الإرسال | {count} تغييرًا بانتظار الإرسال | {count} تغيير بانتظار الإرسال',
    notificationsBlocked: 'يتعذّر عرض الإشعارات',
  },
  failure: {
    quickEdit: 'تعذّر على SiteTray إجراء هذا التغيير',
    demo: 'تعذّر بدء العرض التوضيحي',
    unexpected: 'حدث خطأ غير متوقع.',
  },
} satisfies Messages<typeof en>
