// mf-loyalty texts in Uzbek (Latin script).
export const uz = {
  title: {
    loyalty: 'Sodiqlik dasturi',
    shop: "Sodiqlik do'koni",
    program: 'Sodiqlik dasturi',
    offers: 'Takliflar',
    offer: 'Taklif',
    promotions: 'Aksiyalar',
    promotion: 'Aksiya',
  },
} as const;
