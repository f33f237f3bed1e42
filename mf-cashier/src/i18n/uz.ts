// mf-cashier texts in Uzbek (Latin script).
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
} as const;
