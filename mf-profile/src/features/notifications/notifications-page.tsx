// /profile/notification: the player's notifications (spec section 3 loyalty notifications;
// credit reads as good news, anything else as a warning) newest first with their read state,
// and the channels the player accepts newsletters on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Checkbox, EmptyState, LoadFailed, Panel, Skeleton } from '@omad/ui';
import { isNotificationSoundOn, setNotificationSoundOn } from '@omad/contract';
import type { AccountNotification, Contact } from '@omad/contract/api';
import { formatDateTime } from '@omad/contract/format';
import { platformQuery, useRemoteProps } from '@omad/contract/remote';
import { ProfileFrame } from '../../lib/profile-frame';
import { shownContact, SubscriptionToggle } from '../../lib/subscription-toggle';
import { useNotificationList } from './use-notification-list';
import './notifications.css';

const NotificationItem = ({
  item,
  onRead,
}: Readonly<{ item: AccountNotification; onRead: (id: number) => void }>) => {
  const { t } = useTranslation('profile');
  return (
    <li
      className="omad-profile__item omad-notifications__item"
      data-read={item.is_read ? 'true' : 'false'}
      data-notification={item.id}
    >
      <div className="omad-profile__item-head">
        <p className="omad-profile__item-title">
          <span
            className="omad-notifications__dot"
            data-kind={item.type === 'credit' ? 'credit' : 'other'}
            aria-hidden="true"
          />
          {item.title}
        </p>
        {item.is_read ? null : <Badge tone="brand">{t('notifications.new')}</Badge>}
      </div>
      <p className="omad-notifications__message">{item.message}</p>
      <div className="omad-profile__item-head">
        <time className="omad-profile__hint" dateTime={item.created_at}>
          {formatDateTime(item.created_at)}
        </time>
        {item.is_read ? null : (
          <Button variant="ghost" size="sm" onClick={() => onRead(item.id)}>
            {t('notifications.markRead')}
          </Button>
        )}
      </div>
    </li>
  );
};

/** The notification sound, on or off on this device (played by the site's notices). */
const SoundToggle = () => {
  const { t } = useTranslation('profile');
  const [on, setOn] = useState(() => isNotificationSoundOn());
  return (
    <Checkbox
      label={t('notifications.sound')}
      hint={t('notifications.soundHint')}
      checked={on}
      data-testid="notification-sound"
      onChange={(event) => {
        setNotificationSoundOn(event.target.checked);
        setOn(event.target.checked);
      }}
    />
  );
};

const ChannelsPanel = ({ contacts }: Readonly<{ contacts: readonly Contact[] | null }>) => {
  const { t } = useTranslation('profile');
  return (
    <Panel aria-labelledby="profile-channels">
      <h2 id="profile-channels" className="omad-panel__title">
        {t('notifications.channelsTitle')}
      </h2>
      <p className="omad-profile__hint">{t('notifications.channelsHint')}</p>
      {contacts === null ? <Skeleton variant="block" height={96} /> : null}
      {contacts?.length === 0 ? (
        <p className="omad-profile__hint">{t('notifications.noContacts')}</p>
      ) : null}
      <ul className="omad-profile__list" data-testid="channels">
        <li className="omad-profile__toggle">
          <span>{t('notifications.onSite')}</span>
          <span className="omad-profile__hint">{t('notifications.onSiteHint')}</span>
        </li>
        <li>
          <SoundToggle />
        </li>
        {contacts?.map((contact) => (
          <li key={contact.type}>
            <SubscriptionToggle
              contact={contact}
              label={`${t(`settings.${contact.type}`)}: ${shownContact(contact)}`}
            />
          </li>
        ))}
      </ul>
    </Panel>
  );
};

export const NotificationsPage = () => {
  const { t } = useTranslation('profile');
  const { api } = useRemoteProps();
  const list = useNotificationList();
  const { query } = list;
  const contacts = useQuery(platformQuery(api, 'account.getProfileInfo', ['contacts']));
  const [busy, setBusy] = useState(false);
  const readAll = () => {
    setBusy(true);
    void list.read('all').finally(() => setBusy(false));
  };
  return (
    <ProfileFrame section="notification" title={t('title.notification')}>
      <div className="omad-profile__grid omad-notifications">
        <Panel aria-labelledby="profile-notifications">
          <div className="omad-profile__item-head">
            <h2 id="profile-notifications" className="omad-panel__title">
              {list.unread > 0
                ? t('notifications.unread', { count: list.unread })
                : t('title.notification')}
            </h2>
            {list.unread > 0 ? (
              <Button variant="secondary" size="sm" loading={busy} onClick={readAll}>
                {t('notifications.markAll')}
              </Button>
            ) : null}
          </div>
          {/* A failed "show more" or re-read keeps the rows shown; only a list with none fails. */}
          {query.isLoadingError ? <LoadFailed onRetry={() => void query.refetch()} /> : null}
          {query.isPending ? <Skeleton variant="block" height={240} /> : null}
          {query.data && list.items.length === 0 ? (
            <EmptyState
              icon="info"
              title={t('notifications.empty')}
              description={t('notifications.emptyHint')}
            />
          ) : null}
          {list.items.length > 0 ? (
            <ul className="omad-profile__list" data-testid="notifications">
              {list.items.map((item) => (
                <NotificationItem key={item.id} item={item} onRead={(id) => void list.read([id])} />
              ))}
            </ul>
          ) : null}
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('notifications.more')}
            </Button>
          ) : null}
        </Panel>
        <ChannelsPanel contacts={contacts.data?.contacts ?? null} />
      </div>
    </ProfileFrame>
  );
};
