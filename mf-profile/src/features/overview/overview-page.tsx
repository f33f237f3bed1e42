// /profile: who the player is (name, login, since when, verification), their balances with
// the way to the cashier, a time-out or self-exclusion in force, and every profile section as
// a card (the navigation above lists them too, for a phone's thumb).
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Notice, Panel, Skeleton } from '@omad/ui';
import { formatDate } from '@omad/contract/format';
import {
  platformQuery,
  useFormatMoney,
  usePageLink,
  useRemoteProps,
  useSession,
} from '@omad/contract/remote';
import type { UserAccount } from '@omad/contract/api';
import { ProfileFrame, useProfileSections } from '../../lib/profile-frame';
import './overview.css';

const VerificationBadge = ({ account }: Readonly<{ account: UserAccount }>) => {
  const { t } = useTranslation('profile');
  if (account.is_verified) return <Badge tone="success">{t('overview.verified')}</Badge>;
  if (account.is_on_verification) return <Badge tone="info">{t('overview.onVerification')}</Badge>;
  return <Badge tone="warning">{t('overview.notVerified')}</Badge>;
};

const Balances = ({ account }: Readonly<{ account: UserAccount }>) => {
  const { t } = useTranslation('profile');
  const formatMoney = useFormatMoney();
  const linkTo = usePageLink();
  const balances = account.balances;
  return (
    <Panel aria-labelledby="profile-balances">
      <h2 id="profile-balances" className="omad-panel__title">
        {t('overview.balances')}
      </h2>
      <dl className="omad-profile__facts" data-testid="profile-balances">
        {balances
          ? (['main', 'bonus', 'betting_bonus'] as const).map((kind) => (
              <div key={kind} className="omad-profile__fact">
                <dt>{t(`overview.${kind === 'betting_bonus' ? 'bettingBonus' : kind}`)}</dt>
                <dd data-balance={kind}>{formatMoney(balances[kind])}</dd>
              </div>
            ))
          : null}
      </dl>
      <div className="omad-profile__actions">
        <Button {...linkTo('/cashier/deposit')}>{t('overview.deposit')}</Button>
        <Button variant="secondary" {...linkTo('/cashier/withdraw')}>
          {t('overview.withdraw')}
        </Button>
      </div>
    </Panel>
  );
};

const Sections = () => {
  const { t } = useTranslation('profile');
  const linkTo = usePageLink();
  const sections = useProfileSections().filter((entry) => entry.section !== 'overview');
  return (
    <section aria-labelledby="profile-sections" className="omad-profile-overview__sections">
      <h2 id="profile-sections" className="omad-panel__title">
        {t('overview.sections')}
      </h2>
      <ul className="omad-profile-overview__cards">
        {sections.map((entry) => (
          <li key={entry.section}>
            <a className="omad-profile-overview__card" {...linkTo(entry.path)}>
              <span className="omad-profile-overview__card-title">{t(`nav.${entry.section}`)}</span>
              <span className="omad-profile__hint">{t(`overview.hints.${entry.section}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
};

export const OverviewPage = () => {
  const { t } = useTranslation('profile');
  const { api } = useRemoteProps();
  const linkTo = usePageLink();
  const account = useSession((state) => state.account);
  const profile = useQuery(platformQuery(api, 'account.getProfileInfo', []));
  const name =
    account?.fakename ??
    ([profile.data?.first_name, profile.data?.last_name].filter(Boolean).join(' ') ||
      account?.login ||
      '');
  return (
    <ProfileFrame section="overview" title={t('title.profile')}>
      {account && account.uid > 0 ? (
        <div className="omad-profile__grid omad-profile__grid--two">
          <Card className="omad-profile-overview__who" data-testid="profile-who">
            {profile.isPending ? (
              <Skeleton variant="text" width="60%" height={28} />
            ) : (
              <p className="omad-profile-overview__greeting">{t('overview.greeting', { name })}</p>
            )}
            <dl className="omad-profile__facts">
              <div className="omad-profile__fact">
                <dt>{t('overview.login')}</dt>
                <dd>{account.login}</dd>
              </div>
              {account.reg_time ? (
                <div className="omad-profile__fact">
                  <dt>{t('overview.memberSince')}</dt>
                  <dd>{formatDate(account.reg_time * 1000)}</dd>
                </div>
              ) : null}
            </dl>
            <div className="omad-profile__actions">
              <VerificationBadge account={account} />
              {!account.is_verified && !account.is_on_verification ? (
                <a className="omad-profile-overview__link" {...linkTo('/profile/verification')}>
                  {t('overview.verifyAction')}
                </a>
              ) : null}
            </div>
            {account.exclusion ? (
              <Notice tone="warning" data-testid="profile-exclusion">
                {t('overview.excluded', { until: formatDate(account.exclusion.until) })}
              </Notice>
            ) : null}
          </Card>
          <Balances account={account} />
        </div>
      ) : (
        <Skeleton variant="block" height={220} />
      )}
      <Sections />
    </ProfileFrame>
  );
};
