// One-time codes and link tokens (OWASP ASVS 5.0 6.5, 6.6): 6-digit codes are stored only as
// an HMAC-SHA-256 keyed with the platform secret and bound to what they are for and whose
// they are (a leaked table cannot be brute-forced offline in a million guesses), link tokens
// are 256 random bits stored as their SHA-256. A code is used by deleting its row with the
// hash in the condition (`delete … returning`), so of two parallel uses only one passes.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** What a code is for; part of its hash, so a code of one kind never passes for another. */
export type CodePurpose = 'sign-in' | 'two-factor-change' | 'contact';

/** A fresh 6-digit code. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The stored form of `code`, for `purpose` and `owner` (an account id, and a contact). */
export const codeHash = (
  secret: string,
  purpose: CodePurpose,
  owner: string,
  code: string,
): string => createHmac('sha256', secret).update(`${purpose}\n${owner}\n${code}`).digest('hex');

/** A fresh link token: 32 random bytes, base64url (43 characters). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a link token. */
export const linkTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
