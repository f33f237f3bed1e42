// A free-spin pack: its game (linked: a real round there uses a spin), how many spins are
// left of how many, what each spin stakes and until when.
import { Card } from '@omad/ui';
import type { FreespinPack } from '@omad/contract/api';
import { formatDateTime } from '@omad/contract/format';
import {
  RewardStatus,
  rewardTitle,
  useFormatMoney,
  usePageLink,
  useRewardsTranslation,
} from '@omad/contract/remote';
import { gamePagePath } from '@omad/contract/seo';

export const FreespinCard = ({ pack }: Readonly<{ pack: FreespinPack }>) => {
  const { t } = useRewardsTranslation();
  const linkTo = usePageLink();
  const format = useFormatMoney();
  const game = pack.game.name ?? pack.game.sysname;
  return (
    <Card
      as="li"
      padding="md"
      className="omad-reward"
      data-testid="freespin-card"
      data-game={pack.game.sysname}
    >
      <div className="omad-reward__head">
        <p className="omad-reward__title">{rewardTitle(pack.description) || game}</p>
        <RewardStatus status={pack.status} />
      </div>
      <strong className="omad-reward__amount" data-testid="freespins-left">
        {t('freespins.left', { count: pack.remaining_count })}
      </strong>
      <p className="omad-reward__line">
        {pack.total_count === undefined ? null : (
          <span>{t('freespins.of', { total: pack.total_count })}</span>
        )}
        {pack.bet ? <span>{t('freespins.bet', { amount: format(pack.bet) })}</span> : null}
      </p>
      {pack.expires_at ? (
        <p className="omad-reward__line omad-reward__dates">
          {t('freespins.until', { date: formatDateTime(pack.expires_at) })}
        </p>
      ) : null}
      <div className="omad-reward__actions">
        <a {...linkTo(gamePagePath(pack.game.sysname))} className="omad-reward__link">
          {t('freespins.play')}: {game}
        </a>
      </div>
    </Card>
  );
};
