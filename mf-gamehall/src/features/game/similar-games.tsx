// A row of games like this one: the same provider and type first, then the same type (or
// provider), never the game itself. A game with nothing like it shows no row.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type Game, type GameType } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import { GameRow } from '../../lib/game-row';

export const SIMILAR_GAMES = 12;

const gameTypeOf = (game: Game): GameType | undefined =>
  GAME_TYPES.find((type) => type !== 'all' && type === game.type);

export const SimilarGames = ({ game }: Readonly<{ game: Game }>) => {
  const { t } = useTranslation();
  const { api } = useRemoteProps();
  const type = gameTypeOf(game);
  const providers = game.provider ? [game.provider] : undefined;
  const similar = useQuery({
    queryKey: ['gamehall.similarGames', game.sysname, { type, providers }],
    queryFn: async () => {
      const count = SIMILAR_GAMES + 1;
      const found = new Map<string, Game>();
      const add = (items: readonly Game[]) => {
        for (const item of items) {
          if (item.sysname !== game.sysname && !found.has(item.sysname))
            found.set(item.sysname, item);
        }
      };
      add((await api.games.get({ providers, type, count })).items);
      if (found.size < SIMILAR_GAMES && type && providers) {
        add((await api.games.get({ type, count })).items);
      }
      return [...found.values()].slice(0, SIMILAR_GAMES);
    },
    enabled: type !== undefined || providers !== undefined,
  });
  if (!type && !providers) return null;
  if (similar.data?.length === 0) return null;
  return (
    <GameRow
      title={t('gamePage.similar.title')}
      games={similar.data}
      failed={similar.isError}
      onRetry={() => void similar.refetch()}
      testId="similar-games"
    />
  );
};
