// A provider's logo, or its initials on a tinted box when the platform gives no logo: the
// same 3:1 box either way, so a list of providers never shifts.
import type { Provider } from '@omad/contract/api';
import { logoOf } from './catalogue';
import './provider-logo.css';

/** Two letters for a name: the initials of its first two capitalised words ("Play'n GO" → "PG"), or the first two letters of a one-word name ("Evolution" → "EV"). */
export const monogramOf = (name: string): string => {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const capitalised = words.filter((word) => /^[\p{Lu}\p{N}]/u.test(word));
  const chosen = capitalised.length > 1 ? capitalised : words;
  const [first = '?', second] = chosen;
  const letters = second === undefined ? first.slice(0, 2) : `${first[0] ?? ''}${second[0] ?? ''}`;
  return letters.toLocaleUpperCase();
};

/** The platform draws provider logos 240 x 80: a logo box is three times as wide as tall. */
export const LOGO_RATIO = 3;

export const ProviderLogo = ({
  provider,
  height,
}: Readonly<{ provider: Provider; height: number }>) => {
  const logo = logoOf(provider);
  const width = height * LOGO_RATIO;
  const style = { width, height };
  return logo ? (
    <img
      className="omad-provider-logo"
      src={logo}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      style={style}
    />
  ) : (
    <span
      className="omad-provider-logo omad-provider-logo--monogram"
      aria-hidden="true"
      style={{ ...style, fontSize: Math.round(height * 0.45) }}
    >
      {monogramOf(provider.name)}
    </span>
  );
};
