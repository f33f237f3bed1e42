// The profile behind account.getprofileinfo (ProfileSchema of the contract) and the checks
// account.saveProfileInfo applies to each personal field (spec section 5).
import type { Profile } from '@omad/contract/api';
import type { Queryable } from '../db/db';
import { invalidParameter } from '../http/errors';
import type { Params } from '../http/params';
import type { AccountRow } from './accounts';
import { contactsOf } from './contacts';

/** Profile columns a save may set; each maps to its own rule below. */
export const PROFILE_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'birth_date',
  'country',
  'region',
  'home_town',
  'address',
  'postcode',
] as const;
type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

// Spec section 5: names forbid digits and these symbols; addresses allow digits, | and /.
const nameForbidden = /[\d@_"!?#$%^&*(){}[\]|/\\<>~§+:;`]/;
const addressForbidden = /[@_"!?#$%^&*(){}[\]\\<>~§+:;`]/;

/** Players must be adults: a birth date at least this many years back. */
const ADULT_AGE = 18;

/** Document types a profile may name (account.getPersonalDataFields lists them). */
export const DOCUMENT_TYPES = ['passport', 'id_card', 'cpf'] as const;

/** A real calendar date since 1900 of someone at least ADULT_AGE years old at `now`. */
const isBirthDate = (value: string, now: number): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  const adultSince = new Date(now);
  adultSince.setUTCFullYear(adultSince.getUTCFullYear() - ADULT_AGE);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    Number(match[1]) >= 1900 &&
    value <= adultSince.toISOString().slice(0, 10)
  );
};

type Rule = (value: string, now: number) => boolean;

const rules: Readonly<Record<ProfileTextField, Rule>> = {
  first_name: (value) => value.length <= 50 && !nameForbidden.test(value),
  last_name: (value) => value.length <= 50 && !nameForbidden.test(value),
  birth_date: isBirthDate,
  country: (value) => value.length <= 100 && !nameForbidden.test(value),
  region: (value) => value.length <= 100 && !addressForbidden.test(value),
  home_town: (value) => value.length <= 100 && !addressForbidden.test(value),
  address: (value) => value.length <= 200 && !addressForbidden.test(value),
  postcode: (value) => /^\d{1,8}$/.test(value),
};

/** Column values a save sets; a field sent empty (or 'null') clears its column. */
export type ProfileChanges = Partial<Record<ProfileTextField, string | null>> & {
  sex?: number;
  document_type?: string | null;
  document_number?: string | null;
};

const textOf = (params: Params, field: string): string | null | undefined => {
  const value = params[field];
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') throw invalidParameter(field, 'INVALID');
  return value.trim() === '' ? null : value.trim();
};

/**
 * The profile fields present in `params`, each checked (a birth date against `now`, the
 * platform's clock); absent fields stay as they are.
 */
export const readProfileChanges = (params: Params, now: number): ProfileChanges => {
  const changes: ProfileChanges = {};
  for (const field of PROFILE_TEXT_FIELDS) {
    const value = textOf(params, field);
    if (value === undefined) continue;
    if (value !== null && !rules[field](value, now)) throw invalidParameter(field, 'INVALID');
    changes[field] = value;
  }
  const sex = textOf(params, 'sex');
  if (sex !== undefined) {
    if (sex !== null && !/^[0-2]$/.test(sex)) throw invalidParameter('sex', 'INVALID');
    changes.sex = Number(sex ?? 0);
  }
  const documentType = textOf(params, 'document_type');
  const documentNumber = textOf(params, 'document_number');
  if (documentType !== undefined || documentNumber !== undefined) {
    // A document is a pair: half of one would answer as a document without a number.
    if (!documentType !== !documentNumber) {
      throw invalidParameter(documentType ? 'document_number' : 'document_type', 'REQUIRED');
    }
    if (documentType && !(DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
      throw invalidParameter('document_type', 'INVALID');
    }
    if (documentNumber && !/^[A-Za-z0-9 .-]{1,32}$/.test(documentNumber)) {
      throw invalidParameter('document_number', 'INVALID');
    }
    changes.document_type = documentType ?? null;
    changes.document_number = documentNumber ?? null;
  }
  return changes;
};

/** Writes `changes` to the account's profile row, creating it on the first save. */
export const saveProfileChanges = async (
  db: Queryable,
  accountId: number,
  changes: ProfileChanges,
): Promise<void> => {
  // Keys come from the fixed field lists above, never from the request, so they may be spliced.
  const entries = Object.entries(changes);
  if (entries.length === 0) return;
  const columns = entries.map(([column]) => column);
  const values = entries.map(([, value]) => value);
  await db.query(
    `insert into profiles (account_id, ${columns.join(', ')})
     values ($1, ${columns.map((_, index) => `$${index + 2}`).join(', ')})
     on conflict (account_id) do update set
     ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}`,
    [accountId, ...values],
  );
};

interface ProfileRow extends Record<ProfileTextField, string | null> {
  readonly sex: number;
  readonly document_type: string | null;
  readonly document_number: string | null;
}

/** account.getprofileinfo's answer: the stored profile (empty before the first save). */
export const profileOf = async (db: Queryable, account: AccountRow): Promise<Profile> => {
  const [row] = await db.query<ProfileRow>('select * from profiles where account_id = $1', [
    account.id,
  ]);
  const text = (field: ProfileTextField) => row?.[field] ?? null;
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    sex: Number(row?.sex ?? 0),
    birth_date: text('birth_date'),
    country: text('country'),
    country_code: account.country_code,
    region: text('region'),
    home_town: text('home_town'),
    address: text('address'),
    postcode: text('postcode'),
    document:
      row?.document_type && row.document_number
        ? { type: row.document_type, number: row.document_number }
        : null,
    contacts: contactsOf(account),
  };
};
