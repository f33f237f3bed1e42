// mf-content texts in Russian.
import type { Translation } from '@omad/contract/remote';
import type { uz } from './uz';

export const ru: Translation<typeof uz> = {
  home: { title: 'Omad — онлайн-казино и ставки на спорт', banners: 'Акции и новости' },
  title: {
    betting: 'Ставки на спорт',
    support: 'Поддержка',
    unsubscribe: 'Отписка от рассылки',
    confirmation: 'Подтверждение',
    confirmationSuccess: 'Подтверждено',
    icons: 'Иконки',
  },
  placeholderBody: 'Текст страницы появится на следующем этапе',
  footer: { support: 'Поддержка', payments: 'Способы оплаты', social: 'Социальные сети' },
};
