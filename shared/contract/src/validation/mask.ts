// Input masks (spec section 5): '#' a digit, '@' a letter, '*' a letter or digit; every
// other mask character is a literal the mask writes itself ('+998 (##) ###-##-##').

/** The mask characters that stand for something the player types. */
export const MASK_TOKENS: Readonly<Record<string, RegExp>> = {
  '#': /^\d$/,
  // Any script: the site is used in Russian and Uzbek, Cyrillic included.
  '@': /^\p{L}$/u,
  '*': /^[\p{L}\d]$/u,
};

type Segment = { readonly token: RegExp } | { readonly literal: string };

// Consecutive literals form one run, so '+998 ' is matched against the input as a whole.
const segmentsOf = (mask: string): Segment[] => {
  const segments: Segment[] = [];
  for (const char of mask) {
    const token = MASK_TOKENS[char];
    const last = segments[segments.length - 1];
    if (token) segments.push({ token });
    else if (last && 'literal' in last)
      segments[segments.length - 1] = { literal: last.literal + char };
    else segments.push({ literal: char });
  }
  return segments;
};

const LETTER_OR_DIGIT = /[\p{L}\d]/u;

// How many input characters a literal run accounts for: the whole run when the input
// already holds it (a formatted value), or its letters and digits when the input starts
// with those ('998...' pasted into '+998 ##'), else none.
const consumedByLiteral = (literal: string, rest: string): number => {
  if (rest.startsWith(literal)) return [...literal].length;
  const significant = [...literal].filter((char) => LETTER_OR_DIGIT.test(char)).join('');
  return significant !== '' && rest.startsWith(significant) ? [...significant].length : 0;
};

/**
 * Fits raw input to a mask. A token takes the next matching input character, skipping
 * those that do not match. A literal run is written by the mask and consumes input only
 * as consumedByLiteral says; a lone matching digit is not taken, so '90...' typed into
 * '+998 (##)' stays the operator code instead of being eaten by the 9 of the prefix.
 * Output stops where the input runs out: no trailing literal, so deleting over one works.
 */
export const applyMask = (mask: string, raw: string): string => {
  const input = [...raw];
  let output = '';
  let next = 0;
  for (const segment of segmentsOf(mask)) {
    if (next >= input.length) break;
    if ('literal' in segment) {
      output += segment.literal;
      next += consumedByLiteral(segment.literal, input.slice(next).join(''));
      continue;
    }
    while (next < input.length && !segment.token.test(input[next] ?? '')) next += 1;
    const char = input[next];
    if (char === undefined) break;
    output += char;
    next += 1;
  }
  return output;
};

/**
 * True when the value fills the whole mask: as long as the mask, each token position
 * holding a matching character and each literal position the literal itself.
 */
export const isMaskComplete = (mask: string, value: string): boolean => {
  const maskChars = [...mask];
  const valueChars = [...value];
  if (maskChars.length !== valueChars.length) return false;
  return maskChars.every((maskChar, index) => {
    const char = valueChars[index] ?? '';
    const token = MASK_TOKENS[maskChar];
    return token ? token.test(char) : char === maskChar;
  });
};
