// What mf-loyalty's first screens share (first-screen.tsx, first-screen-offers.tsx): the
// contract's drawing with this build's texts, what a control does on the edge, and money as
// the page first writes it.
import type { Money } from '@omad/contract/api';
import { firstScreenDrawings, type FirstScreenDrawn } from '@omad/contract/first-screen';
import { formatMoney } from '@omad/contract/format';
import { FIRST_SCREEN_ABSENT } from '@omad/contract/pages';
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

/** What a drawer draws: its element, the images it shows, the page's part of the head. */
export type Drawn = FirstScreenDrawn;

/** A page whose subject the read lists no such one of: the edge answers it with 404. */
export const ABSENT = FIRST_SCREEN_ABSENT;
