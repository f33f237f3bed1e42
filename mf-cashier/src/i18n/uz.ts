// mf-cashier texts in Uzbek (Latin script): the cashier's frame and what its features and lib
// share here (titles, statuses, the money form, limits, refusals, errors), each feature's own
// texts under its key (features/<name>/texts.ts).
import * as deposit from '../features/deposit/texts';
import * as offers from '../features/deposit/offers-texts';
import * as history from '../features/history/texts';
import * as receipt from '../features/receipt/texts';
import * as result from '../features/results/result-texts';
import * as system from '../features/results/texts';
import * as wallet from '../features/wallet/texts';
import * as withdraw from '../features/withdraw/texts';

export const uz = {
  title: {
    cashier: 'Kassa',
    deposit: "Hisobni to'ldirish",
    depositMethod: "To'lov usuli orqali to'ldirish",
    history: "To'lovlar tarixi",
    payCancel: "To'lov bekor qilindi",
    payFail: "To'lov amalga oshmadi",
    payPending: "To'lov kutilmoqda",
    paySuccess: "To'lov muvaffaqiyatli",
    payMobile: "Mobil qurilmada to'lov",
    payNewWindow: "Yangi oynada to'lov",
    receipt: 'Kvitansiya',
    wallet: 'Hamyon',
    withdraw: 'Pul yechish',
  },
  nav: {
    label: "Kassa bo'limlari",
    deposit: "To'ldirish",
    withdraw: 'Yechish',
    history: 'Tarix',
    wallet: 'Hamyon',
  },
  status: {
    new: 'Yangi',
    pending: 'Jarayonda',
    success: 'Bajarildi',
    fail: 'Amalga oshmadi',
    cancel: 'Bekor qilindi',
    active: 'Faol',
    paid_out: "To'landi",
    wagered: 'Aylantirildi',
    expired: "Muddati o'tgan",
    removed: "O'chirilgan",
  },
  form: {
    amount: 'Summa',
    bounds: '{{min}} dan {{max}} {{symbol}} gacha',
    presets: 'Tayyor summalar',
    mask: 'Namuna: {{mask}}',
  },
  requisite: {
    card_number: 'Karta raqami',
    card_expiry: 'Amal qilish muddati (OO/YY)',
    card_holder: 'Karta egasi (lotin harflarida)',
    phone: 'Telefon raqami',
    bank_id: 'Bank',
  },
  validation: {
    required: "Maydonni to'ldiring",
    wrongField: "Qiymat noto'g'ri",
    sumRange: "Summa $$min$$ dan $$max$$ gacha bo'lishi kerak",
    cardHolder: 'Karta egasining ismi kartadagidek bo‘lsin',
    name: 'Ismda ruxsat etilmagan belgilar bor',
  },
  limit: {
    note: '{{period}} depozit limiti: {{limit}}, qoldi {{left}}.',
    renews: 'Limit {{date}} da yangilanadi.',
    period: { none: 'Limit', day: 'Kunlik', week: 'Haftalik', month: 'Oylik' },
  },
  refusal: {
    depositLimit:
      '{{period}} depozit limitingiz oshib ketadi: {{limit}} dan {{available}} qoldi. Kichikroq summa kiriting.',
    restricted:
      "O'yindan tanaffus {{until}} gacha davom etadi: bu vaqtda hisobni to'ldirib bo'lmaydi. Pul yechish mumkin.",
    limitSettings: 'Limit sozlamalari',
    declined: "To'lov rad etildi. Karta ma'lumotlarini tekshiring yoki boshqa usulni tanlang.",
    unavailable: "To'lovlar hozir vaqtincha ishlamayapti. Birozdan so'ng urinib ko'ring.",
    withdrawalUnavailable:
      "Pul yechish hozir mavjud emas. Hisobingizdan hech narsa yechilmadi — keyinroq urinib ko'ring yoki qo'llab-quvvatlashga yozing.",
    serviceError: "To'lov xizmatida xatolik. Hech narsa yechilmadi — qayta urinib ko'ring.",
    needProfile:
      "Bu usul bilan to'lash uchun profilda ism, familiya va tug'ilgan sanangiz bo'lishi kerak. Summa saqlanadi.",
    fillProfile: "Profilni to'ldirish",
    needVerification: "Bu summani to'ldirish uchun shaxsingizni tasdiqlang.",
    verify: 'Shaxsni tasdiqlash',
    kycWithdrawal:
      'Bunday summani yechish uchun avval shaxsingizni tasdiqlang. Hech narsa yechilmadi, kiritganlaringiz saqlandi.',
    kycProfile: "Pul yechish uchun profil ma'lumotlarini to'ldiring.",
    confirmContact:
      "Pul yechish uchun avval e-pochta yoki telefoningizni tasdiqlang: to'lov haqidagi xabar va kodlar faqat tasdiqlangan kontaktga boradi.",
    confirm: 'Tasdiqlash',
    withdrawalDeclined: 'Bu summa yechib olinadigan mablag‘dan ko‘p. Hech narsa yechilmadi.',
    withdrawalLimits: 'Summa bu usul chegaralaridan tashqarida.',
    withdrawalPeriod: "Bu davr uchun pul yechish limiti tugagan. Keyinroq urinib ko'ring.",
    requisitesOnVerification:
      "Rekvizitlar tekshirilmoqda. Tekshiruvdan so'ng yechish mumkin bo'ladi.",
    requisitesValidation: 'Bu rekvizitlarni avval tasdiqlash kerak.',
    requisitesFraudulent:
      "Bu rekvizitlarga to'lov qilib bo'lmaydi. Qo'llab-quvvatlashga murojaat qiling.",
  },
  errors: {
    network: "Internet aloqasi yo'q. Kiritganlaringiz saqlandi — qayta urinib ko'ring.",
    tooManyRequests: "Urinishlar juda ko'p.",
    unknown: "Nimadir xato ketdi. Kiritganlaringiz saqlandi — qayta urinib ko'ring.",
    loadText: "Kassa ma'lumotlari yuklanmadi. Sahifaning qolgan qismi ishlayapti.",
    banks: "Banklar ro'yxati yuklanmadi",
  },
  deposit: deposit.uz,
  offers: offers.uz,
  withdraw: withdraw.uz,
  history: history.uz,
  receipt: receipt.uz,
  system: system.uz,
  result: result.uz,
  wallet: wallet.uz,
} as const;
