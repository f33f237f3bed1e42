// mf-auth texts in Uzbek (Latin script).
export const uz = {
  signIn: 'Kirish',
  register: "Ro'yxatdan o'tish",
  signOut: 'Chiqish',
  deposit: "To'ldirish",
  profile: 'Profil',
  balance: 'Balans',
  signOutFailed: "Chiqib bo'lmadi. Qayta urinib ko'ring.",
  placeholder: {
    badge: 'Vaqtinchalik oyna',
    login: 'Kirish oynasi',
    register: "Ro'yxatdan o'tish oynasi",
    restore: 'Parolni tiklash',
    'complete-registration': "Ro'yxatdan o'tishni yakunlash",
    description:
      "Bu oynani auth jamoasi tayyorlamoqda. Hozircha u faqat qaysi oyna so'ralganini ko'rsatadi.",
    close: 'Yopish',
  },
} as const;
