// The language switch's buttons, given the locale and the texts: drawn by LocaleSwitch and
// by the shell's first frame.
import { LOCALES, type Locale } from '@omad/contract';
import { intentProps } from './replay-intent';

type Props = Readonly<{
  locale: Locale;
  groupLabel: string;
  /** A locale's name in the page's language, for screen readers. */
  nameOf: (code: Locale) => string;
  onSwitch?: (code: Locale) => void;
}>;

export const LocaleButtons = ({ locale, groupLabel, nameOf, onSwitch }: Props) => (
  <div className="omad-locale-switch" role="group" aria-label={groupLabel}>
    {LOCALES.map((code) => (
      <button
        key={code}
        type="button"
        lang={code}
        className="omad-locale-switch__option"
        aria-pressed={code === locale}
        data-locale={code}
        {...intentProps(`locale-${code}`)}
        onClick={() => {
          if (code !== locale) onSwitch?.(code);
        }}
      >
        {code.toUpperCase()}
        <span className="omad-visually-hidden"> {nameOf(code)}</span>
      </button>
    ))}
  </div>
);
