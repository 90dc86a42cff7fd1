import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'اللغة',
    system: 'النظام ({language})',
    hint: 'يتبع SiteTray اللغات المفضلة في نظامك ما لم تختر لغة هنا.',
  },
  view: {
    title: 'الإعدادات',
    loading: 'جارٍ التحميل…',
    version: 'SiteTray {version}',
    showLog: 'إظهار ملف السجل',
    notifications: 'الإشعارات',
  },
  launch: {
    label: 'التشغيل عند تسجيل الدخول',
    hint: 'يبدأ SiteTray عند تسجيل دخولك ({place}).',
  },
  theme: {
    legend: 'المظهر',
    system: 'النظام',
    light: 'فاتح',
    dark: 'داكن',
  },
  refresh: {
    label: 'تحديث المواقع',
    hint: 'عدد المرات التي يقرأ فيها SiteTray كل المواقع من الخدمة. تُرسل التغييرات دائمًا فورًا.',
    manual: 'فقط عندما أطلب',
    hourly: 'كل ساعة',
    everyMinutes: 'كل {count} دقيقة | كل دقيقة | كل دقيقتين | كل {count} دقائق | كل {count} دقيقة | كل {count} دقيقة',
  },
  alerts: {
    label: 'تنبيهات الزوار',
    hint: 'إشعار عندما لا يصل أي زائر إلى موقع له زوار عادةً، أو يصله أكثر بكثير من المعتاد.',
    silent: 'بلا زوار',
    silentAfter:
      'بعد {count} يوم بلا زوار | بعد يوم واحد بلا زوار | بعد يومين بلا زوار | بعد {count} أيام بلا زوار | بعد {count} يومًا بلا زوار | بعد {count} يوم بلا زوار',
    spike: 'ارتفاع مفاجئ',
    spikeFactor: 'يوم معتاد × {factor}',
    spikeMinimum:
      'وما لا يقل عن {count} زائر في اليوم. | وزائر واحد على الأقل في اليوم. | وزائران على الأقل في اليوم. | وما لا يقل عن {count} زوار في اليوم. | وما لا يقل عن {count} زائرًا في اليوم. | وما لا يقل عن {count} زائر في اليوم.',
  },
  shortcut: {
    label: 'الاختصار العام',
    purpose: 'يُظهر SiteTray أو يخفيه من أي تطبيق',
    clear: 'مسح',
    clearLabel: 'مسح الاختصار',
    placeholder: 'اضغط المفاتيح، مثل {example}',
    holdModifier: 'اضغط باستمرار على {modifiers} أثناء الضغط على المفتاح، مثل {example}.',
    unusableKey: 'لا يستطيع SiteTray استخدام هذا المفتاح في اختصار. جرّب حرفًا أو رقمًا أو مفتاح وظيفة.',
    hintSet: 'الاختصار {shortcut} {purpose}. لتغييره، انقر الحقل واضغط مفاتيح أخرى.',
    hintEmpty: 'انقر الحقل واضغط مجموعة مفاتيح، مثل {example}. بعدها {purpose}.',
  },
  switcher: {
    label: 'اختصار المبدّل السريع',
    purpose: 'يفتح المبدّل السريع من أي تطبيق (وفي نافذة SiteTray يفعل {inWindow} ذلك أيضًا)',
    clearLabel: 'مسح اختصار المبدّل',
  },
  ipLookup: {
    label: 'خدمة «ما عنوان IP الخاص بي»',
    invalid: 'أدخل عنوانًا يبدأ بـ https://، مثل {example}.',
    hint: 'لا تُسأل عن العنوان العام لهذا الكمبيوتر إلا عند النقر على «استبعاد عنوان IP الخاص بي». إن تُرك فارغًا: {address}.',
  },
  update: {
    restart: 'إعادة التشغيل للتحديث',
    packageManager: 'تأتي التحديثات من مدير الحزم لديك.',
    unavailable: 'لا يستطيع SiteTray تحديث نفسه: نزّل الإصدارات الجديدة من صفحة إصداراته.',
    upToDate: 'SiteTray محدَّث.',
    checkFailed: 'تعذّر التحقق من وجود تحديثات؛ سيحاول SiteTray مجددًا غدًا.',
    checking: 'جارٍ التحقق من وجود تحديثات…',
    downloading: 'جارٍ تنزيل الإصدار {version}…',
    downloadingPercent: 'جارٍ تنزيل الإصدار {version} ({percent})…',
    ready: 'الإصدار {version} جاهز: أعد التشغيل للتحديث (أو سيُثبَّت عند الإنهاء).',
    restarting: 'جارٍ إعادة التشغيل لتثبيت الإصدار {version}…',
  },
} satisfies Messages<typeof en>
