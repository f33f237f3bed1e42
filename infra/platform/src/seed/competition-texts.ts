// What the seeded jackpots and tournaments say, in uz and ru (seed/competitions.ts writes
// them with their money, games and dates).

interface Texts {
  readonly title: string;
  readonly summary: string;
}

interface JackpotTexts {
  readonly uz: Texts;
  readonly ru: Texts;
}

export const JACKPOT_TEXTS: Readonly<Record<'mega' | 'major' | 'mini', JackpotTexts>> = {
  mega: {
    uz: {
      title: 'Mega jekpot',
      summary:
        "Eng katta jekpot: haqiqiy pul bilan qilingan har bir tikishning 0,5 % i unga qo'shiladi. Istalgan aylantirishda tushishi mumkin.",
    },
    ru: {
      title: 'Мега-джекпот',
      summary:
        'Самый крупный джекпот: в него идёт 0,5 % каждой ставки на реальные деньги. Может выпасть на любом вращении.',
    },
  },
  major: {
    uz: {
      title: 'Major jekpot',
      summary:
        "Har bir haqiqiy tikishning 0,3 % i bilan o'sadi va Mega jekpotdan ko'ra tez-tez tushadi.",
    },
    ru: {
      title: 'Мажор-джекпот',
      summary: 'Растёт на 0,3 % каждой ставки на реальные деньги и выпадает чаще Мега-джекпота.',
    },
  },
  mini: {
    uz: {
      title: 'Mini jekpot',
      summary: "Eng tez-tez tushadigan jekpot: har bir haqiqiy tikishning 0,2 % i unga qo'shiladi.",
    },
    ru: {
      title: 'Мини-джекпот',
      summary: 'Выпадает чаще всех: в него идёт 0,2 % каждой ставки на реальные деньги.',
    },
  },
};

interface TournamentTexts extends Texts {
  /** Paragraphs. */
  readonly rules: readonly string[];
}

export const TOURNAMENT_TEXTS: Readonly<
  Record<
    'weekly_win_race' | 'multiplier_hunt' | 'bet_marathon',
    Record<'uz' | 'ru', TournamentTexts>
  >
> = {
  weekly_win_race: {
    uz: {
      title: 'Haftalik yutuqlar poygasi',
      summary:
        "Turnir slotlarida eng ko'p yutgan 20 o'yinchi 50 500 000 so'mlik sovrin jamg'armasini bo'lishadi.",
      rules: [
        "«Ishtirok etish» tugmasini bosing: qo'shilganingizdan keyingi aylantirishlar hisoblanadi.",
        "Ochkolar — turnir o'yinlarida haqiqiy pul bilan qilingan aylantirishlar yutuqlarining yig'indisi. Bepul aylantirishlar va demo rejim hisobga olinmaydi.",
        "Ochkolar teng bo'lsa, shu natijaga birinchi erishgan o'yinchi yuqoriroq turadi.",
        "Sovrinlar turnir tugagach asosiy balansga avtomatik o'tkaziladi.",
      ],
    },
    ru: {
      title: 'Гонка выигрышей недели',
      summary:
        '20 игроков с самыми крупными выигрышами в слотах турнира разделят призовой фонд 50 500 000 сум.',
      rules: [
        'Нажмите «Участвовать»: засчитываются вращения после вступления в турнир.',
        'Очки — сумма выигрышей вращений на реальные деньги в играх турнира. Бесплатные вращения и демо-режим не учитываются.',
        'При равенстве очков выше тот, кто набрал результат первым.',
        'Призы автоматически зачисляются на основной баланс после окончания турнира.',
      ],
    },
  },
  multiplier_hunt: {
    uz: {
      title: 'Multiplikator ovi',
      summary:
        "Bitta aylantirishdagi eng katta yutuq va tikish nisbati g'alaba keltiradi. Minimal tikish — 2 000 so'm.",
      rules: [
        "Turnir boshlanishidan oldin ham qo'shilish mumkin; aylantirishlar turnir davomida hisoblanadi.",
        "Ochkolar — bitta aylantirishdagi eng katta multiplikator (yutuq tikishga bo'lingan, ikki xonagacha).",
        "Faqat 2 000 so'mdan kam bo'lmagan haqiqiy pul tikishlari hisoblanadi.",
        "Ochkolar teng bo'lsa, shu natijaga birinchi erishgan o'yinchi yuqoriroq turadi.",
        "Sovrinlar turnir tugagach asosiy balansga avtomatik o'tkaziladi.",
      ],
    },
    ru: {
      title: 'Охота за множителем',
      summary:
        'Побеждает самый большой множитель выигрыша к ставке за одно вращение. Минимальная ставка — 2 000 сум.',
      rules: [
        'Вступить можно и до начала турнира; вращения засчитываются в период турнира.',
        'Очки — самый большой множитель за одно вращение (выигрыш, делённый на ставку, до двух знаков).',
        'Засчитываются только ставки на реальные деньги от 2 000 сум.',
        'При равенстве очков выше тот, кто набрал результат первым.',
        'Призы автоматически зачисляются на основной баланс после окончания турнира.',
      ],
    },
  },
  bet_marathon: {
    uz: {
      title: 'Tikishlar marafoni',
      summary:
        "Turnir o'yinlarida eng ko'p tikkan 15 o'yinchi 27 000 000 so'mlik sovrin jamg'armasini bo'lishadi.",
      rules: [
        "«Ishtirok etish» tugmasini bosing: qo'shilganingizdan keyingi aylantirishlar hisoblanadi.",
        "Ochkolar — turnir o'yinlarida haqiqiy pul bilan qilingan tikishlar yig'indisi.",
        "Ochkolar teng bo'lsa, shu natijaga birinchi erishgan o'yinchi yuqoriroq turadi.",
      ],
    },
    ru: {
      title: 'Марафон ставок',
      summary:
        '15 игроков, сделавших больше всего ставок в играх турнира, делят призовой фонд 27 000 000 сум.',
      rules: [
        'Нажмите «Участвовать»: засчитываются вращения после вступления в турнир.',
        'Очки — сумма ставок на реальные деньги в играх турнира.',
        'При равенстве очков выше тот, кто набрал результат первым.',
      ],
    },
  },
};
