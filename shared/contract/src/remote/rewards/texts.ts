// The texts of the shared bonus and cashback cards (namespace 'rewards'), in Uzbek and
// Russian; useRewardsTranslation registers them with the host's i18n on first use, so every
// remote that shows a card reads the same words.
import { useTranslation } from 'react-i18next';

const uz = {
  status: {
    new: 'Yangi',
    active: 'Faol',
    wagered: 'Tikib bo‘lingan',
    expired: 'Muddati o‘tgan',
    removed: 'Bekor qilingan',
    paid_out: 'To‘langan',
    used: 'Ishlatilgan',
  },
  bonus: {
    amount: 'Bonus summasi',
    wagering: 'Tikish talabi',
    wagered: '{{wagered}} / {{required}} tikildi',
    left: 'Yana {{left}} tikish kerak',
    remaining: 'Bonus pulidan qoldi: {{amount}}',
    activateBy: 'Faollashtirish muddati: {{date}}',
    wagerBy: 'Tikish muddati: {{date}}',
    finished: 'Yakunlandi: {{date}}',
    received: 'Berilgan: {{date}}',
    activate: 'Faollashtirish',
    deactivate: 'Bekor qilish',
    remove: 'O‘chirish',
    cancel: 'Yo‘q',
    activateTitle: 'Bonusni faollashtirasizmi?',
    activateText:
      '{{amount}} bonus hisobingizga tushadi. Uni asosiy hisobga o‘tkazish uchun bonus pulidan {{required}} tikish kerak.',
    bettingActivateText:
      '{{amount}} bonus sport garovlari hisobingizga tushadi. Sport garovlarida ishlating.',
    removeTitle: 'Bonusni o‘chirasizmi?',
    removeText: 'Bu bonus ro‘yxatdan o‘chadi va uni qayta olib bo‘lmaydi.',
    burnTitle: 'Bonus puli kuyadi',
    burnText: 'Faol bonusdan qolgan bonus puli yo‘qoladi va qaytarilmaydi. Davom etasizmi?',
    burnConfirm: 'Ha, davom etish',
    activated: 'Bonus faollashtirildi',
    removed: 'Bonus o‘chirildi',
    deactivated: 'Bonus bekor qilindi',
    bettingActivatedTitle: 'Sport bonusi faollashtirildi',
    bettingActivatedText: '{{amount}} sport garovlari bonus hisobingizda. Omad!',
    ok: 'Yaxshi',
    progressLabel: 'Tikish jarayoni',
  },
  cashback: {
    title: 'Keshbek',
    periodEnd: 'Davr tugashi: {{date}}',
    takeBy: 'Olish muddati: {{date}}',
    paidAt: 'To‘langan: {{date}}',
    take: 'Olish',
    remove: 'Rad etish',
    removeTitle: 'Keshbekni rad etasizmi?',
    removeText: 'Rad etilgan keshbekni qayta olib bo‘lmaydi.',
    cancel: 'Yo‘q',
    paid: '{{amount}} asosiy hisobingizga tushdi',
    removed: 'Keshbek rad etildi',
  },
  freespins: {
    // Uzbek has one plural form; the Russian forms are listed so both have the same keys.
    left_one: '{{count}} ta bepul aylantirish qoldi',
    left_few: '{{count}} ta bepul aylantirish qoldi',
    left_many: '{{count}} ta bepul aylantirish qoldi',
    left_other: '{{count}} ta bepul aylantirish qoldi',
    of: '{{total}} tadan',
    bet: 'Har bir aylantirish: {{amount}}',
    until: 'Muddati: {{date}}',
    play: 'O‘ynash',
  },
  errors: {
    unknown: 'Amalni bajarib bo‘lmadi. Birozdan keyin qayta urinib ko‘ring.',
    changed: 'Bu bonus holati o‘zgargan. Ro‘yxat yangilandi.',
    excluded: 'Tanaffus davomida bonuslar bilan amallar yopiq.',
  },
};

