// Texts of the bonuses page (/profile/bonuses): bonus balances, casino and betting bonuses,
// free spins, in the 'profile' namespace under 'bonuses'. The cards' own texts are the
// contract's.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  balances: 'Bonus hisoblari',
  bonusBalance: 'Kazino bonusi',
  bettingBalance: 'Sport bonusi',
  isolated:
    "Bonus puli asosiy hisobdan alohida saqlanadi: u faqat tikish talabi bajarilgach asosiy hisobga o'tadi va uni yechib bo'lmaydi.",
  shared:
    "Faol bonus bo'lsa, garov avval bonus pulidan olinadi. Tikish talabi bajarilgach qolgan pul asosiy hisobga o'tadi.",
  casino: 'Kazino bonuslari',
  casinoHint:
    "Bir vaqtda bitta bonus faol bo'ladi. Pul yechish so'ralsa, faol bonus bekor qilinadi.",
  filter: "Holat bo'yicha",
  filters: {
    all: 'Barchasi',
    new: 'Yangi',
    active: 'Faol',
    wagered: 'Tikilgan',
    expired: "Muddati o'tgan",
    removed: 'Bekor qilingan',
  },
  empty: "Bu yerda bonuslar yo'q",
  emptyHint: "Depozit takliflari va aksiyalardagi bonuslar shu yerda paydo bo'ladi.",
  more: "Yana ko'rsatish",
  betting: 'Sport bonuslari',
  bettingHint: 'Sport garovlari uchun bonuslar; ular sport bonusi hisobiga tushadi.',
  bettingEmpty: "Sport bonuslari yo'q.",
  freespins: 'Bepul aylantirishlar',
  freespinsHint:
    "O'yinni haqiqiy pulga ochsangiz, avval paketdagi bepul aylantirishlar ishlatiladi.",
  freespinsEmpty: "Faol bepul aylantirishlar yo'q.",
} as const;

export const ru: Translation<typeof uz> = {
  balances: 'Бонусные счета',
  bonusBalance: 'Бонус казино',
  bettingBalance: 'Бонус на спорт',
  isolated:
    'Бонусные деньги хранятся отдельно от основного счёта: они переходят на основной только после отыгрыша, вывести их нельзя.',
  shared:
    'Пока бонус активен, ставки сначала берутся из бонусных денег. После отыгрыша остаток переходит на основной счёт.',
  casino: 'Бонусы казино',
  casinoHint: 'Активен только один бонус. Запрос на вывод денег отменяет активный бонус.',
  filter: 'По статусу',
  filters: {
    all: 'Все',
    new: 'Новые',
    active: 'Активные',
    wagered: 'Отыгранные',
    expired: 'Истёкшие',
    removed: 'Отменённые',
  },
  empty: 'Здесь бонусов нет',
  emptyHint: 'Бонусы депозитных предложений и акций появятся здесь.',
  more: 'Показать ещё',
  betting: 'Бонусы на спорт',
  bettingHint: 'Бонусы для ставок на спорт; они поступают на бонусный счёт ставок.',
  bettingEmpty: 'Бонусов на спорт нет.',
  freespins: 'Бесплатные вращения',
  freespinsHint: 'Откройте игру на реальные деньги: сначала тратятся бесплатные вращения пакета.',
  freespinsEmpty: 'Активных бесплатных вращений нет.',
};
