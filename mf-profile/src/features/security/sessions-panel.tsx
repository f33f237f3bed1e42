// The player's signed-in sessions (account.getSessions): device, address, when it signed in
// and was last seen, this one marked; "sign out everywhere else" (account.closeOtherSessions).
// Sized for a 360 px phone with several sessions (sessions.css).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Badge, Button, LoadFailed, Panel, Skeleton } from '@omad/ui';
import type { AccountSession } from '@omad/contract/api';
import { formatDateTime } from '@omad/contract/format';
import { invalidatePlatform, useRemoteProps } from '@omad/contract/remote';
import { useProfileErrors } from '../../lib/use-profile-errors';
import { deviceOf } from './device';
import './sessions.css';

type Props = Readonly<{ sessions: UseQueryResult<AccountSession[], unknown> }>;

export const SessionsPanel = ({ sessions }: Props) => {
  const { t } = useTranslation('profile');
  const { api, toast } = useRemoteProps();
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState(false);
  const errors = useProfileErrors();
  const others = sessions.data?.filter((session) => !session.is_current).length ?? 0;

  const closeOthers = () => {
    setClosing(true);
    api.account
      .closeOtherSessions()
      .then((count) => {
        toast({ kind: 'success', message: t('security.closedOthers', { count }) });
        void invalidatePlatform(queryClient, 'account.getSessions');
      })
      .catch(() => toast({ kind: 'error', message: errors.unknown }))
      .finally(() => setClosing(false));
  };

  return (
    <Panel aria-labelledby="profile-sessions" data-testid="sessions-panel">
      <h2 id="profile-sessions" className="omad-panel__title">
        {t('security.sessionsTitle')}
      </h2>
      <p className="omad-profile__hint">{t('security.sessionsHint')}</p>
      {sessions.isPending ? <Skeleton variant="block" height={160} /> : null}
      {sessions.isError ? <LoadFailed onRetry={() => void sessions.refetch()} /> : null}
      {sessions.data ? (
        <ul className="omad-profile__list">
          {sessions.data.map((session) => (
            <li key={session.id} className="omad-profile__item" data-session={session.id}>
              <div className="omad-profile__item-head omad-profile-sessions__head">
                <p
                  className="omad-profile__item-title omad-profile-sessions__device"
                  title={session.user_agent ?? undefined}
                >
                  {deviceOf(session.user_agent) ?? t('security.unknownDevice')}
                </p>
                {session.is_current ? <Badge tone="brand">{t('security.current')}</Badge> : null}
              </div>
              <p className="omad-profile__hint omad-profile-sessions__where">
                {[
                  session.address,
                  t('security.signedInAt', { time: formatDateTime(session.created_at) }),
                  t('security.lastSeen', { time: formatDateTime(session.last_seen_at) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="omad-profile__actions">
        {sessions.data && others === 0 ? (
          <p className="omad-profile__hint">{t('security.noOthers')}</p>
        ) : (
          <Button
            variant="secondary"
            className="omad-profile-sessions__close"
            loading={closing}
            disabled={!sessions.data}
            onClick={closeOthers}
          >
            {t('security.closeOthers')}
          </Button>
        )}
      </div>
    </Panel>
  );
};
