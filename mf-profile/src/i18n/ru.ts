// mf-profile texts in Russian.
import type { Translation } from '@omad/contract/remote';
import type { uz } from './uz';

export const ru: Translation<typeof uz> = {
  title: {
    profile: 'Профиль',
    betsHistory: 'История ставок',
    betsExports: 'Экспорт ставок',
    bonuses: 'Бонусы',
    cashback: 'Кэшбэк',
    loyalty: 'Лояльность',
    notification: 'Уведомления',
    responsibleGame: 'Ответственная игра',
    security: 'Безопасность',
    settings: 'Настройки',
    verification: 'Верификация',
  },
};
