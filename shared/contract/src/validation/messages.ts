// Validation messages of spec section 5. The content service (forms-config) may
// override any of them; placeholders are `$$name$$` tokens filled in at validation time.

/** Every message a validation rule can report. */
export interface ValidationMessages {
  /** An empty required field. */
  readonly required: string;
  /** A malformed email address. */
  readonly email: string;
  /** Too short; `$$min$$` is the minimum length. */
  readonly minLength: string;
  /** Too long; `$$max$$` is the maximum length. */
  readonly maxLength: string;
  /** A malformed phone number. */
  readonly phone: string;
  /** A fake name (nickname) with forbidden characters or spaces. */
  readonly fakename: string;
  /** A wrong password; kept for content-service overrides, no client rule reports it. */
  readonly password: string;
  /** Wrong symbols in a name; kept for overrides, name rules report `wrongField` (spec). */
  readonly name: string;
  /** An address with forbidden characters. */
  readonly address: string;
  /** A malformed IBAN; kept for overrides, there is no client IBAN rule in the spec. */
  readonly iban: string;
  /** A malformed or non-existent date. */
  readonly date: string;
  /** Below the minimum; `$$min$$` is the bound. */
  readonly minValue: string;
  /** Above the maximum; `$$max$$` is the bound. */
  readonly maxValue: string;
  /** An empty email field. */
  readonly insertEmail: string;
  /** An empty phone field. */
  readonly insertPhone: string;
  /** The confirmation differs from the password. */
  readonly passwordsNotEqual: string;
  /** Characters outside the allowed set; `$$chars$$` lists them. */
  readonly invalidCharacters: string;
  /** A verification code of the wrong shape; `$$length$$` is the digit count. */
  readonly code: string;
  /** An amount outside the currency's bounds; `$$min$$` and `$$max$$` are the bounds. */
  readonly sumRange: string;
  /** A value of the wrong shape, the generic field error. */
  readonly wrongField: string;
  /** A checkbox that must be checked. */
  readonly checkbox: string;
  /** A malformed postcode. */
  readonly postcode: string;
  /** A card holder name with forbidden characters. */
  readonly cardHolder: string;
  /** A value that must consist of letters. */
  readonly letters: string;
  /** A value that does not match the content service's custom pattern. */
  readonly custom: string;
}

/** English defaults; the spec's own texts where it gives them. */
export const DEFAULT_MESSAGES: ValidationMessages = {
  required: 'Field is required',
  email: 'Wrong email address',
  minLength: 'Min length is $$min$$',
  maxLength: 'Max length is $$max$$',
  phone: 'Wrong phone number',
  fakename: 'Wrong fake name',
  password: 'Wrong password',
  name: 'Wrong symbols in name',
  address: 'Wrong address',
  iban: 'Wrong iban',
  date: 'Wrong date',
  minValue: 'Min value is $$min$$',
  maxValue: 'Max value is $$max$$',
  insertEmail: 'Insert email',
  insertPhone: 'Insert phone number',
  passwordsNotEqual: 'Passwords are not equal',
  invalidCharacters: 'Invalid characters: $$chars$$',
  code: 'The code must contain $$length$$ digits',
  sumRange: 'Amount must be between $$min$$ and $$max$$',
  wrongField: 'Wrong field',
  checkbox: 'This box must be checked',
  postcode: 'Wrong postcode',
  cardHolder: 'Wrong card holder name',
  letters: 'Only letters are allowed',
  custom: 'Wrong value',
};

// Object.keys widens to string[]; the keys are exactly those of the defaults above.
const MESSAGE_KEYS = Object.keys(DEFAULT_MESSAGES) as ReadonlyArray<keyof ValidationMessages>;

/**
 * Defaults with the content service's overrides on top. An override that is not a
 * non-empty string (the CMS sends null or '' for an unset field) keeps the default.
 */
export const resolveMessages = (overrides?: Partial<ValidationMessages>): ValidationMessages => {
  const merged: { -readonly [K in keyof ValidationMessages]: string } = { ...DEFAULT_MESSAGES };
  for (const key of MESSAGE_KEYS) {
    const override: unknown = overrides?.[key];
    if (typeof override === 'string' && override !== '') merged[key] = override;
  }
  return merged;
};

/** Fills `$$name$$` tokens; a token without a value stays as written, so it is noticed. */
export const formatMessage = (
  template: string,
  params: Readonly<Record<string, string | number>>,
): string =>
  template.replace(/\$\$(\w+)\$\$/g, (token, name: string) =>
    name in params ? String(params[name]) : token,
  );
