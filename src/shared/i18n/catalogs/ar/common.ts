import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: 'عامة',
    private: 'خاصة',
    password: 'كلمة مرور',
    choosePassword: 'كلمة مرور…',
  },
  privacyHint: {
    public: 'يمكن لأي شخص لديه الرابط رؤية الإحصاءات.',
    private: 'أنت وحدك من يمكنه رؤية الإحصاءات.',
    password: 'يحتاج الزوار إلى كلمة مرور لرؤية الإحصاءات.',
  },
  settingLabel: {
    domain: 'النطاق',
    privacy: 'صفحة الإحصاءات',
    password: 'كلمة المرور',
    emailReports: 'تقارير البريد الإلكتروني',
    excludeBots: 'استبعاد الروبوتات',
    excludeParams: 'معلمات الاستعلام المستبعدة',
    excludeIps: 'عناوين IP المستبعدة',
    favorite: 'المفضّلة',
  },
  settingName: {
    domain: 'النطاق',
    privacy: 'خصوصية صفحة الإحصاءات',
    password: 'كلمة المرور',
    emailReports: 'تقارير البريد الإلكتروني',
    excludeBots: 'استبعاد الروبوتات',
    excludeParams: 'معلمات الاستعلام المستبعدة',
    excludeIps: 'عناوين IP المستبعدة',
    favorite: 'المفضّلة',
  },
  keyProblem: {
    refused: 'رُفض مفتاح API — إصلاح…',
    noApi: 'خطة بلا API — التغييرات محفوظة…',
    missing: 'لا يوجد مفتاح API — إضافة…',
    keychain: 'سلسلة المفاتيح مقفلة — فتح…',
  },
  planWithoutApi: 'خطة «{account}» لا تتضمن API (بعد الآن): يحتفظ SiteTray بتغييراتك ويرسلها عندما تتضمنها.',
  reviewConflicts:
    'لا تعارضات — مراجعة | تعارض واحد — مراجعة | تعارضان — مراجعة | {count} تعارضات — مراجعة | {count} تعارضًا — مراجعة | {count} تعارض — مراجعة',
  olderServer:
    'تعمل هذه الخدمة بإصدار أقدم ({version} أو أقدم) لا يحفظ المفضّلة: يحفظ SiteTray مفضّلتك على هذا الكمبيوتر، لذا لا تراها أجهزتك الأخرى.',
  addressHint: {
    withScheme: 'عنوان الموقع، مثل {example}. يضيف SiteTray البادئة {scheme} لهذه الخدمة.',
    bare: 'نطاق الموقع، مثل {example}.',
  },
  perPage: {
    oneOf: 'يجب أن يكون عدد النتائج في الصفحة إحدى القيم: {values}.',
    range: 'يجب أن يكون عدد النتائج في الصفحة عددًا صحيحًا من {min} إلى {max}.',
  },
  count: {
    edit: 'لا تغييرات | تغيير واحد | تغييران | {count} تغييرات | {count} تغييرًا | {count} تغيير',
    conflict: 'لا تعارضات | تعارض واحد | تعارضان | {count} تعارضات | {count} تعارضًا | {count} تعارض',
    day: '{count} يوم | يوم واحد | يومان | {count} أيام | {count} يومًا | {count} يوم',
    website: 'لا مواقع | موقع واحد | موقعان | {count} مواقع | {count} موقعًا | {count} موقع',
    moreWebsite: 'لا مواقع أخرى | موقع آخر | موقعان آخران | {count} مواقع أخرى | {count} موقعًا آخر | {count} موقع آخر',
    visitor: 'لا زوار | زائر واحد | زائران | {count} زوار | {count} زائرًا | {count} زائر',
    line: 'لا أسطر | سطر واحد | سطران | {count} أسطر | {count} سطرًا | {count} سطر',
  },
  trayPlace: {
    darwin: 'شريط القائمة',
    win32: 'منطقة الإعلامات',
    linux: 'علبة النظام',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Del',
    ins: 'Ins',
    pageUp: 'Page Up',
    pageDown: 'Page Down',
    plus: 'زائد',
    space: 'مسافة',
    enter: 'Enter',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
