// The password of a fast (one-click) registration: the CMS fast form asks no password, but
// the platform needs one, so the client makes it and shows it once to the player.

// Letters and digits that cannot be mistaken for each other (no 0/O, 1/l/I).
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CLASSES = [/[a-z]/, /[A-Z]/, /\d/];

type RandomSource = (count: number) => Uint32Array;

const cryptoRandom: RandomSource = (count) => crypto.getRandomValues(new Uint32Array(count));

/** A random password of `length` characters with a lower-case letter, a capital and a digit. */
export const generatePassword = (length = 10, random: RandomSource = cryptoRandom): string => {
  for (;;) {
    const password = Array.from(random(length), (n) => ALPHABET[n % ALPHABET.length]).join('');
    if (CLASSES.every((pattern) => pattern.test(password))) return password;
  }
};
