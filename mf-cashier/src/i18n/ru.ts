// mf-cashier texts in Russian, with the same keys as uz.ts.
import type { Translation } from '@omad/contract/remote';
import * as deposit from '../features/deposit/texts';
import * as offers from '../features/deposit/offers-texts';
import * as history from '../features/history/texts';
import * as receipt from '../features/receipt/texts';
import * as result from '../features/results/result-texts';
import * as system from '../features/results/texts';
import * as wallet from '../features/wallet/texts';
import * as withdraw from '../features/withdraw/texts';
import type { uz } from './uz';

export const ru: Translation<typeof uz> = {
  title: {
    cashier: 'Касса',
    deposit: 'Пополнение счёта',
    depositMethod: 'Пополнение выбранным способом',
    history: 'История платежей',
    payCancel: 'Платёж отменён',
    payFail: 'Платёж не прошёл',
    payPending: 'Платёж ожидает подтверждения',
    paySuccess: 'Платёж прошёл успешно',
    payMobile: 'Оплата на телефоне',
    payNewWindow: 'Оплата в новом окне',
    receipt: 'Квитанция',
    wallet: 'Кошелёк',
    withdraw: 'Вывод средств',
  },
  nav: {
    label: 'Разделы кассы',
    deposit: 'Пополнить',
    withdraw: 'Вывести',
    history: 'История',
    wallet: 'Кошелёк',
  },
  status: {
    new: 'Новый',
    pending: 'В обработке',
    success: 'Выполнен',
    fail: 'Не прошёл',
    cancel: 'Отменён',
    active: 'Активен',
    paid_out: 'Выплачен',
    wagered: 'Отыгран',
    expired: 'Истёк',
    removed: 'Удалён',
  },
  form: {
    amount: 'Сумма',
    bounds: 'От {{min}} до {{max}} {{symbol}}',
    presets: 'Готовые суммы',
    mask: 'Образец: {{mask}}',
  },
  requisite: {
    card_number: 'Номер карты',
    card_expiry: 'Срок действия (ММ/ГГ)',
    card_holder: 'Владелец карты (латиницей)',
    phone: 'Номер телефона',
    bank_id: 'Банк',
  },
  validation: {
    required: 'Заполните поле',
    wrongField: 'Неверное значение',
    sumRange: 'Сумма должна быть от $$min$$ до $$max$$',
    cardHolder: 'Имя владельца — как на карте',
    name: 'В имени недопустимые символы',
  },
  limit: {
    note: '{{period}} лимит депозитов: {{limit}}, осталось {{left}}.',
    renews: 'Лимит обновится {{date}}.',
    period: { none: 'Лимит', day: 'Дневной', week: 'Недельный', month: 'Месячный' },
  },
  refusal: {
    depositLimit:
      '{{period}} лимит депозитов будет превышен: из {{limit}} осталось {{available}}. Введите сумму меньше.',
    restricted: 'Перерыв в игре до {{until}}: пополнение недоступно. Вывод средств доступен.',
    limitSettings: 'Настройки лимитов',
    declined: 'Платёж отклонён. Проверьте данные карты или выберите другой способ.',
    unavailable: 'Платежи временно недоступны. Попробуйте чуть позже.',
    withdrawalUnavailable:
      'Вывод сейчас недоступен. С вашего счёта ничего не списано — попробуйте позже или напишите в поддержку.',
    serviceError: 'Ошибка платёжного сервиса. Ничего не списано — попробуйте ещё раз.',
    needProfile:
      'Для оплаты этим способом в профиле нужны имя, фамилия и дата рождения. Сумма сохранится.',
    fillProfile: 'Заполнить профиль',
    needVerification: 'Чтобы пополнить на эту сумму, подтвердите личность.',
    verify: 'Пройти верификацию',
    kycWithdrawal:
      'Чтобы вывести такую сумму, сначала подтвердите личность. Ничего не списано, введённое сохранено.',
    kycProfile: 'Для вывода заполните данные профиля.',
    confirmContact:
      'Для вывода сначала подтвердите почту или телефон: сообщения о выплатах и коды приходят только на подтверждённый контакт.',
    confirm: 'Подтвердить',
    withdrawalDeclined: 'Сумма больше доступной к выводу. Ничего не списано.',
    withdrawalLimits: 'Сумма вне пределов этого способа.',
    withdrawalPeriod: 'Лимит вывода за этот период исчерпан. Попробуйте позже.',
    requisitesOnVerification: 'Реквизиты на проверке. Вывод станет доступен после неё.',
    requisitesValidation: 'Эти реквизиты нужно сначала подтвердить.',
    requisitesFraudulent: 'На эти реквизиты вывод невозможен. Обратитесь в поддержку.',
  },
  errors: {
    network: 'Нет соединения с интернетом. Введённое сохранено — попробуйте ещё раз.',
    tooManyRequests: 'Слишком много попыток.',
    unknown: 'Что-то пошло не так. Введённое сохранено — попробуйте ещё раз.',
    loadText: 'Данные кассы не загрузились. Остальная часть страницы работает.',
    banks: 'Список банков не загрузился',
  },
  deposit: deposit.ru,
  offers: offers.ru,
  withdraw: withdraw.ru,
  history: history.ru,
  receipt: receipt.ru,
  system: system.ru,
  result: result.ru,
  wallet: wallet.ru,
};
