// Jackpots, tournaments and winners in both languages, against the real stack: a jackpot's
// amount grows on an open page after real rounds on its games; a guest's "take part" asks to
// sign in and takes part after it; a player who takes part and plays climbs onto the
// leaderboard with the score the rule gives; the tournament's hall lists its games; a big win
// just made tops the winners feed.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  E2E_PASSWORD,
  LOCALES,
  authDialog,
  dataOf,
  expectPageMounted,
  fillCredentials,
  openGameFrame,
  prefix,
  registerThrough,
  spinUntil,
  type Locale,
} from '@omad/e2e';
import { TEXTS, playerWithMoney, roundsOf } from './support';

type Jackpot = { id: number; amount: { amount: string }; games: string[] };
type Tournament = { id: number; rule: string; games: string[]; status: string };
type Round = { id: string; bet: string; win: string; game: { sysname: string } };

const activeTournament = async (request: APIRequestContext) => {
  const { items } = await dataOf<{ items: Tournament[] }>(request, 'tournaments.get', {
    status: '["active"]',
  });
  const tournament = items[0];
  if (!tournament) throw new Error('the seed has no active tournament');
  return tournament;
};

/** Plays real rounds of `sysname` in its frame until the history holds `count` of them. */
const playRounds = async (page: Page, locale: Locale, sysname: string, count: number) => {
  const frame = await openGameFrame(page, locale, sysname);
  const played = async () =>
    (await roundsOf(page)).filter((round) => round.game.sysname === sysname).length;
  const before = await played();
  await spinUntil(frame, async () => {
    expect(await played()).toBeGreaterThanOrEqual(before + count);
  });
  return (await roundsOf(page)) as unknown as Round[];
};

/** The score a tournament's rule gives these rounds, as the platform's decimal string. */
const expectedScore = (rule: string, rounds: readonly Round[]): string => {
  const cents = (value: string) => BigInt(value.replace('.', ''));
  const decimal = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
  if (rule === 'total_bet') return decimal(rounds.reduce((sum, r) => sum + cents(r.bet), 0n));
  if (rule === 'total_win') return decimal(rounds.reduce((sum, r) => sum + cents(r.win), 0n));
  // max_multiplier: win / bet, rounded down to two places.
  return decimal(
    rounds.reduce((best, r) => {
      const multiplier = (cents(r.win) * 100n) / cents(r.bet);
      return multiplier > best ? multiplier : best;
    }, 0n),
  );
};

for (const locale of LOCALES) {
  const texts = TEXTS[locale];
  const at = (path: string) => `${prefix(locale)}${path}`;

  test.describe(`competitions (${locale})`, () => {
    test('a jackpot grows on an open page after real rounds on its games', async ({
      page,
      context,
    }) => {
      await playerWithMoney(page, '500000');
      const [jackpot] = await dataOf<Jackpot[]>(page.request, 'jackpots.get');
      if (!jackpot) throw new Error('the seed has no jackpot');
      await page.goto(at('/jackpots'));
      await expectPageMounted(page, 'mf-gamehall');
      const card = page.locator(`a[data-jackpot="${jackpot.id}"]`);
      const amount = card.locator('[data-amount]');
      await expect(amount).toHaveAttribute('data-amount', /\d/);
      const shown = BigInt((await amount.getAttribute('data-amount'))!.replace('.', ''));

      const player = await context.newPage();
      await playRounds(player, locale, jackpot.games[0]!, 3);
      await player.close();
      // The open page reads the jackpots again by itself: no reload.
      await expect
        .poll(async () => BigInt((await amount.getAttribute('data-amount'))!.replace('.', '')), {
          timeout: 20_000,
        })
        .toBeGreaterThan(shown);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.jackpots.title);
    });

    test('a guest is asked to sign in to take part, and takes part after it', async ({
      page,
      request,
    }) => {
      const tournament = await activeTournament(request);
      // A player registered elsewhere (not in this page's cookies).
      const { email } = await registerThrough(request);

      await page.goto(at(`/tournaments/${tournament.id}`));
      await page.getByRole('button', { name: texts.tournaments.takePart }).click();
      const dialog = authDialog(page);
      await expect(dialog).toHaveAttribute('data-mode', 'login');
      await fillCredentials(dialog, locale, email, E2E_PASSWORD);
      await dialog.locator('input[type="password"]').press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('participating')).toHaveText(texts.tournaments.participating);
      const [after] = (
        await dataOf<{ items: (Tournament & { is_participating: boolean })[] }>(
          page.request,
          'tournaments.get',
          { id: String(tournament.id) },
        )
      ).items;
      expect(after?.is_participating).toBe(true);
    });

    test('a player who takes part and plays is on the leaderboard with the score of the rule', async ({
      page,
    }) => {
      await playerWithMoney(page, '500000');
      const tournament = await activeTournament(page.request);
      await page.goto(at(`/tournaments/${tournament.id}`));
      await page.getByRole('button', { name: texts.tournaments.takePart }).click();
      await expect(page.getByTestId('participating')).toBeVisible();
      await expect(page.locator('[data-self="true"][data-place="unranked"]')).toHaveText(
        texts.tournaments.leaderboard.unranked,
      );

      const sysname = tournament.games[0]!;
      const rounds = (await playRounds(page, locale, sysname, 2)).filter(
        (round) => round.game.sysname === sysname,
      );
      await page.goto(at(`/tournaments/${tournament.id}`));
      const own = page.locator('tr[data-self="true"]');
      await expect(own).toBeVisible();
      await expect(own.locator('[data-score]')).toHaveAttribute(
        'data-score',
        expectedScore(tournament.rule, rounds),
      );
      await expect(own).toHaveAttribute('aria-current', 'true');
      await expect(own.getByRole('rowheader')).toContainText(texts.tournaments.leaderboard.you);
    });

    test("the tournament's hall lists its games", async ({ page }) => {
      const tournament = await activeTournament(page.request);
      const { items } = await dataOf<{ items: { sysname: string; name: string }[] }>(
        page.request,
        'games.get',
        { options: JSON.stringify({ sysname: tournament.games.slice(0, 1) }) },
      );
      await page.goto(at(`/tournaments/${tournament.id}/gamehall`));
      await expectPageMounted(page, 'mf-gamehall');
      const grid = page.getByTestId('games-grid');
      await expect(grid.getByTestId('game-tile').first()).toBeVisible();
      await expect(grid).toContainText(items[0]!.name);
    });

    test('a big win just made tops the winners feed', async ({ page }) => {
      const player = await playerWithMoney(page, '500000');
      const rigged = await page.request.post('/api/_dev/next-round', {
        multipart: { login: player.email, outcome: 'top' },
      });
      expect(rigged.status(), await rigged.text()).toBe(200);
      const tournament = await activeTournament(page.request);
      const sysname = tournament.games[0]!;
      // The frame is tapped until the platform has a round, so a second one may follow the
      // rigged round: the big win is the one of at least ten times its bet.
      const cents = (value: string) => BigInt(value.replace('.', ''));
      const round = (await playRounds(page, locale, sysname, 1)).find(
        (one) => one.game.sysname === sysname && cents(one.win) >= cents(one.bet) * 10n,
      );
      expect(round, 'the rigged round won at least ten times its bet').toBeDefined();
      await page.goto(at('/winners'));
      const first = page
        .getByRole('list', { name: texts.winners.list })
        .getByRole('listitem')
        .first();
      await expect(first).toContainText(Number(round!.win).toLocaleString('en-US'));
      await expect(first.getByRole('link')).toHaveAttribute(
        'href',
        `${prefix(locale)}/game/${sysname}`,
      );
    });
  });
}
