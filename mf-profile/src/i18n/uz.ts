// mf-profile texts in Uzbek (Latin script).
export const uz = {
  title: {
    profile: 'Profil',
    betsHistory: 'Garovlar tarixi',
    betsExports: 'Garovlar eksporti',
    bonuses: 'Bonuslar',
    cashback: 'Keshbek',
    loyalty: 'Sodiqlik',
    notification: 'Bildirishnomalar',
    responsibleGame: "Mas'uliyatli o'yin",
    security: 'Xavfsizlik',
    settings: 'Sozlamalar',
    verification: 'Shaxsni tasdiqlash',
  },
} as const;
