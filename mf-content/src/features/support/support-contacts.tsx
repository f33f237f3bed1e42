// The support contacts from CMS common `supportContacts`: phone, e-mail, Telegram and the
// working hours. Their rows keep their place while the content loads.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Icon, Skeleton, type IconName } from '@omad/ui';
import { useCommon } from '../../lib/use-common';

type Row = Readonly<{ icon: IconName; label: string; value: ReactNode }>;

const ContactRow = ({ icon, label, value }: Row) => (
  <li className="omad-support-contacts__row">
    <span className="omad-support-contacts__icon" aria-hidden="true">
      <Icon name={icon} size={20} />
    </span>
    <span className="omad-support-contacts__text">
      <span className="omad-support-contacts__label">{label}</span>
      <span className="omad-support-contacts__value">{value}</span>
    </span>
  </li>
);

const telegramName = (url: string): string => {
  const match = /t\.me\/([A-Za-z0-9_]+)/.exec(url);
  return match ? `@${match[1]}` : url;
};

export const SupportContacts = () => {
  const { t } = useTranslation('content');
  const { data: common, isError: failed } = useCommon();
  const contacts = common?.supportContacts;
  let body: ReactNode;
  if (contacts) {
    body = (
      <ul className="omad-support-contacts__list">
        <ContactRow
          icon="support"
          label={t('services.support.contacts.phone')}
          value={<a href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>{contacts.phone}</a>}
        />
        <ContactRow
          icon="chat"
          label={t('services.support.contacts.email')}
          value={<a href={`mailto:${contacts.email}`}>{contacts.email}</a>}
        />
        <ContactRow
          icon="telegram"
          label={t('services.support.contacts.telegram')}
          value={
            <a href={contacts.telegram} target="_blank" rel="noopener noreferrer">
              {telegramName(contacts.telegram)}
            </a>
          }
        />
        <ContactRow
          icon="info"
          label={t('services.support.contacts.hours')}
          value={contacts.workingHours}
        />
      </ul>
    );
  } else if (failed) {
    body = (
      <p className="omad-support__muted" role="alert">
        {t('services.support.contacts.failed')}
      </p>
    );
  } else {
    body = (
      <ul className="omad-support-contacts__list" aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <li key={row} className="omad-support-contacts__row">
            <Skeleton variant="circle" width={40} height={40} />
            <Skeleton variant="text" lines={2} width="60%" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card
      as="section"
      className="omad-support-contacts"
      aria-labelledby="omad-support-contacts"
      data-testid="support-contacts"
    >
      <h2 id="omad-support-contacts" className="omad-support__heading">
        {t('services.support.contacts.title')}
      </h2>
      {body}
    </Card>
  );
};
