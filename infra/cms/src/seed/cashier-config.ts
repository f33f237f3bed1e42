// cashier-config: deposit presets per currency, the currencies with their display symbols,
// the deposit button and the registration hint shown until the first deposit.
import { media } from '../model';
import { localizedSingle } from './localize';

const amounts = (...values: number[]) => values.map((value) => ({ value }));

export const cashierConfig = localizedSingle((t) => ({
  currencies: [
    { code: 'UZS', symbol: t("so'm", 'сум') },
    { code: 'USD', symbol: '$' },
    { code: 'RUB', symbol: '₽' },
  ],
  depositAmounts: [
    { currency: 'UZS', amounts: amounts(20_000, 50_000, 100_000, 250_000, 500_000) },
    { currency: 'USD', amounts: amounts(5, 10, 25, 50, 100) },
    { currency: 'RUB', amounts: amounts(500, 1_000, 2_500, 5_000, 10_000) },
  ],
  // 'enabled' shows the deposit button active on load; 'disabled' waits for a chosen amount.
  defaultDepositButtonState: 'enabled',
  // 'container' or 'containerScroll' (spec section 2, deposit views).
  depositView: 'containerScroll',
  // Uzbek rules let a player take back a pending withdrawal; set false where a regulator does not.
  withdrawalCancelEnabled: true,
  depositButtonLabel: t("Hisobni to'ldirish", 'Пополнить'),
  depositButtonIcon: media('deposit-icon.svg'),
  registrationHint: {
    isEnabled: true,
    title: t('Birinchi depozitga bonus', 'Бонус на первый депозит'),
    text: t(
      "Hisobingizni 2 soat ichida to'ldiring va depozitingizga 100% bonus oling.",
      'Пополните счёт в течение 2 часов и получите 100% бонус на депозит.',
    ),
    buttonTitle: t("To'ldirish", 'Пополнить'),
  },
}));
