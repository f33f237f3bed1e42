// mf-content texts in Russian: the services part of the 'content' namespace (the support
// page, popups, notices).
import type { Translation } from '@omad/contract/remote';
import type { servicesUz } from './services.uz';

export const servicesRu: Translation<typeof servicesUz> = {
  support: {
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
      retry: 'Попробовать снова',
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
  },
  popups: {
    previewMissing: 'Попап «{{sysname}}» не найден',
  },
};
