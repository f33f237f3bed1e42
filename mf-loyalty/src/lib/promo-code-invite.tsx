// What a guest sees in place of the promo-code field: the invitation to register with their
// code. The field draws it for a guest, and the first screens (which are a guest's) too.
import { useTranslation } from 'react-i18next';
import { Button } from '@omad/ui';
import './offer.css';

export const PromoCodeInvite = ({ onRegister }: Readonly<{ onRegister: () => void }>) => {
  const { t } = useTranslation();
  return (
    <p className="omad-promo-code omad-promo-code--guest" data-testid="promo-code-guest">
      <span>{t('promoCode.guest')}</span>
      <Button variant="link" onClick={onRegister}>
        {t('promoCode.register')}
      </Button>
    </p>
  );
};
