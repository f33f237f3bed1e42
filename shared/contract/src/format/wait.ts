// "Try again in 4 minutes" in the two site languages, for a slowed call
// (TooManyRequestsException's retry_after): one sentence every form and page says the same
// way, after its own "too many attempts". Written out rather than left to
// Intl.RelativeTimeFormat: browsers ship without its Uzbek data ("+15 min").

const MINUTE = 60;
const HOUR = 60 * MINUTE;

type Unit = 'second' | 'minute' | 'hour';

/** The wait in the largest whole unit that does not say less than it is. */
const waitParts = (seconds: number): [number, Unit] => {
  if (seconds < MINUTE) return [Math.ceil(seconds), 'second'];
  if (seconds < HOUR) return [Math.ceil(seconds / MINUTE), 'minute'];
  return [Math.ceil(seconds / HOUR), 'hour'];
};

/** Uzbek keeps the noun singular after a number; "-dan keyin" is "after". */
const UZ_UNITS: Readonly<Record<Unit, string>> = {
  second: 'soniya',
  minute: 'daqiqa',
  hour: 'soat',
};

/** Russian after "через" takes the accusative: 1 минуту, 2 минуты, 5 минут. */
const RU_UNITS: Readonly<Record<Unit, Readonly<Record<'one' | 'few' | 'many', string>>>> = {
  second: { one: 'секунду', few: 'секунды', many: 'секунд' },
  minute: { one: 'минуту', few: 'минуты', many: 'минут' },
  hour: { one: 'час', few: 'часа', many: 'часов' },
};

/** Russian plural categories by Intl.PluralRules (a wait is whole: never 'other'). */
const RU_RULES = new Intl.PluralRules('ru');

const ruUnit = (amount: number, unit: Unit): string => {
  const category = RU_RULES.select(amount);
  return RU_UNITS[unit][category === 'one' || category === 'many' ? category : 'few'];
};

/**
 * The advice for a wait of `seconds` (null: the platform did not say how long), e.g.
 * uz "4 daqiqadan keyin qayta urinib ko'ring.", ru "Попробуйте снова через 4 минуты.".
 */
export const waitAdvice = (seconds: number | null, locale: string): string => {
  const ru = locale === 'ru';
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) {
    return ru ? 'Попробуйте снова чуть позже.' : "Birozdan so'ng qayta urinib ko'ring.";
  }
  const [amount, unit] = waitParts(seconds);
  return ru
    ? `Попробуйте снова через ${amount} ${ruUnit(amount, unit)}.`
    : `${amount} ${UZ_UNITS[unit]}dan keyin qayta urinib ko'ring.`;
};
