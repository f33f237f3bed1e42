// mf-loyalty texts in Russian.
import type { Translation } from '@omad/contract/remote';
import type { uz } from './uz';

export const ru: Translation<typeof uz> = {
  title: {
    loyalty: 'Программа лояльности',
    shop: 'Магазин лояльности',
    program: 'Программа лояльности',
    offers: 'Предложения',
    offer: 'Предложение',
    promotions: 'Акции',
    promotion: 'Акция',
  },
};