type Texts = typeof uz;

const ru: Texts = {
  status: {
    new: 'Новый',
    active: 'Активен',
    wagered: 'Отыгран',
    expired: 'Истёк',
    removed: 'Отменён',
    paid_out: 'Выплачен',
    used: 'Использован',
  },
  bonus: {
    amount: 'Сумма бонуса',
    wagering: 'Отыгрыш',
    wagered: 'Отыграно {{wagered}} из {{required}}',
    left: 'Осталось поставить {{left}}',
    remaining: 'Осталось бонусных денег: {{amount}}',
    activateBy: 'Активировать до {{date}}',
    wagerBy: 'Отыграть до {{date}}',
    finished: 'Завершён: {{date}}',
    received: 'Начислен: {{date}}',
    activate: 'Активировать',
    deactivate: 'Отказаться',
    remove: 'Удалить',
    cancel: 'Нет',
    activateTitle: 'Активировать бонус?',
    activateText:
      '{{amount}} поступят на бонусный счёт. Чтобы перевести их на основной, нужно поставить {{required}} бонусными деньгами.',
    bettingActivateText:
      '{{amount}} поступят на бонусный счёт ставок на спорт. Используйте их в ставках на спорт.',
    removeTitle: 'Удалить бонус?',
    removeText: 'Бонус исчезнет из списка, вернуть его будет нельзя.',
    burnTitle: 'Бонусные деньги сгорят',
    burnText: 'Оставшиеся деньги активного бонуса пропадут и не вернутся. Продолжить?',
    burnConfirm: 'Да, продолжить',
    activated: 'Бонус активирован',
    removed: 'Бонус удалён',
    deactivated: 'Вы отказались от бонуса',
    bettingActivatedTitle: 'Бонус на спорт активирован',
    bettingActivatedText: '{{amount}} на бонусном счёте ставок на спорт. Удачи!',
    ok: 'Хорошо',
    progressLabel: 'Прогресс отыгрыша',
  },
  cashback: {
    title: 'Кешбэк',
    periodEnd: 'Период до {{date}}',
    takeBy: 'Забрать до {{date}}',
    paidAt: 'Выплачен: {{date}}',
    take: 'Забрать',
    remove: 'Отказаться',
    removeTitle: 'Отказаться от кешбэка?',
    removeText: 'Вернуть отклонённый кешбэк будет нельзя.',
    cancel: 'Нет',
    paid: '{{amount}} зачислены на основной счёт',
    removed: 'Вы отказались от кешбэка',
  },
  freespins: {
    left_one: 'Остался {{count}} бесплатный спин',
    left_few: 'Осталось {{count}} бесплатных спина',
    left_many: 'Осталось {{count}} бесплатных спинов',
    left_other: 'Осталось {{count}} бесплатного спина',
    of: 'из {{total}}',
    bet: 'Ставка спина: {{amount}}',
    until: 'Действует до {{date}}',
    play: 'Играть',
  },
  errors: {
    unknown: 'Не удалось выполнить действие. Попробуйте чуть позже.',
    changed: 'Состояние бонуса изменилось. Список обновлён.',
    excluded: 'Во время перерыва действия с бонусами недоступны.',
  },
};

export const REWARDS_NAMESPACE = 'rewards';
export const REWARDS_TEXTS: Readonly<{ uz: Texts; ru: Texts }> = { uz, ru };

/** useTranslation('rewards'), its texts added to the host's i18n the first time. */
export const useRewardsTranslation = () => {
  // The host's instance first (the remote's default namespace), so the bundle is there
  // before the 'rewards' namespace is asked for.
  const { i18n } = useTranslation();
  for (const [locale, bundle] of Object.entries(REWARDS_TEXTS)) {
    if (!i18n.hasResourceBundle(locale, REWARDS_NAMESPACE)) {
      i18n.addResourceBundle(locale, REWARDS_NAMESPACE, bundle, true, false);
    }
  }
  return useTranslation(REWARDS_NAMESPACE);
};
