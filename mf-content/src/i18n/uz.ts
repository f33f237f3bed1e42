// mf-content texts in Uzbek (Latin script).
export const uz = {
  home: { title: 'Omad — onlayn kazino va sport tikish', banners: 'Aksiyalar va yangiliklar' },
  title: {
    betting: 'Sport tikish',
    support: "Qo'llab-quvvatlash",
    unsubscribe: 'Obunani bekor qilish',
    confirmation: 'Tasdiqlash',
    confirmationSuccess: 'Tasdiqlandi',
    icons: 'Ikonkalar',
  },
  placeholderBody: "Sahifa matni keyingi bosqichda ko'rsatiladi",
  footer: {
    support: "Qo'llab-quvvatlash",
    payments: "To'lov usullari",
    social: 'Ijtimoiy tarmoqlar',
  },
} as const;
