// promotions: /promotions and /promotions/{slug}, per locale, by position. Four are taken through
// the platform's campaign offers (offerId: 201 first deposit, 301 free spins for new players,
// 202 card reload, 302 the casino bonus), whose figures their texts repeat; the weekly cashback
// needs no taking and links to the player's cashback page; the spring one is over (shown only
// by its address). Body and terms are plain text: paragraphs split by a blank line, one rule a
// line.
import { media } from '../model';
import { localizedCollection } from './localize';

const SINCE = '2025-01-15T00:00:00.000Z';

const lines = (...rules: readonly string[]) => rules.join('\n');

export const promotions = localizedCollection((t) => [
  {
    slug: 'welcome',
    title: t('Birinchi depozitga 100% bonus', 'Бонус 100% на первый депозит'),
    summary: t(
      "Birinchi to'ldirishingizni ikki baravar oshiramiz: 2 000 000 so'mgacha bonus.",
      'Удвоим ваше первое пополнение: бонус до 2 000 000 сум.',
    ),
    image: media('promotion-welcome.svg'),
    body: t(
      "Omad'ga xush kelibsiz! Birinchi depozitingizga uning 100 foizi miqdorida bonus qo'shamiz.\n\nTaklifni shu sahifada oling — u keyingi to'ldirishingiz uchun saqlanadi. So'ng kassada depozit qiling: to'lov o'tishi bilan bonus hisobingizga tushadi.",
      'Добро пожаловать в Omad! К первому депозиту добавим бонус в размере 100 % от суммы.\n\nВозьмите предложение на этой странице — оно сохранится для следующего пополнения. Затем пополните счёт в кассе: бонус придёт, как только платёж пройдёт.',
    ),
    terms: t(
      lines(
        "Aksiya faqat hali depozit qilmagan o'yinchilar uchun.",
        "Eng kam depozit — 50 000 so'm, bonus ko'pi bilan 2 000 000 so'm.",
        "Bonusni faollashtirgandan so'ng 7 kun ichida 30 barobar tikish kerak.",
        "Bitta o'yinchiga — bitta hisob va bitta xush kelibsiz bonusi.",
        "Omad aksiya shartlarini oldindan ogohlantirib o'zgartirishi mumkin.",
      ),
      lines(
        'Акция — только для игроков, ещё не делавших депозит.',
        'Минимальный депозит — 50 000 сум, бонус — не более 2 000 000 сум.',
        'После активации бонус нужно отыграть ×30 за 7 дней.',
        'Один игрок — один счёт и один приветственный бонус.',
        'Omad может изменить условия акции, заранее предупредив игроков.',
      ),
    ),
    offerId: 201,
    url: null,
    buttonTitle: null,
    startsAt: SINCE,
    finishedAt: null,
    position: 1,
  },
  {
    slug: 'free-spins',
    title: t("Yangi o'yinchilarga 10 ta bepul aylantirish", '10 бесплатных вращений новым игрокам'),
    summary: t(
      "Ro'yxatdan o'ting va birinchi depozitgacha Sweet Bonanza o'yinida 10 ta aylantirishni oling.",
      'Зарегистрируйтесь и получите 10 вращений в Sweet Bonanza ещё до первого депозита.',
    ),
    image: media('promotion-free-spins.svg'),
    body: t(
      "Omad bilan tanishuvni bepul boshlang: aylantirishlar hisobingizga darhol tushadi.\n\nO'yinni oching — bepul aylantirishlar puldan oldin ishlatiladi.",
      'Начните знакомство с Omad бесплатно: вращения поступят на счёт сразу.\n\nОткройте игру — бесплатные вращения расходуются раньше денег.',
    ),
    terms: t(
      lines(
        "Faqat hali depozit qilmagan o'yinchilar uchun, bir marta.",
        'Aylantirishlar 7 kun amal qiladi.',
        "Har bir aylantirish o'yinning eng kichik tikishi bilan o'ynaladi.",
      ),
      lines(
        'Только для игроков без депозита, один раз.',
        'Вращения действуют 7 дней.',
        'Каждое вращение играется с минимальной ставкой игры.',
      ),
    ),
    offerId: 301,
    url: null,
    buttonTitle: null,
    startsAt: SINCE,
    finishedAt: null,
    position: 2,
  },
  {
    slug: 'card-reload',
    title: t("Karta bilan to'ldirishga 25%", '25% за пополнение картой'),
    summary: t(
      "Uzcard, Humo, Visa yoki Mastercard orqali har bir to'ldirishga 1 000 000 so'mgacha bonus.",
      'Бонус до 1 000 000 сум к каждому пополнению картой Uzcard, Humo, Visa или Mastercard.',
    ),
    image: media('promotion-card-reload.svg'),
    body: t(
      "Kartangiz bilan to'ldiring va har safar depozitning chorak qismini bonus sifatida oling.\n\nTaklifni har bir depozit oldidan qayta olish mumkin.",
      'Пополняйте картой и каждый раз получайте четверть депозита бонусом.\n\nПредложение можно брать снова перед каждым депозитом.',
    ),
    terms: t(
      lines(
        "Eng kam depozit — 100 000 so'm, bonus ko'pi bilan 1 000 000 so'm.",
        "Payme va Click orqali to'lovlarga taalluqli emas.",
        "Bonusni faollashtirgandan so'ng 7 kun ichida 20 barobar tikish kerak.",
      ),
      lines(
        'Минимальный депозит — 100 000 сум, бонус — не более 1 000 000 сум.',
        'Не действует для платежей через Payme и Click.',
        'После активации бонус нужно отыграть ×20 за 7 дней.',
      ),
    ),
    offerId: 202,
    url: null,
    buttonTitle: null,
    startsAt: SINCE,
    finishedAt: null,
    position: 3,
  },
  {
    slug: 'casino-bonus',
    title: t("20 000 so'm kazino bonusi", 'Казино-бонус 20 000 сум'),
    summary: t(
      'Bonusni bir marta oling va uni 20 barobar tiking — qolgani sizniki.',
      'Заберите бонус один раз и отыграйте его ×20 — остаток ваш.',
    ),
    image: media('promotion-casino-bonus.svg'),
    body: t(
      "So'mdagi hisoblar uchun kichik sovg'a: bonus hisobingizga darhol qo'shiladi, uni «Bonuslar» sahifasida faollashtiring.\n\nAksiya 2030-yil 31-dekabrgacha davom etadi.",
      'Небольшой подарок для счетов в сумах: бонус сразу зачисляется, активируйте его на странице «Бонусы».\n\nАкция продлится до 31 декабря 2030 года.',
    ),
    terms: t(
      lines(
        "Faqat so'mdagi hisoblar uchun, har bir o'yinchiga bir marta.",
        'Bonusni 14 kun ichida faollashtiring va 7 kun ichida 20 barobar tiking.',
        "Bonus faol bo'lganda pul yechish uning qolgan mablag'ini bekor qiladi.",
      ),
      lines(
        'Только для счетов в сумах, один раз на игрока.',
        'Активируйте бонус в течение 14 дней и отыграйте ×20 за 7 дней.',
        'Вывод средств при активном бонусе аннулирует его остаток.',
      ),
    ),
    offerId: 302,
    url: null,
    buttonTitle: null,
    startsAt: SINCE,
    finishedAt: '2030-12-31T19:00:00.000Z',
    position: 4,
  },
  {
    slug: 'weekly-cashback',
    title: t('Har hafta 10% keshbek', 'Кешбэк 10% каждую неделю'),
    summary: t(
      "Har dushanba o'tgan haftadagi real pul yo'qotishlaringizning 10 foizini qaytaramiz.",
      'Каждый понедельник возвращаем 10 % реальных проигрышей прошлой недели.',
    ),
    image: media('promotion-cashback.svg'),
    body: t(
      "Keshbek har bir o'yinchiga o'z-o'zidan hisoblanadi — hech narsani olish shart emas.\n\nHisoblangan keshbekni «Keshbek» sahifasida oling.",
      'Кешбэк начисляется каждому игроку сам — ничего брать не нужно.\n\nНачисленный кешбэк заберите на странице «Кешбэк».',
    ),
    terms: t(
      lines(
        "Keshbek o'tgan 7 kundagi real pul yo'qotishlaridan hisoblanadi.",
        'Bonus puli bilan qilingan tikishlar hisobga olinmaydi.',
        "Keshbekni belgilangan muddatda oling, aks holda u bekor bo'ladi.",
      ),
      lines(
        'Кешбэк считается от реальных проигрышей за последние 7 дней.',
        'Ставки бонусными деньгами не учитываются.',
        'Заберите кешбэк в указанный срок, иначе он сгорит.',
      ),
    ),
    offerId: null,
    url: '/profile/cashback',
    buttonTitle: t("Keshbekni ko'rish", 'Смотреть кешбэк'),
    startsAt: SINCE,
    finishedAt: null,
    position: 5,
  },
  {
    slug: 'spring-2025',
    title: t('Bahor aksiyasi', 'Весенняя акция'),
    summary: t(
      "Bahor davomida har hafta slotlarda qo'shimcha sovg'alar.",
      'Всю весну — дополнительные подарки в слотах каждую неделю.',
    ),
    image: media('promotion-spring.svg'),
    body: t(
      'Aksiya 2025-yil 31-mayda yakunlandi. Barcha ishtirokchilarga rahmat!',
      'Акция завершилась 31 мая 2025 года. Спасибо всем участникам!',
    ),
    terms: t("Sovg'alar aksiya davomida berilgan.", 'Подарки выдавались во время акции.'),
    offerId: null,
    url: null,
    buttonTitle: null,
    startsAt: '2025-03-01T00:00:00.000Z',
    finishedAt: '2025-05-31T18:59:59.000Z',
    position: 6,
  },
]);
