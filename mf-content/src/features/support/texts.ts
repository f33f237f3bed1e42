// Texts of the support page (/support): the chat, the contacts and the feedback form, in the
// 'content' namespace under 'services.support'. The contacts themselves are the CMS's.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  title: "Qo'llab-quvvatlash",
  intro:
    "Savolingiz bormi? Onlayn chatda yozing, qo'ng'iroq qiling yoki quyidagi shakl orqali xabar qoldiring — kecha-kunduz javob beramiz.",
  chat: {
    title: 'Onlayn chat',
    loading: 'Chat yuklanmoqda…',
    ready: 'Operatorlarimiz chatda bir necha daqiqada javob berishadi.',
    open: 'Chatni ochish',
    unavailableTitle: 'Chat hozir ochilmadi',
    unavailable:
      "Chatni yuklab bo'lmadi: internet aloqasi yo'q yoki chat bloklangan. Quyidagi aloqa usullari va shakl ishlayveradi.",
    noneTitle: 'Onlayn chat ulanmagan',
    none: "Hozircha onlayn chat yo'q. Bizga qo'ng'iroq qiling, Telegram'da yozing yoki quyidagi shaklni to'ldiring.",
  },
  contacts: {
    title: 'Aloqa',
    phone: 'Telefon',
    email: 'Elektron pochta',
    telegram: 'Telegram',
    hours: 'Ish vaqti',
    failed: "Aloqa ma'lumotlarini yuklab bo'lmadi. Sahifani yangilang.",
  },
  feedback: {
    title: 'Bizga yozing',
    intro: "Javobni siz ko'rsatgan elektron pochtaga yuboramiz.",
    name: 'Ismingiz',
    email: 'Elektron pochta',
    message: 'Xabar',
    messageHint: '{{min}} tadan {{max}} tagacha belgi',
    submit: 'Yuborish',
    sentTitle: 'Xabaringiz yuborildi',
    sent: 'Rahmat! Javobni {{email}} manziliga yuboramiz.',
    again: 'Yana yozish',
    errors: {
      network: "Internet aloqasi yo'q. Aloqani tekshirib, qayta yuboring.",
      tooManyRequests: "Juda ko'p xabar yuborildi.",
      unknown: "Xabarni yuborib bo'lmadi. Birozdan keyin qayta urinib ko'ring.",
    },
    validation: {
      required: "To'ldirish majburiy",
      insertEmail: 'Elektron pochtangizni kiriting',
      email: "Elektron pochta manzili noto'g'ri",
      minLength: 'Kamida $$min$$ ta belgi kiriting',
      maxLength: "Ko'pi bilan $$max$$ ta belgi kiriting",
      wrongField: "Maydon noto'g'ri to'ldirilgan",
    },
  },
} as const;

export const ru: Translation<typeof uz> = {
  title: 'Поддержка',
  intro:
    'Есть вопрос? Напишите в онлайн-чат, позвоните или оставьте сообщение через форму ниже — мы отвечаем круглосуточно.',
  chat: {
    title: 'Онлайн-чат',
    loading: 'Чат загружается…',
    ready: 'Наши операторы отвечают в чате за несколько минут.',
    open: 'Открыть чат',
    unavailableTitle: 'Чат сейчас не открылся',
    unavailable:
      'Не удалось загрузить чат: нет подключения к интернету или чат заблокирован. Контакты и форма ниже по-прежнему работают.',
    noneTitle: 'Онлайн-чат не подключён',
    none: 'Онлайн-чата пока нет. Позвоните нам, напишите в Telegram или заполните форму ниже.',
  },
  contacts: {
    title: 'Контакты',
    phone: 'Телефон',
    email: 'Электронная почта',
    telegram: 'Telegram',
    hours: 'Время работы',
    failed: 'Не удалось загрузить контакты. Обновите страницу.',
  },
  feedback: {
    title: 'Напишите нам',
    intro: 'Ответ придёт на указанную электронную почту.',
    name: 'Ваше имя',
    email: 'Электронная почта',
    message: 'Сообщение',
    messageHint: 'От {{min}} до {{max}} символов',
    submit: 'Отправить',
    sentTitle: 'Сообщение отправлено',
    sent: 'Спасибо! Ответ придёт на {{email}}.',
    again: 'Написать ещё',
    errors: {
      network: 'Нет подключения к интернету. Проверьте связь и отправьте ещё раз.',
      tooManyRequests: 'Слишком много сообщений подряд.',
      unknown: 'Не удалось отправить сообщение. Попробуйте чуть позже.',
    },
    validation: {
      required: 'Обязательное поле',
      insertEmail: 'Введите электронную почту',
      email: 'Неверный адрес электронной почты',
      minLength: 'Минимум символов: $$min$$',
      maxLength: 'Максимум символов: $$max$$',
      wrongField: 'Поле заполнено неверно',
    },
  },
};
