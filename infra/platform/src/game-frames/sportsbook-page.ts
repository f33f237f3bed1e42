// The simulated sportsbook frame (dgt_sportsbook): the simulation label, a sport filter, the
// upcoming matches with their odds grouped by sport, and a bet slip the inline script fills.
import type { Locale } from '../config';
import { SPORTS, upcomingFixtures } from './fixtures';
import type { Fixture, Sport } from './fixtures';
import { FRAME_TEXTS } from './frame-texts';
import type { FrameTexts } from './frame-texts';
import { escapeHtml, frameDocument } from './html';
import { SPORTSBOOK_SCRIPT } from './sportsbook-script';
import { SPORTSBOOK_STYLE } from './sportsbook-style';

const TIME_ZONE = 'Asia/Tashkent';

const dayKey = (time: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(time);

/** "Bugun, 19:30", "Ertaga, 21:00", else "14-may, 18:00" (Tashkent time). */
export const kickoffLabel = (kickoff: number, now: number, locale: Locale): string => {
  const texts = FRAME_TEXTS[locale];
  const clock = new Intl.DateTimeFormat('ru', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(kickoff);
  const day = dayKey(kickoff);
  if (day === dayKey(now)) return `${texts.today}, ${clock}`;
  if (day === dayKey(now + 24 * 60 * 60 * 1000)) return `${texts.tomorrow}, ${clock}`;
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
  }).format(kickoff);
  return `${date}, ${clock}`;
};

const oddButton = (fixture: Fixture, pick: '1' | 'X' | '2', odd: number, texts: FrameTexts) => {
  const event = `${fixture.home} – ${fixture.away}`;
  const label =
    pick === 'X'
      ? texts.draw
      : texts.wins.replace('{team}', pick === '1' ? fixture.home : fixture.away);
  const value = odd.toFixed(2);
  return `<button type="button" class="odd" aria-pressed="false" data-pick="${pick}" data-match="${fixture.id}" data-odd="${value}" data-event="${escapeHtml(event)}" data-label="${escapeHtml(label)}" aria-label="${escapeHtml(`${event}: ${label}, ${texts.oddsOf} ${value}`)}"><span class="odd__pick" aria-hidden="true">${pick}</span><span class="odd__value">${value}</span></button>`;
};

const matchRow = (fixture: Fixture, now: number, locale: Locale, texts: FrameTexts) => {
  const { odds } = fixture;
  const draw =
    odds.draw === null
      ? '<span class="odd odd--none" aria-hidden="true">—</span>'
      : oddButton(fixture, 'X', odds.draw, texts);
  return `<li class="match" data-match="${fixture.id}">
<div class="match__info">
<p class="match__meta"><span class="match__league">${escapeHtml(fixture.league)}</span><time datetime="${new Date(fixture.kickoff).toISOString()}">${escapeHtml(kickoffLabel(fixture.kickoff, now, locale))}</time></p>
<p class="match__teams"><span>${escapeHtml(fixture.home)}</span><span>${escapeHtml(fixture.away)}</span></p>
</div>
<div class="match__odds">${oddButton(fixture, '1', odds.home, texts)}${draw}${oddButton(fixture, '2', odds.away, texts)}</div>
</li>`;
};

const sportSection = (sport: Sport, title: string, matches: readonly string[]) =>
  `<section class="sport" data-sport="${sport}" aria-labelledby="sport-${sport}">
<h2 class="sport__title" id="sport-${sport}">${escapeHtml(title)}</h2>
<ul class="matches">${matches.join('')}</ul>
</section>`;

const filterButton = (value: Sport | 'all', label: string, count: number, pressed: boolean) =>
  `<button type="button" class="filter" data-sport="${value}" aria-pressed="${pressed}">${escapeHtml(label)} <span class="filter__count">${count}</span></button>`;

const slip = (
  texts: FrameTexts,
  token: string | undefined,
) => `<aside class="slip" data-slip aria-labelledby="slip-title" data-remove-label="${escapeHtml(texts.remove)}"${token === undefined ? '' : ` data-token="${escapeHtml(token)}"`}>
<div class="slip__head">
<h2 class="slip__title" id="slip-title" tabindex="-1" data-slip-title>${escapeHtml(texts.slip)}</h2>
<p class="slip__summary"><span>${escapeHtml(texts.selections)}: <b data-slip-count>0</b></span><span>${escapeHtml(texts.totalOdds)}: <b data-slip-total>—</b></span></p>
<button type="button" class="slip__toggle" data-slip-toggle aria-expanded="false" aria-controls="slip-body" aria-label="${escapeHtml(texts.slip)}"><span aria-hidden="true">▴</span></button>
</div>
<div class="slip__body" id="slip-body">
<p class="slip__empty" data-slip-empty>${escapeHtml(texts.slipEmpty)}</p>
<ul class="slip__list" data-slip-list></ul>
<button type="button" class="slip__clear" data-slip-clear disabled>${escapeHtml(texts.clear)}</button>
<p class="slip__note">${escapeHtml(texts.slipNote)}</p>
</div>
</aside>`;

/**
 * The whole frame document at `now` in `locale`, and the script its CSP must allow; `token`:
 * a signed-in player's sportsbook session.
 */
export const sportsbookPage = (now: number, locale: Locale, token?: string) => {
  const texts = FRAME_TEXTS[locale];
  const fixtures = upcomingFixtures(now, locale);
  const render = (fixture: Fixture) => matchRow(fixture, now, locale, texts);
  const bySport = SPORTS.map((sport) => ({
    sport,
    fixtures: fixtures.filter((fixture) => fixture.sport === sport),
  })).filter((group) => group.fixtures.length > 0);
  const body = `<header class="top">
<p class="brand"><span class="brand__name">Omad Sport</span><span class="brand__badge">${escapeHtml(texts.demoBadge)}</span></p>
<p class="notice" role="note" data-simulation-label>${escapeHtml(texts.simulation)}</p>
</header>
<div class="layout">
<main class="book">
<h1 class="book__title">${escapeHtml(texts.upcoming)}</h1>
<div class="filters" role="group" aria-label="${escapeHtml(texts.sportFilter)}">
${filterButton('all', texts.allSports, fixtures.length, true)}
${bySport.map((group) => filterButton(group.sport, texts.sports[group.sport], group.fixtures.length, false)).join('\n')}
</div>
${bySport.map((group) => sportSection(group.sport, texts.sports[group.sport], group.fixtures.map(render))).join('\n')}
<p class="book__zone">${escapeHtml(texts.timeZone)}</p>
</main>
${slip(texts, token)}
</div>`;
  return {
    html: frameDocument({
      locale,
      title: texts.sportsbookTitle,
      style: SPORTSBOOK_STYLE,
      body,
      script: SPORTSBOOK_SCRIPT,
    }),
    script: SPORTSBOOK_SCRIPT,
  };
};
