import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: 'حول SiteTray',
    hide: 'إخفاء SiteTray',
    hideOthers: 'إخفاء الآخرين',
    showAll: 'إظهار الكل',
    quit: 'إنهاء SiteTray',
    edit: 'تحرير',
    undo: 'تراجع',
    redo: 'إعادة',
    cut: 'قص',
    copy: 'نسخ',
    paste: 'لصق',
    pasteAndMatchStyle: 'لصق ومطابقة النمط',
    delete: 'حذف',
    selectAll: 'تحديد الكل',
    window: 'نافذة',
    minimize: 'تصغير',
    close: 'إغلاق النافذة',
  },
  notice: {
    aWebsite: 'موقع',
    changedTitle: 'تم تغيير {domain} في مكان آخر',
    changedBody: 'غيّر شخص آخر أيضًا على الخدمة: {fields}. اختر القيمة التي تريد الاحتفاظ بها.',
    deletedTitle: 'تم حذف {domain} على الخدمة',
    deletedBody: 'تعذّر إرسال تغييرك. افتح SiteTray لتجاهله.',
    refusedTitle: 'رُفض تغييرك على {domain}',
    refusedReason: 'لم تقبله الخدمة.',
    refusedBody: '{reason} قيمك محفوظة في SiteTray.',
    manyTitle:
      'لا تغييرات تحتاج إلى انتباهك | تغيير واحد يحتاج إلى انتباهك | تغييران يحتاجان إلى انتباهك | {count} تغييرات تحتاج إلى انتباهك | {count} تغييرًا يحتاج إلى انتباهك | {count} تغيير يحتاج إلى انتباهك',
    manyBody: 'تعذّر حفظ بعض تغييراتك كما كانت. افتح SiteTray لمراجعتها.',
    unreadableFile: 'احتفظ SiteTray بملف تعذّرت عليه قراءته',
  },
  trayPlace: {
    darwin: 'في شريط القائمة',
    win32: 'في منطقة الإعلامات',
    linux: 'في علبة النظام',
  },
  notifications: {
    unsupported: 'لا يستطيع هذا النظام عرض الإشعارات، لذا يعرض SiteTray ما يحتاج إلى انتباهك في قائمته {place}.',
    failed:
      'تعذّر على SiteTray عرض إشعار. اسمح بإشعارات SiteTray في إعدادات النظام؛ وحتى ذلك الحين تعرض قائمته {place} ما يحتاج إلى انتباهك.',
    failedBecause:
      'تعذّر على SiteTray عرض إشعار ({reason}). اسمح بإشعارات SiteTray في إعدادات النظام؛ وحتى ذلك الحين تعرض قائمته {place} ما يحتاج إلى انتباهك.',
  },
  loginItem: {
    macNeedsApproval:
      'يطلب منك macOS الموافقة على ذلك: اسمح لـ SiteTray في إعدادات النظام ← عام ← عناصر تسجيل الدخول. وحتى ذلك الحين لن يبدأ عند تسجيل الدخول.',
    macNotRegistered:
      'لم يُضف macOS تطبيق SiteTray إلى عناصر تسجيل الدخول (النسخة غير الموقّعة وغير الموثّقة لا يمكن أن تكون منها). أضفه بنفسك في إعدادات النظام ← عام ← عناصر تسجيل الدخول.',
    macDevelopmentBuild:
      'لا تسجّل نسخة التطوير من SiteTray نفسها للبدء عند تسجيل الدخول على macOS (إذ ستشغّل Electron بدلًا منه): نسخة SiteTray المثبّتة تفعل ذلك.',
    windowsRefused: 'لم يقبل Windows التغيير على بدء تشغيل SiteTray. راجع الإعدادات ← التطبيقات ← بدء التشغيل.',
    failed: 'تعذّر على SiteTray تغيير بدء تشغيله عند تسجيل الدخول: {reason}',
  },
  shortcut: {
    shiftOnly: 'سيأخذ {shortcut} هذا المفتاح من كل التطبيقات كلما ضُغط Shift. أضف {others} إلى التركيبة.',
    altOnly:
      'في التطبيقات الأخرى، يكتب {alt} مع مفتاح حرفًا أو يفتح قائمة: سيأخذ {shortcut} هذا المفتاح منها. أضف {others} إلى التركيبة.',
    ctrlAlt:
      "في كثير من لوحات المفاتيح يعمل {ctrlAlt} عمل AltGr الذي يكتب رموزًا مثل {'@'} و€: سيأخذ {shortcut} أحدها من كل التطبيقات. احذف {alt} أو أضف {super}.",
    stillWorks: 'ما زال {shortcut} يعمل.',
    notAccepted: '{shortcut} ليس اختصارًا يقبله النظام. جرّب تركيبة أخرى.',
    taken: 'يستخدم تطبيق آخر {shortcut} بالفعل، أو يحتفظ به النظام. اختر غيره.',
    waylandNote:
      'يقرّر سطح المكتب لديك بشأن الاختصارات العامة وقد يطلب منك تأكيد هذا الاختصار. إن لم يفعل شيئًا، فاسمح به في إعدادات لوحة المفاتيح لسطح المكتب.',
    macNote:
      'لا يُعلم macOS تطبيق SiteTray عندما يستخدم تطبيق آخر المفاتيح نفسها. إن لم يفعل هذا الاختصار شيئًا، فاختر غيره.',
  },
  request: {
    unexpected: 'واجه SiteTray مشكلة غير متوقعة. حاول مرة أخرى؛ وإن تكرّر ذلك، فأعد تشغيل SiteTray.',
    foreignSender: 'لم يأتِ هذا الطلب من نافذة SiteTray.',
    refused: 'رفض SiteTray طلبًا يحمل قيمًا غير مسموح بها.',
    unknownFields: 'حقول غير معروفة.',
    notAccepted: 'قيمة غير مقبولة.',
    onlyServiceAddresses: 'لا يمكن فتح سوى عنوان خدمة أحد حساباتك.',
    busy: 'الخدمة مشغولة: يستطيع SiteTray إرسال هذا بعد {duration} تقريبًا.',
  },
  autostart: {
    comment: 'مواقعك في علبة النظام',
  },
  startup: {
    failed: 'تعذّر بدء SiteTray',
  },
} satisfies Messages<typeof en>
