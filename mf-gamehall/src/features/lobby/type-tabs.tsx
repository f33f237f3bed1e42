// The game type filter (all, casino, slot, live, fast) as tabs, labelled by the CMS
// games-config where it lists the type, by this remote's texts otherwise.
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type GameType } from '@omad/contract/api';
import type { GamesConfig } from '@omad/contract/cms';
import { Tabs, type TabItem } from '@omad/ui';

type Props = Readonly<{
  value: GameType;
  config: GamesConfig | undefined;
  onChange: (type: GameType) => void;
}>;

const isGameType = (value: string): value is GameType =>
  (GAME_TYPES as readonly string[]).includes(value);

export const TypeTabs = ({ value, config, onChange }: Props) => {
  const { t } = useTranslation();
  const fromCms = (config?.gameTypes ?? []).filter(
    (entry): entry is { type: GameType; label: string } => isGameType(entry.type),
  );
  const types: readonly GameType[] =
    fromCms.length > 0
      ? [...new Set(['all' as const, ...fromCms.map((entry) => entry.type)])]
      : GAME_TYPES;
  const items: TabItem<GameType>[] = types.map((type) => ({
    value: type,
    label: fromCms.find((entry) => entry.type === type)?.label || t(`lobby.type.${type}`),
  }));
  // A type in the URL that the CMS does not list still shows, so the hall says what it holds.
  if (!types.includes(value)) items.push({ value, label: t(`lobby.type.${value}`) });
  return (
    <Tabs
      className="omad-lobby-types"
      look="underline"
      aria-label={t('lobby.types')}
      items={items}
      value={value}
      onChange={onChange}
    />
  );
};
