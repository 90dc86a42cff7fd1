import type { Messages } from '../../messages'
import type en from '../en/list'

export default {
  window: {
    starting: 'جارٍ تشغيل SiteTray…',
    title: '{name} — SiteTray',
    views: {
      onboarding: 'مرحبًا',
      addAccount: 'إضافة حساب',
      settings: 'الإعدادات',
      websites: 'المواقع',
      conflicts: 'التعارضات',
      account: 'الحساب',
      newWebsite: 'موقع جديد',
      website: 'الموقع',
      bulk: 'تغيير المواقع',
      batch: 'تغيير جماعي',
      excludeMyIp: 'استبعاد عنوان IP الخاص بي',
    },
    back: 'رجوع',
    dismiss: 'إغلاق',
  },
  header: {
    nav: 'التنقل الرئيسي',
    websites: 'المواقع',
    conflicts: 'التعارضات',
    conflictsCount: 'التعارضات ({count})',
    account: 'الحساب',
    settings: 'الإعدادات',
    switchAccount: 'تبديل الحساب',
  },
  toolbar: {
    search: 'البحث في المواقع',
    favoritesOnly: 'المفضّلة فقط',
    favoritesOnlyTitle: 'عرض المفضّلة فقط',
    newWebsite: 'موقع جديد',
    newWebsiteTitle: 'موقع جديد ({shortcut})',
    websites: 'لا مواقع | موقع واحد | موقعان | {count} مواقع | {count} موقعًا | {count} موقع',
    noMatches: 'لا نتائج',
    matches: 'لا نتائج | نتيجة واحدة | نتيجتان | {count} نتائج | {count} نتيجة | {count} نتيجة',
    sort: 'الترتيب',
    orders: {
      domainAsc: 'العنوان A→Z',
      domainDesc: 'العنوان Z→A',
      newest: 'الأحدث أولًا',
      oldest: 'الأقدم أولًا',
      recentlyEdited: 'المعدّلة مؤخرًا',
    },
  },
  list: {
    heading: 'المواقع',
    label: 'المواقع',
    loadingRow: 'جارٍ التحميل…',
  },
  row: {
    select: 'تحديد {domain}',
    favorite: 'تفضيل {domain}',
    addFavorite: 'إضافة إلى المفضّلة',
    removeFavorite: 'إزالة من المفضّلة',
    waitingTitle: 'تغييرات بانتظار الإرسال',
    waiting: 'تغييرات بانتظار الإرسال.',
  },
  empty: {
    loading: 'جارٍ تحميل المواقع…',
    noMatch: 'لا توجد مواقع تطابق «{search}».',
    noFavorites: 'لا توجد مواقع مفضّلة بعد. ضع نجمة على موقع لتجده هنا.',
    none: 'لا توجد مواقع بعد.',
    addFirst: 'أضف موقعك الأول',
  },
  notices: {
    incomplete: 'تعذّر الوصول إلى الخدمة: تُعرض المواقع المحفوظة على هذا الكمبيوتر، والقائمة غير مكتملة بعد.',
    tryAgain: 'إعادة المحاولة',
  },
  selection: {
    tooMany:
      'لا يمكن تحديد أكثر من {count} من المواقع واحدًا تلو الآخر: استخدم «تحديد كل المطابقات» مع البحث بدلًا من ذلك.',
  },
  switcher: {
    label: 'الانتقال إلى موقع',
    placeholder: 'الانتقال إلى موقع…',
    results: 'المواقع',
    loading: 'جارٍ تحميل المواقع…',
    noMatch: 'لا يوجد موقع يطابق «{search}».',
    typeName: 'اكتب اسم موقع.',
    recent: 'المفتوحة مؤخرًا والمفضّلة.',
    best: 'أفضل نتيجة. | أفضل نتيجة. | أفضل نتيجتين. | أفضل {count} نتائج. | أفضل {count} نتيجة. | أفضل {count} نتيجة.',
    matches: 'لا نتائج. | نتيجة واحدة. | نتيجتان. | {count} نتائج. | {count} نتيجة. | {count} نتيجة.',
    option: '{domain}، {account}',
    optionFavorite: '{domain}، {account}، مفضّل',
    keyOpen: 'فتح',
    keyFavorite: 'تفضيل',
    keyClose: 'إغلاق',
  },
  status: {
    refresh: 'تحديث',
  },
  connection: {
    connectedAs: 'تم الاتصال باسم {name}.',
    connected: 'تم الاتصال.',
    withNote: '{connected} {note}',
  },
  batches: {
    label: 'التغييرات الجماعية',
    applied: 'مُطبَّقة: {count} | مُطبَّقة: {count} | مُطبَّقة: {count} | مُطبَّقة: {count} | مُطبَّقة: {count} | مُطبَّقة: {count}',
    toReview:
      'للمراجعة: {count} | للمراجعة: {count} | للمراجعة: {count} | للمراجعة: {count} | للمراجعة: {count} | للمراجعة: {count}',
    refused:
      'مرفوضة: {count} | مرفوضة: {count} | مرفوضة: {count} | مرفوضة: {count} | مرفوضة: {count} | مرفوضة: {count}',
    separator: '، ',
    done: 'اكتمل: {parts}',
    cancelled: 'أُلغي: {parts}',
    resultsOf: 'نتائج «{title}»',
    progress: 'التقدّم',
    results: 'النتائج',
  },
  keyStates: {
    verified: { title: 'تم التحقق من المفتاح', advice: 'قبلت الخدمة مفتاح API هذا.' },
    unverified: {
      title: 'لم يُتحقَّق من المفتاح بعد',
      advice: 'حُفظ المفتاح، لكن تعذّر الوصول إلى الخدمة للتحقق منه. يتحقق SiteTray منه فور استجابة الخدمة.',
    },
    refused: {
      title: 'رُفض المفتاح',
      advice:
        'لم تعد الخدمة تقبل هذا المفتاح. أنشئ مفتاحًا أو انسخه من منطقة الحساب في الخدمة (قسم API) وأدخله أدناه. إذا استعاده مسؤول الخدمة، يلاحظ SiteTray ذلك من تلقاء نفسه.',
    },
    noApi: {
      title: 'خطة بلا وصول إلى API',
      advice:
        'المفتاح صالح، لكن خطة هذا الحساب لا تتضمن API (لم تعد تتضمنها)، ولن يغيّر مفتاح جديد ذلك. يحتفظ SiteTray بتغييراتك ويرسلها عندما تتضمن الخطة API مجددًا؛ ويتحقق من ذلك من تلقاء نفسه.',
    },
    missing: {
      title: 'لا يوجد مفتاح على هذا الكمبيوتر',
      advice: 'لا يملك SiteTray مفتاح API لهذا الحساب. أدخل أدناه المفتاح من منطقة الحساب في الخدمة.',
    },
    keychain: {
      title: 'سلسلة المفاتيح مقفلة',
      advice:
        'تعذّر على SiteTray قراءة سلسلة مفاتيح النظام، حيث يحفظ مفاتيح API. افتح قفل سلسلة المفاتيح (أو شغّل خدمة حلقة المفاتيح)، ثم اختبر الاتصال مجددًا. لا يخزّن SiteTray المفاتيح في أي مكان آخر أبدًا.',
    },
  },
  query: {
    search: 'يجب أن يكون البحث نصًا لا يتجاوز مئتين وخمسة وخمسين حرفًا.',
    searchBy: 'البحث حسب النطاق.',
    sort: 'رتّب تصاعديًا (asc) أو تنازليًا (desc).',
    sortBy: 'رتّب حسب الإنشاء (created) أو النطاق (domain).',
    favorite: 'مرشّح المفضّلة إما مفعّل أو معطّل.',
    perPage: 'يجب أن يكون عدد النتائج في الصفحة عددًا صحيحًا.',
    page: 'يجب أن تكون الصفحة عددًا صحيحًا موجبًا.',
    noSearchBy: 'لا تتيح هذه الخدمة اختيار معيار البحث.',
    addressOnly: 'لا ترتّب هذه الخدمة إلا حسب العنوان.',
    noFavoriteFilter: 'لا يمكن لهذه الخدمة التصفية حسب المفضّلة.',
    notAField: '«{field}» ليس حقلًا يمكن لـ SiteTray إرساله.',
    notAnObject: 'استعلام القائمة كائن من المرشّحات.',
  },
} satisfies Messages<typeof en>
