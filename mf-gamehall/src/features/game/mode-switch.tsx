// Real money or demo: a segmented control made of native radio buttons, so the arrow keys
// move between the two and the group has one Tab stop.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayMode } from './game-frame-url';

type Props = Readonly<{
  value: PlayMode;
  onChange: (mode: PlayMode) => void;
  /** The CMS demo button title; the feature's own text otherwise. */
  demoLabel: string | null;
}>;

export const ModeSwitch = ({ value, onChange, demoLabel }: Props) => {
  const { t } = useTranslation();
  const name = useId();
  const options: ReadonlyArray<readonly [PlayMode, string]> = [
    ['real', t('gamePage.mode.real')],
    ['demo', demoLabel ?? t('gamePage.mode.demo')],
  ];
  return (
    <div role="radiogroup" aria-label={t('gamePage.mode.label')} className="omad-gh-mode">
      {options.map(([mode, label]) => (
        <label key={mode} className="omad-gh-mode__option">
          <input
            type="radio"
            name={name}
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
            className="omad-gh-mode__input"
          />
          <span className="omad-gh-mode__label">{label}</span>
        </label>
      ))}
    </div>
  );
};
