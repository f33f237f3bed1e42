// mf-content texts in Uzbek (Latin script): the pages part of the 'content' namespace.
export const pagesUz = {
  common: {
    toHome: 'Bosh sahifaga',
    signIn: 'Kirish',
    failedText: "Server javob bermadi. Internet aloqasini tekshirib, qayta urinib ko'ring.",
  },
  betting: {
    frameTitle: 'Sport tikish',
    loading: 'Sport tikish yuklanmoqda…',
    unavailableTitle: 'Sport tikish hozircha mavjud emas',
    unavailableText:
      "Sport bo'limi tez orada ochiladi. Hozircha o'yinlar zalida omadingizni sinab ko'ring.",
    failedText:
      "Sport bo'limini yuklab bo'lmadi. Qayta urinib ko'ring yoki o'yinlar zaliga o'ting.",
    toGamehall: "O'yinlar zaliga",
  },
  unsubscribe: {
    confirmTitle: 'Reklama xatlaridan voz kechasizmi?',
    confirmText:
      'Aksiyalar va bonuslar haqidagi xatlar endi sizning telefon va elektron pochtangizga kelmaydi. Hisob haqidagi muhim xabarlar kelishda davom etadi.',
    confirmButton: 'Obunani bekor qilish',
    doneTitle: 'Obuna bekor qilindi',
    doneText:
      'Endi sizga reklama xatlari kelmaydi. Obunani istalgan vaqtda profil sozlamalarida qayta yoqishingiz mumkin.',
    invalidTitle: 'Havola yaroqsiz',
    invalidText:
      "Havola eskirgan yoki to'liq ko'chirilmagan. Obunani shu yerning o'zida bekor qilishingiz mumkin.",
    invalidGuestText:
      "Havola eskirgan yoki to'liq ko'chirilmagan. Xatdagi havolani qayta oching yoki hisobingizga kiring.",
    failedTitle: "Obunani bekor qilib bo'lmadi",
  },
  confirmation: {
    confirming: 'Kontakt tasdiqlanmoqda…',
    invalidLinkTitle: 'Havola yaroqsiz',
    invalidLinkText:
      "Tasdiqlash havolasi to'liq emas. Xatdagi havolani qayta oching yoki profildan yangisini so'rang.",
    signInTitle: 'Hisobingizga kiring',
    signInText: '{{contact}} kontaktini tasdiqlash uchun avval hisobingizga kiring.',
    codeTitle: "Havolaning muddati o'tgan",
    codeText:
      "{{contact}} uchun tasdiqlash havolasi yaroqsiz yoki muddati o'tgan. Yangi havola yuboramiz.",
    resend: 'Yangi havola yuborish',
    resent: 'Yangi havola {{contact}} manziliga yuborildi. Xatni oching va havolani bosing.',
    resendTooSoon: 'Bu manzilga havola yaqinda yuborilgan.',
    resendFailed: "Havolani yuborib bo'lmadi. Birozdan keyin qayta urinib ko'ring.",
    contactTitle: 'Bu kontakt boshqa hisobga tegishli',
    contactText:
      "{{contact}} sizning hisobingizda yo'q. Shu kontakt bilan ro'yxatdan o'tgan hisobga kiring.",
    failedTitle: "Kontaktni tasdiqlab bo'lmadi",
    slowedTitle: "Urinishlar juda ko'p",
    successTitle: 'Kontakt tasdiqlandi',
    successText:
      'Rahmat! Endi pul yechish va hisob xavfsizligi haqidagi xabarlar shu kontaktga keladi.',
    toGamehall: "O'yinlar zaliga",
  },
  icons: {
    title: 'Ikonkalar',
    count: 'Jami: {{total}}',
  },
} as const;
