// Strapi 5 names a document (all its locale versions) by a 24-character lowercase
// alphanumeric documentId. Here it is a hash of a namespace (the content type, or the upload
// library) and the document's position, so ids stay the same from run to run.
import { createHash } from 'node:crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ALPHABET = `${LETTERS}0123456789`;
export const DOCUMENT_ID_LENGTH = 24;

export function documentIdOf(namespace: string, position: number): string {
  const bytes = createHash('sha256').update(`${namespace}#${position}`).digest();
  // Like Strapi's cuid2 ids, the first character is a letter.
  return [...bytes.subarray(0, DOCUMENT_ID_LENGTH)]
    .map((byte, index) => (index === 0 ? LETTERS[byte % 26] : ALPHABET[byte % 36]))
    .join('');
}
