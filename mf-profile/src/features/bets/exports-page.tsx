// /profile/bets/exports (when general info's is_game_history_export_enabled is on): ask for a
// CSV of the rounds of a period of local days (up to HISTORY_EXPORT_MAX_DAYS), and the
// requests with their state; queued ones are asked about again every few seconds, a ready one
// downloads (only in its owner's session: the platform checks).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  type BadgeTone,
  Button,
  EmptyState,
  LoadFailed,
  Notice,
  Panel,
  Skeleton,
  TextField,
} from '@omad/ui';
import {
  ErrorType,
  HISTORY_EXPORT_MAX_DAYS,
  HistoryExportStatus,
  isPlatformError,
  type HistoryExport,
} from '@omad/contract/api';
import { formatDate, formatDateTime } from '@omad/contract/format';
import { invalidatePlatform, platformQuery, useRemoteProps } from '@omad/contract/remote';
import { ProfileFrame } from '../../lib/profile-frame';
import { useSiteFeatures } from '../../lib/use-site-features';
import { defaultExportDays, exportRange, type ExportFormError } from './bets-model';
import { BetsTabs, useExportsEnabled } from './bets-tabs';
import './bets.css';

/** How often queued exports are asked about, in ms. */
export const EXPORT_POLL_MS = 2000;

const TONES: Readonly<Record<string, BadgeTone>> = {
  queued: 'warning',
  ready: 'success',
  failed: 'danger',
};

/** The last day an export covers: the day before its exclusive end. */
const lastDay = (to: string) => new Date(new Date(to).getTime() - 1);

const ExportItem = ({ item }: Readonly<{ item: HistoryExport }>) => {
  const { t } = useTranslation('profile');
  return (
    <li
      className="omad-profile__item omad-bets__export"
      data-testid="export-item"
      data-export={item.id}
      data-status={item.status}
    >
      <div className="omad-profile__item-head">
        <p className="omad-profile__item-title">
          {t('bets.exportPeriod', {
            from: formatDate(item.from),
            to: formatDate(lastDay(item.to)),
          })}
        </p>
        <Badge tone={TONES[item.status] ?? 'neutral'}>
          {t(`bets.exportStatus.${item.status}`, { defaultValue: item.status })}
        </Badge>
      </div>
      <div className="omad-profile__item-head">
        <span className="omad-profile__hint">
          {t('bets.requested', { date: formatDateTime(item.created_at) })}
          {item.rows === null ? '' : ` · ${t('bets.rows', { count: item.rows })}`}
        </span>
        {item.status === HistoryExportStatus.Ready && item.url ? (
          <a className="omad-bets__download" href={item.url} download data-testid="export-download">
            {t('bets.download')}
          </a>
        ) : null}
      </div>
    </li>
  );
};

export const ExportsPage = () => {
  const { t } = useTranslation('profile');
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const features = useSiteFeatures();
  const enabled = useExportsEnabled();
  const [days, setDays] = useState(() => defaultExportDays(new Date()));
  const [error, setError] = useState<ExportFormError | 'server' | 'tooMany' | null>(null);
  const [sending, setSending] = useState(false);
  // While an export is queued the list is read again every few seconds.
  const list = useQuery({
    ...platformQuery(api, 'games.getHistoryExportRequest'),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === HistoryExportStatus.Queued)
        ? EXPORT_POLL_MS
        : false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = exportRange(days.from, days.to, new Date());
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setSending(true);
    api.games
      .createHistoryExportRequest(checked.range)
      .then(() => void invalidatePlatform(queryClient, 'games.getHistoryExportRequest'))
      .catch((failure: unknown) => {
        const limited = isPlatformError(failure) && failure.type === ErrorType.TooManyRequests;
        setError(limited ? 'tooMany' : 'server');
      })
      .finally(() => setSending(false));
  };

  if (!features.betHistory || !enabled) {
    return (
      <ProfileFrame section="bets" title={t('title.betsExports')}>
        <EmptyState icon="info" title={t('bets.exportsOff')} description={t('bets.offHint')} />
      </ProfileFrame>
    );
  }

  return (
    <ProfileFrame section="bets" title={t('title.betsExports')}>
      <div className="omad-profile__grid omad-bets">
        <BetsTabs current="exports" />
        <Panel aria-labelledby="export-form">
          <h2 id="export-form" className="omad-panel__title">
            {t('bets.exportTitle')}
          </h2>
          <p className="omad-profile__hint">
            {t('bets.exportHint', { days: HISTORY_EXPORT_MAX_DAYS })}
          </p>
          <form className="omad-bets__export-form" noValidate onSubmit={submit}>
            <TextField
              type="date"
              label={t('bets.from')}
              value={days.from}
              onChange={(event) => setDays({ ...days, from: event.target.value })}
              {...(error === 'fromInvalid' || error === 'future' || error === 'tooLong'
                ? { error: t(`bets.exportErrors.${error}`) }
                : {})}
            />
            <TextField
              type="date"
              label={t('bets.to')}
              value={days.to}
              onChange={(event) => setDays({ ...days, to: event.target.value })}
              {...(error === 'toInvalid' || error === 'order'
                ? { error: t(`bets.exportErrors.${error}`) }
                : {})}
            />
            <Button type="submit" loading={sending} data-testid="export-submit">
              {t('bets.exportSubmit')}
            </Button>
          </form>
          {error === 'server' || error === 'tooMany' ? (
            <Notice tone="warning" role="alert">
              {t(`bets.exportErrors.${error}`)}
            </Notice>
          ) : null}
        </Panel>
        <Panel aria-labelledby="export-list">
          <h2 id="export-list" className="omad-panel__title">
            {t('bets.exportsList')}
          </h2>
          {/* A failed poll keeps the list shown; only a list never read fails. */}
          {list.isLoadingError ? <LoadFailed onRetry={() => void list.refetch()} /> : null}
          {list.isPending ? <Skeleton variant="block" height={120} /> : null}
          {list.data?.items.length === 0 ? (
            <p className="omad-profile__hint">{t('bets.exportsEmpty')}</p>
          ) : null}
          {list.data && list.data.items.length > 0 ? (
            <ul className="omad-profile__list" data-testid="exports" aria-live="polite">
              {list.data.items.map((item) => (
                <ExportItem key={item.id} item={item} />
              ))}
            </ul>
          ) : null}
        </Panel>
      </div>
    </ProfileFrame>
  );
};
