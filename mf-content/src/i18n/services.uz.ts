// mf-content texts in Uzbek (Latin script): the services part of the 'content' namespace
// (the support page, popups, notices).
export const servicesUz = {
  support: {
    title: "Qo'llab-quvvatlash",
    intro:
      "Savolingiz bormi? Onlayn chatda yozing, qo'ng'iroq qiling yoki quyidagi shakl orqali xabar qoldiring — kecha-kunduz javob beramiz.",
    chat: {
      title: 'Onlayn chat',
      loading: 'Chat yuklanmoqda…',
      ready: 'Operatorlarimiz chatda bir necha daqiqada javob berishadi.',
      open: 'Chatni ochish',
      unavailableTitle: 'Chat hozir ochilmadi',
      unavailable:
        "Chatni yuklab bo'lmadi: internet aloqasi yo'q yoki chat bloklangan. Quyidagi aloqa usullari va shakl ishlayveradi.",
      retry: 'Qayta urinish',
      noneTitle: 'Onlayn chat ulanmagan',
      none: "Hozircha onlayn chat yo'q. Bizga qo'ng'iroq qiling, Telegram'da yozing yoki quyidagi shaklni to'ldiring.",
    },
    contacts: {
      title: 'Aloqa',
      phone: 'Telefon',
      email: 'Elektron pochta',
      telegram: 'Telegram',
      hours: 'Ish vaqti',
      failed: "Aloqa ma'lumotlarini yuklab bo'lmadi. Sahifani yangilang.",
    },
    feedback: {
      title: 'Bizga yozing',
      intro: "Javobni siz ko'rsatgan elektron pochtaga yuboramiz.",
      name: 'Ismingiz',
      email: 'Elektron pochta',
      message: 'Xabar',
      messageHint: '{{min}} tadan {{max}} tagacha belgi',
      submit: 'Yuborish',
      sentTitle: 'Xabaringiz yuborildi',
      sent: 'Rahmat! Javobni {{email}} manziliga yuboramiz.',
      again: 'Yana yozish',
      errors: {
        network: "Internet aloqasi yo'q. Aloqani tekshirib, qayta yuboring.",
        tooManyRequests: "Juda ko'p xabar yuborildi.",
        unknown: "Xabarni yuborib bo'lmadi. Birozdan keyin qayta urinib ko'ring.",
      },
      validation: {
        required: "To'ldirish majburiy",
        insertEmail: 'Elektron pochtangizni kiriting',
        email: "Elektron pochta manzili noto'g'ri",
        minLength: 'Kamida $$min$$ ta belgi kiriting',
        maxLength: "Ko'pi bilan $$max$$ ta belgi kiriting",
        wrongField: "Maydon noto'g'ri to'ldirilgan",
      },
    },
  },
  popups: {
    previewMissing: '«{{sysname}}» popapi topilmadi',
  },
} as const;
