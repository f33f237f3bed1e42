// Identity verification (spec section 2): the player's applicant (verification.createApplicant),
// its state in words, and the provider's frame with a fresh token (verification.getAccessToken).
// The frame tells this page what happened: documents sent (account.setUserOnVerification, the
// session re-reads the account), review done, token expired (a new token, a new frame). While
// a review is pending the applicant is read again every few seconds. The page and the
// identity-verification dialog both render this flow.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, LoadFailed, Notice, Skeleton } from '@omad/ui';
import {
  VerificationFrameMessage,
  VerificationStatus,
  type VerificationAccess,
} from '@omad/contract/api';
import { invalidatePlatform, platformQuery, useRemoteProps } from '@omad/contract/remote';
import { useProfileErrors } from '../../lib/use-profile-errors';
import './verification.css';

/** How often a pending review is read again. */
export const PENDING_POLL_MS = 3_000;

const STATUS_TONES = {
  init: 'neutral',
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
} as const;

const STATUS_TEXTS = {
  init: 'verification.statusInit',
  pending: 'verification.statusPending',
  approved: 'verification.statusApproved',
  rejected: 'verification.statusRejected',
} as const;

/** The frame's address with the page's language. */
const frameSource = (access: VerificationAccess, locale: string): string =>
  `${access.frame_url}${access.frame_url.includes('?') ? '&' : '?'}locale=${locale}`;

/** The simulated provider is served by the platform itself, on this site. */
const isSimulated = (access: VerificationAccess): boolean => access.frame_url.startsWith('/');

export const VerificationFlow = ({ compact = false }: Readonly<{ compact?: boolean }>) => {
  const { t } = useTranslation('profile');
  const { api, session, locale, toast } = useRemoteProps();
  const queryClient = useQueryClient();
  // A pending review is read again until it ends; the account follows it.
  const applicant = useQuery({
    ...platformQuery(api, 'verification.createApplicant'),
    refetchInterval: (query) =>
      query.state.data?.status === VerificationStatus.Pending ? PENDING_POLL_MS : false,
  });
  const [access, setAccess] = useState<VerificationAccess | null>(null);
  const [opening, setOpening] = useState(false);
  const errors = useProfileErrors();
  const status = applicant.data?.status;

  const open = useCallback(() => {
    setOpening(true);
    api.verification
      .getAccessToken()
      .then(setAccess)
      .catch(() => toast({ kind: 'error', message: errors.unknown }))
      .finally(() => setOpening(false));
  }, [api, toast, errors.unknown]);

  useEffect(() => {
    if (!access) return undefined;
    const changed = () => invalidatePlatform(queryClient, 'verification.createApplicant');
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === VerificationFrameMessage.Submitted) {
        void api.account
          .setUserOnVerification()
          .catch(() => undefined)
          .then(() => session.refresh())
          .then(changed);
      } else if (type === VerificationFrameMessage.Reviewed) {
        setAccess(null);
        void session.refresh();
        void changed();
      } else if (type === VerificationFrameMessage.TokenExpired) {
        open();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [access, api, session, queryClient, open]);

  // When the review ends the account's verification flags change too.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === VerificationStatus.Pending && status !== VerificationStatus.Pending) {
      setAccess(null);
      void session.refresh();
    }
    previous.current = status;
  }, [status, session]);

  // A failed poll keeps the state shown; only an applicant never read fails.
  if (!applicant.data) {
    return applicant.isError ? (
      <LoadFailed onRetry={() => void applicant.refetch()} />
    ) : (
      <Skeleton variant="block" height={compact ? 120 : 200} />
    );
  }
  const current = applicant.data;
  const canStart =
    current.status === VerificationStatus.Init || current.status === VerificationStatus.Rejected;

  return (
    <div className="omad-verification" data-testid="verification" data-status={current.status}>
      <div className="omad-profile__item-head">
        <Badge tone={STATUS_TONES[current.status]}>{t(STATUS_TEXTS[current.status])}</Badge>
      </div>
      {current.status === VerificationStatus.Rejected && current.comment ? (
        <Notice tone="danger" data-testid="verification-comment">
          {t('verification.reviewerComment', { comment: current.comment })}
        </Notice>
      ) : null}
      {current.status === VerificationStatus.Init && !compact ? (
        <p className="omad-profile__hint">{t('verification.intro')}</p>
      ) : null}
      {access ? (
        <>
          {isSimulated(access) ? (
            <p className="omad-verification__simulated">{t('verification.simulated')}</p>
          ) : null}
          <iframe
            key={access.token}
            className="omad-verification__frame"
            title={t('verification.frameTitle')}
            src={frameSource(access, locale)}
            data-testid="verification-frame"
          />
        </>
      ) : canStart ? (
        <div className="omad-profile__actions">
          <Button loading={opening} onClick={open}>
            {t(
              current.status === VerificationStatus.Rejected
                ? 'verification.resubmit'
                : 'verification.start',
            )}
          </Button>
        </div>
      ) : null}
    </div>
  );
};
