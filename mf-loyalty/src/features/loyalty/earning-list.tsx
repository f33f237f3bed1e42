// How points are earned (one point per stake, by game type) and what a point is worth.
import { useTranslation } from 'react-i18next';
import type { LoyaltyProgram } from '@omad/contract/api';
import type { FormatMoney } from '@omad/contract/remote';

const KNOWN_TYPES = ['slot', 'casino', 'live', 'fast', 'sportsbook'] as const;
type KnownType = (typeof KNOWN_TYPES)[number];
const isKnown = (type: string): type is KnownType => KNOWN_TYPES.some((known) => known === type);

export const EarningList = ({
  program,
  formatMoney,
}: Readonly<{ program: LoyaltyProgram; formatMoney: FormatMoney }>) => {
  const { t } = useTranslation();
  return (
    <ul className="omad-loyalty-earning" data-testid="loyalty-earning">
      {program.earning.map((rule) => (
        <li key={rule.game_type}>
          {t('programme.earningLine', {
            type: isKnown(rule.game_type)
              ? t(`programme.gameType.${rule.game_type}`)
              : rule.game_type,
            stake: formatMoney(rule.stake),
          })}
        </li>
      ))}
      <li className="omad-loyalty-earning__value">
        {t('programme.pointValue', { money: formatMoney(program.point_value) })}
      </li>
    </ul>
  );
};
