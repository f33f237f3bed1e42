// What mf-loyalty's first screens share (first-screen.tsx, first-screen-offers.tsx): the
// contract's drawing with this build's texts, what a control does on the edge, and money as
// the page first writes it.
import type { Money } from '@omad/contract/api';
import { firstScreenDrawings } from '@omad/contract/first-screen';
import { formatMoney } from '@omad/contract/format';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';

export const { translate, drawing } = firstScreenDrawings({
  namespace: 'loyalty',
  resources: { uz, ru },
});

/** What a control does on the edge, where nothing runs. */
export const NOTHING = () => undefined;

/** Money as the page writes it before the CMS's currency symbols are read: with its code. */
export const moneyOnTheEdge = (money: Money) => formatMoney(money.amount, money.currency);
