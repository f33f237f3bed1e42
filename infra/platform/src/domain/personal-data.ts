// Which personal fields the platform asks for (account.getPersonalDataFields), which of them
// identity verification locks, and the refusal a save meets when it would change a locked
// one. What a card deposit or a withdrawal misses of the required fields is named the same way
// (UserNeedProfileDataException's data.fields).
import type { PersonalDataFields } from '@omad/contract/api';
import type { Queryable } from '../db/db';
import { invalidParameter } from '../http/errors';
import type { AccountRow } from './accounts';
import { DOCUMENT_TYPES } from './profile';
import type { ProfileChanges } from './profile';

/** The personal fields, in the order a form shows them. */
export const PERSONAL_FIELDS = [
  'first_name',
  'last_name',
  'sex',
  'birth_date',
  'country',
  'region',
  'home_town',
  'address',
  'postcode',
  'document_type',
  'document_number',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** What the platform needs of every player who pays by card, withdraws or is verified. */
export const REQUIRED_FIELDS: readonly PersonalField[] = [
  'first_name',
  'last_name',
  'birth_date',
  'sex',
];

/** What a verified identity confirms: only support may change these afterwards. */
export const VERIFIED_FIELDS: readonly PersonalField[] = [
  'first_name',
  'last_name',
  'birth_date',
  'document_type',
  'document_number',
];

export const personalDataFields = (account: AccountRow): PersonalDataFields => ({
  fields: PERSONAL_FIELDS.map((name) => ({
    name,
    is_required: REQUIRED_FIELDS.includes(name),
    is_editable: !(account.is_verified && VERIFIED_FIELDS.includes(name)),
  })),
  document_types: [...DOCUMENT_TYPES],
});

type StoredProfile = Readonly<Record<PersonalField, string | number | null>>;

const storedProfile = async (db: Queryable, accountId: number): Promise<StoredProfile | null> =>
  (
    await db.query<StoredProfile>(
      `select first_name, last_name, sex, birth_date, country, region, home_town, address,
         postcode, document_type, document_number
       from profiles where account_id = $1`,
      [accountId],
    )
  )[0] ?? null;

/**
 * Refuses a save of a verified account that changes a field verification confirmed
 * (`{ field: ['LOCKED'] }`); sending the stored value again is no change.
 */
export const refuseLockedChanges = async (
  db: Queryable,
  account: AccountRow,
  changes: ProfileChanges,
): Promise<void> => {
  if (!account.is_verified) return;
  const stored = await storedProfile(db, account.id);
  for (const field of VERIFIED_FIELDS) {
    const changed = changes[field as keyof ProfileChanges];
    if (changed !== undefined && changed !== (stored?.[field] ?? null)) {
      throw invalidParameter(field, 'LOCKED');
    }
  }
};

/** The required fields the stored profile lacks (among `wanted`, all required ones by default). */
export const missingFields = async (
  db: Queryable,
  accountId: number,
  wanted: readonly PersonalField[] = REQUIRED_FIELDS,
): Promise<PersonalField[]> => {
  const stored = await storedProfile(db, accountId);
  return wanted.filter((field) => {
    const value = stored?.[field] ?? null;
    // Sex 0 means "not said" (spec section 3).
    return value === null || value === '' || (field === 'sex' && Number(value) === 0);
  });
};
