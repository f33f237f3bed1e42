// Below the game: its provider, its type and a short account of how a game of that type is
// played (the full rules are the provider's, inside the game).
import { useTranslation } from 'react-i18next';
import type { Game } from '@omad/contract/api';
import { useProviderNames } from '../../lib/catalogue';

const TYPES = ['casino', 'slot', 'live', 'fast', 'sportsbook'] as const;
type KnownType = (typeof TYPES)[number] | 'other';

export const typeOf = (game: Game): KnownType =>
  TYPES.find((type) => type === game.type) ?? 'other';

export const GameInfo = ({ game }: Readonly<{ game: Game }>) => {
  const { t } = useTranslation();
  const providerName = useProviderNames();
  const type = typeOf(game);
  const provider = game.provider ? providerName(game.provider) : '';
  return (
    <section className="omad-gh-game-info" aria-labelledby="omad-gh-game-info-title">
      <h2 id="omad-gh-game-info-title" className="omad-gh-game-info__title">
        {t('gamePage.info.title')}
      </h2>
      <dl className="omad-gh-game-info__facts">
        {game.provider ? (
          <div>
            <dt>{t('gamePage.info.provider')}</dt>
            <dd data-testid="game-provider">{provider}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('gamePage.info.type')}</dt>
          <dd>{t(`gamePage.types.${type}`)}</dd>
        </div>
      </dl>
      <h3 className="omad-gh-game-info__subtitle">{t('gamePage.info.rules')}</h3>
      <p className="omad-gh-game-info__rules">{t(`gamePage.rules.${type}`)}</p>
    </section>
  );
};
