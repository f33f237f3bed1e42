// meta-data-tool: title and description templates for pages whose SEO follows a pattern
// (spec section 2: /game/{name}, /cashier/deposit/{name}); {name} is filled in by the page.
import { media } from '../model';
import { localizedSingle } from './localize';

export const metaDataTool = localizedSingle((t) => ({
  titleSuffix: ' | Omad',
  defaultImage: media('omad-og.svg'),
  templates: [
    {
      pattern: '/game/{name}',
      title: t("{name} — onlayn o'ynash", '{name} — играть онлайн'),
      description: t(
        "{name} o'yinini Omad'da real pulga yoki bepul demo rejimda o'ynang.",
        'Играйте в {name} на Omad на реальные деньги или бесплатно в демо-режиме.',
      ),
    },
    {
      pattern: '/cashier/deposit/{name}',
      title: t("{name} orqali hisobni to'ldirish", 'Пополнение счёта через {name}'),
      description: t(
        "Omad hisobini {name} orqali tez va komissiyasiz to'ldiring.",
        'Пополните счёт Omad через {name} быстро и без комиссии.',
      ),
    },
    {
      pattern: '/promotions/{name}',
      title: t('{name} — aksiya', '{name} — акция'),
      description: t(
        'Omad aksiyasi shartlari: {name}. Ishtirok eting va bonus oling.',
        'Условия акции Omad «{name}». Участвуйте и получайте бонусы.',
      ),
    },
    {
      pattern: '/tournaments/{name}',
      title: t('{name} — turnir', '{name} — турнир'),
      description: t(
        '{name} turnirida qatnashing va sovrin fondidan ulush yuting.',
        'Участвуйте в турнире {name} и выигрывайте долю призового фонда.',
      ),
    },
  ],
}));
