// The character part of the loyalty page (behind the CMS characters toggle): who stands for
// the player now and the button that opens the change dialog.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoyaltyCharacter } from '@omad/contract/api';
import { platformQuery, useRemoteProps } from '@omad/contract/remote';
import { Button, Card, Skeleton } from '@omad/ui';
import { CharacterPortrait } from '../../lib/character-portrait';
import type { LoyaltyStanding } from '../../lib/loyalty-info';
import { CharacterPicker } from './character-picker';
import { useCharacterChoice } from './use-character-choice';

export const CharacterSection = ({
  standing,
  title,
  confirmText,
}: Readonly<{ standing: LoyaltyStanding; title: string | null; confirmText: string | null }>) => {
  const { t } = useTranslation();
  const { api, openDialog } = useRemoteProps();
  const characters = useQuery(platformQuery(api, 'loyalty.getCharacters'));
  const { chosenId, choose, saving } = useCharacterChoice(standing, confirmText);
  const listed = characters.data;
  const chosen = listed?.find((character) => character.id === chosenId) ?? null;

  const openPicker = () => {
    if (!listed) return;
    openDialog({
      kind: 'popup',
      title: t('programme.characters.chooseTitle'),
      render: (close) => (
        <CharacterPicker
          characters={listed}
          chosenId={chosenId}
          chosenLabel={t('programme.characters.chosen')}
          onPick={(character) => {
            close();
            void choose(character);
          }}
        />
      ),
    });
  };

  return (
    <CharacterCard
      title={title}
      chosen={chosen}
      pending={characters.isPending}
      failed={!listed && characters.isError}
      guest={standing === null}
      hasChoice={chosenId !== null}
      ready={listed !== undefined}
      saving={saving}
      onOpen={openPicker}
    />
  );
};

/**
 * The section as it stands: the portrait (a skeleton while the characters are read), the name
 * or none, and the button that opens the picker once they are there. The page's first screen
 * draws it as a guest's first render.
 */
export const CharacterCard = ({
  title,
  chosen,
  pending,
  failed,
  guest,
  hasChoice,
  ready,
  saving,
  onOpen,
}: Readonly<{
  /** The CMS's title of the section, over the remote's own. */
  title: string | null;
  chosen: LoyaltyCharacter | null;
  /** True while the characters are read. */
  pending: boolean;
  /** True when they could not be read. */
  failed: boolean;
  guest: boolean;
  /** True when the visitor has chosen one (the button then changes it). */
  hasChoice: boolean;
  /** True once the picker has characters to show. */
  ready: boolean;
  saving: boolean;
  onOpen: () => void;
}>) => {
  const { t } = useTranslation();
  return (
    <Card
      as="section"
      padding="lg"
      className="omad-loyalty-character"
      aria-labelledby="loyalty-character-title"
      data-testid="loyalty-character"
    >
      <div className="omad-loyalty-character__body">
        {pending ? (
          <Skeleton variant="circle" width={72} height={72} />
        ) : chosen ? (
          <CharacterPortrait character={chosen} size="md" />
        ) : (
          <span className="omad-loyalty-character__empty" aria-hidden="true">
            ?
          </span>
        )}
        <div className="omad-loyalty-character__text">
          <h2 id="loyalty-character-title">{title ?? t('programme.characters.title')}</h2>
          <p data-testid="loyalty-character-name">
            {chosen ? chosen.name : t('programme.characters.none')}
          </p>
          <p className="omad-loyalty-character__lead">
            {guest ? t('programme.characters.guestNote') : t('programme.characters.lead')}
          </p>
        </div>
      </div>
      {failed ? (
        <p role="alert">{t('programme.characters.unavailable')}</p>
      ) : (
        <Button variant="secondary" onClick={onOpen} loading={saving} disabled={!ready}>
          {hasChoice ? t('programme.characters.change') : t('programme.characters.choose')}
        </Button>
      )}
    </Card>
  );
};
