// The tournament page's first screen, drawn on the edge from its tournaments.get read (a
// guest's: the edge reads without the visitor's cookies) with the page's own classes and
// texts: the head with title, summary, period and the countdown as it stood, the rules, and
// skeletons where the page shows money (the CMS's currency symbol is not known here), the
// action and the leaderboard. The page replaces it when it mounts.
import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { TournamentSchema, pageOf, type Tournament } from '@omad/contract/api';
import { localizePath, type Locale } from '@omad/contract';
import { formatDate } from '@omad/contract/format';
import { Badge, Container, Skeleton } from '@omad/ui';
import { countdownAt } from '../../lib/countdown';
import { describedList, describedText } from '../../lib/description';

const STATUS_TONE = { active: 'success', upcoming: 'info', finished: 'neutral' } as const;
const pad = (value: number) => String(value).padStart(2, '0');

const Countdown = ({ tournament, t }: Readonly<{ tournament: Tournament; t: TFunction }>) => {
  const countdown = countdownAt(Date.now(), tournament);
  if (countdown.phase === 'finished') {
    return (
      <p className="omad-countdown" data-phase="finished">
        {t('tournaments.countdown.finished')}
      </p>
    );
  }
  const { days, hours, minutes, seconds } = countdown.left;
  return (
    <p className="omad-countdown" data-phase={countdown.phase}>
      <span className="omad-countdown__label">
        {t(
          countdown.phase === 'upcoming'
            ? 'tournaments.countdown.startsIn'
            : 'tournaments.countdown.endsIn',
        )}
      </span>{' '}
      <span className="omad-countdown__value" role="timer">
        {days > 0 ? `${t('tournaments.countdown.days', { count: days })} ` : ''}
        {`${pad(hours)}:${pad(minutes)}:${pad(seconds)}`}
      </span>
    </p>
  );
};

/** The tournament of the route's id in a tournaments.get answer, or null. */
export const tournamentIn = (answer: unknown, id: string | undefined): Tournament | null => {
  const page = v.safeParse(pageOf(TournamentSchema), answer);
  return page.success ? (page.output.items.find((item) => String(item.id) === id) ?? null) : null;
};

export const drawTournament = (tournament: Tournament, locale: Locale, t: TFunction) => {
  const phase = countdownAt(Date.now(), tournament).phase;
  const rule = tournament.rule as 'total_bet';
  const title = describedText(tournament.description, 'title') || tournament.sysname;
  return (
    <Container className="omad-hall-page" data-first-screen="tournament">
      <nav className="omad-hall-page__back">
        <a className="omad-hall-link" href={localizePath('/tournaments', locale)}>
          {t('tournaments.allTournaments')}
        </a>
      </nav>
      <div className="omad-tournament-layout">
        <div className="omad-tournament-layout__main">
          <section className="omad-tournament-hero">
            <div className="omad-tournament-hero__top">
              <Badge tone={STATUS_TONE[phase]} size="sm">
                {t(`tournaments.status.${phase}`)}
              </Badge>
              <span className="omad-tournament-hero__period">
                {t('tournaments.period', {
                  from: formatDate(tournament.starts_at),
                  to: formatDate(new Date(Date.parse(tournament.ends_at) - 1)),
                })}
              </span>
            </div>
            <h1 className="omad-tournament-hero__title">{title}</h1>
            <p className="omad-tournament-hero__summary">
              {describedText(tournament.description, 'summary')}
            </p>
            <Countdown tournament={tournament} t={t} />
            <dl className="omad-tournament-hero__facts">
              <div>
                <dt>{t('tournaments.prizePool')}</dt>
                <dd className="omad-tournament-hero__pool">
                  <Skeleton variant="text" width={160} />
                </dd>
              </div>
              <div>
                <dt>{t('tournaments.participantsLabel')}</dt>
                <dd>
                  {t('tournaments.participants', {
                    count: tournament.participants,
                  })}
                </dd>
              </div>
            </dl>
            <div className="omad-tournament-hero__action">
              {phase === 'finished' ? null : <Skeleton variant="block" width={160} height={44} />}
            </div>
          </section>
          <section className="omad-tournament-section">
            <h2>
              {phase === 'finished'
                ? t('tournaments.leaderboard.final')
                : t('tournaments.leaderboard.title')}
            </h2>
            <Skeleton variant="block" height={360} />
          </section>
        </div>
        <aside className="omad-tournament-layout__side">
          <section className="omad-tournament-section">
            <h2>{t('tournaments.prizes')}</h2>
            <Skeleton variant="block" height={160} />
          </section>
          <section className="omad-tournament-section">
            <h2>{t('tournaments.rules')}</h2>
            <p className="omad-tournament-section__rule">
              <strong>{t(`tournaments.rule.${rule}`)}.</strong> {t(`tournaments.ruleText.${rule}`)}
            </p>
            <ul className="omad-tournament-section__rules">
              {describedList(tournament.description, 'rules').map((paragraph) => (
                <li key={paragraph}>{paragraph}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </Container>
  );
};
