// What a loyalty page says while the CMS has the programme turned off (spec section 6).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container, EmptyState } from '@omad/ui';
import './page.css';

export const LoyaltyOff = () => {
  const { t } = useTranslation();
  return (
    <Container className="omad-loyalty-page" data-testid="loyalty-off">
      <EmptyState
        icon="info"
        title={t('common.offSection')}
        description={t('common.offSectionText')}
        action={
          <Link className="omad-loyalty-link" to="/gamehall">
            {t('common.toGamehall')}
          </Link>
        }
      />
    </Container>
  );
};
